/**
 * About (spec 2 About): the league's history from mid-2020, iconic quotes, the people in
 * three groups, the vision and Register Now. Every word and picture comes from
 * src/content/about.ts, so the league edits one file.
 */
import { PageHeader, Section } from '@league/ui';
import { about, type Picture } from '../content/about';
import { RegisterNow } from './register-now';
import './about.css';

function Img({ picture, className }: { picture: Picture; className?: string }) {
  return (
    <img
      className={className}
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
    />
  );
}

export function AboutPage() {
  return (
    <div className="ui-page ui-container about">
      <div className="about__top">
        <PageHeader eyebrow={about.eyebrow} title={about.title} subtitle={about.intro} />
        <img
          className="about__banner"
          src={about.banner.src}
          alt={about.banner.alt}
          width={about.banner.width}
          height={about.banner.height}
          fetchPriority="high"
        />
      </div>

      <Section id="history" title={about.timelineTitle}>
        <ol className="timeline">
          {about.timeline.map((m) => (
            <li key={`${m.when}-${m.title}`} className="timeline__item">
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

      <Section id="quotes" title={about.quotesTitle}>
        <ul className="ui-grid quotes">
          {about.quotes.map((q) => (
            <li key={q.text}>
              <figure className="quote">
                <Img picture={q.picture} className="quote__img" />
                <blockquote className="quote__text">
                  <p>{q.text}</p>
                </blockquote>
                <figcaption className="quote__by">
                  <strong>{q.by}</strong>
                  <span>{q.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="people" title={about.peopleTitle}>
        <div className="people">
          {about.people.map((group) => {
            const headingId = `people-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
            return (
            <section key={group.title} className="people__group" aria-labelledby={headingId}>
              <div className="people__head">
                <h3 id={headingId}>{group.title}</h3>
                <p className="ui-muted">{group.blurb}</p>
              </div>
              <ul className="people__list">
                {group.people.map((person) => (
                  <li key={person.name} className="person">
                    <Img picture={person.picture} className="person__img" />
                    <div>
                      <p className="person__name">{person.name}</p>
                      <p className="person__role">{person.role}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            );
          })}
        </div>
      </Section>

      <section className="vision" aria-labelledby="vision-title">
        <h2 id="vision-title" className="vision__title">
          {about.visionTitle}
        </h2>
        <p className="vision__text">{about.vision}</p>
        <div className="vision__cta">
          <p>{about.registerPrompt}</p>
          <RegisterNow size="lg" />
        </div>
      </section>
    </div>
  );
}
