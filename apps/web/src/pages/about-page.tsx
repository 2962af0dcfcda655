/**
 * About (spec 2 About): the league's history, quotes, people in their groups, the vision
 * and Register Now. The words are the league's settings (`story` of GET /api/config); the
 * headings and pictures are src/content/about.ts. A league with no story yet says so.
 */
import { usePublicConfig } from '@league/core/client';
import type { LeagueConfig } from '@league/settings/contract';
import { EmptyState, ErrorBanner, PageHeader, Section, Skeleton } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { useLingui } from '@league/ui/i18n/macro';
import { about, type Picture } from '../content/about';
import { RegisterNow } from './register-now';
import './about.css';

type Story = LeagueConfig['story'];

/**
 * The words content/about.ts ships with, in the page's language. A league that has put its
 * own words there sees them as written (they match nothing here).
 */
const SHIPPED_WORDS: Record<string, ReturnType<typeof msg>> = {
  'Our story': msg`Our story`,
  'About the league': msg`About the league`,
  'Illustration of a cricket pitch and stumps at sunset': msg`Illustration of a cricket pitch and stumps at sunset`,
  'How it all began': msg`How it all began`,
  'Iconic quotes': msg`Iconic quotes`,
  'The people behind it': msg`The people behind it`,
  'Our vision': msg`Our vision`,
  'Want to play next season?': msg`Want to play next season?`,
  "The league's story is still to be written": msg`The league's story is still to be written`,
  'An admin can add its history, quotes, people and vision in Settings.': msg`An admin can add its history, quotes, people and vision in Settings.`,
};

/** `words(about.title)`: a heading of content/about.ts in the page's language. */
function useWords(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => {
    const shipped = SHIPPED_WORDS[text];
    return shipped ? i18n._(shipped) : text;
  };
}

function Img({ picture, className }: { picture: Picture; className?: string }) {
  return <img className={className} src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} loading="lazy" decoding="async" />;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function groups(people: Story['people']) {
  const byGroup = new Map<string, Story['people']>();
  for (const person of people) byGroup.set(person.group, [...(byGroup.get(person.group) ?? []), person]);
  return [...byGroup.entries()];
}

function StoryBody({ story }: { story: Story }) {
  const words = useWords();
  const empty = !story.history.length && !story.quotes.length && !story.people.length && !story.vision;
  if (empty) return <EmptyState title={words(about.emptyTitle)} hint={words(about.emptyHint)} />;
  return (
    <>
      {story.history.length > 0 && (
        <Section id="history" title={words(about.timelineTitle)}>
          <ol className="timeline">
            {story.history.map((m, i) => (
              <li key={`${i}-${m.title}`} className="timeline__item">
                <span className="timeline__when">{m.when}</span>
                <div className="timeline__body">
                  <h3 className="timeline__title">
                    {m.title}
                    {m.highlight && <span className="timeline__highlight">{m.highlight}</span>}
                  </h3>
                  <p>{m.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      )}

      {story.quotes.length > 0 && (
        <Section id="quotes" title={words(about.quotesTitle)}>
          <ul className="ui-grid quotes">
            {story.quotes.map((q, i) => (
              <li key={`${i}-${q.by}`}>
                <figure className="quote">
                  <Img picture={about.quotePictures[i % about.quotePictures.length]!} className="quote__img" />
                  <blockquote className="quote__text">
                    <p>{q.text}</p>
                  </blockquote>
                  <figcaption className="quote__by">
                    <strong>{q.by}</strong>
                    {q.role && <span>{q.role}</span>}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {story.people.length > 0 && (
        <Section id="people" title={words(about.peopleTitle)}>
          <div className="people">
            {groups(story.people).map(([group, people], g) => (
              <section key={group} className="people__group" aria-labelledby={`people-${slug(group)}`}>
                <div className="people__head">
                  <h3 id={`people-${slug(group)}`}>{group}</h3>
                </div>
                <ul className="people__list">
                  {people.map((person, i) => (
                    <li key={`${i}-${person.name}`} className="person">
                      <Img picture={about.avatars[(g + i) % about.avatars.length]!} className="person__img" />
                      <div>
                        <p className="person__name">{person.name}</p>
                        {person.role && <p className="person__role">{person.role}</p>}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Section>
      )}

      {story.vision && (
        <section className="vision" aria-labelledby="vision-title">
          <h2 id="vision-title" className="vision__title">
            {words(about.visionTitle)}
          </h2>
          <p className="vision__text">{story.vision}</p>
          <div className="vision__cta">
            <p>{words(about.registerPrompt)}</p>
            <RegisterNow size="lg" />
          </div>
        </section>
      )}
    </>
  );
}

export function AboutPage() {
  const { t } = useLingui();
  const words = useWords();
  const config = usePublicConfig();
  const story = (config.data as LeagueConfig | undefined)?.story;
  return (
    <div className="ui-page ui-container about">
      <div className="about__top">
        {/* The intro arrives with the settings: its lines are held meanwhile, so the banner
            under it on a phone does not jump when it comes. */}
        <PageHeader
          eyebrow={words(about.eyebrow)}
          title={words(about.title)}
          subtitle={config.isPending ? <Skeleton className="about__intro-placeholder" /> : story?.intro || undefined}
        />
        <img
          className="about__banner"
          src={about.banner.src}
          alt={words(about.banner.alt)}
          width={about.banner.width}
          height={about.banner.height}
          fetchPriority="high"
        />
      </div>
      {config.isError ? (
        <ErrorBanner message={t`The league's story could not be loaded`} onRetry={() => void config.refetch()} />
      ) : story ? (
        <StoryBody story={story} />
      ) : (
        <div aria-busy="true" aria-label={t`Loading the league's story`}>
          <Skeleton height={240} radius="var(--radius-md)" />
        </div>
      )}
    </div>
  );
}
