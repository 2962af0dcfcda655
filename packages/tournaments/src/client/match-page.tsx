import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, messageOf } from '@league/core/client';
import {
  Badge,
  ButtonLink,
  Card,
  EmptyState,
  ErrorBanner,
  FollowButton,
  PageHeader,
  Section,
  ShareButton,
  Skeleton,
  SkeletonCards,
  formatDateTime,
} from '@league/ui';
import { PlayerOfTheMatch } from './awards-panel';
import { InningsCard } from './innings-card';
import { useScorecard, useTournaments } from './queries';
import { resultText } from './result-text';
import './tournaments.css';

// chart.js is heavy: it loads after the scorecard, and only on this page.
// A chunk that cannot load (the server restarting as a visitor scrolls down) costs the charts, not the page.
const MatchCharts = lazy(async () => {
  try {
    return await import('./match-charts');
  } catch {
    return { default: () => <p className="ui-muted">The charts could not load: reload the page to see them.</p> };
  }
});

function inningsLabel(index: number, superOver: boolean) {
  if (superOver) return 'Super over';
  return index === 0 ? '1st innings' : index === 1 ? '2nd innings' : `Innings ${index + 1}`;
}

/**
 * The match page `/matches/:id` (spec 5): result or live state, scorecards, charts, download.
 * `live` is the live panel the router hands in (the scoring package's), shown while the match is live.
 */
export function MatchPage({ live: livePanel }: { live?: (card: { seq?: number; status: string }) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const card = useScorecard(id);
  const tournaments = useTournaments();
  const tournament = tournaments.data?.find((t) => t.id === card.data?.tournamentId);

  if (card.isPending) {
    return (
      <div className="ui-page ui-container ui-stack ui-stack--lg">
        <PageHeader title="Match" />
        <Skeleton height={48} />
        <SkeletonCards count={2} label="Loading scorecard…" />
      </div>
    );
  }
  // A failed refresh (the server restarting) keeps the scorecard already on screen.
  if (card.isError && !card.data) {
    const missing = card.error instanceof ApiError && card.error.status === 404;
    return (
      <div className="ui-page ui-container ui-stack ui-stack--lg">
        <PageHeader title={missing ? 'Match not found' : 'Match'} />
        {missing ? (
          <EmptyState
            title="This match does not exist"
            hint="It may have been deleted."
            action={
              <ButtonLink to="/schedule" variant="secondary">
                Back to the schedule
              </ButtonLink>
            }
          />
        ) : (
          <ErrorBanner message={messageOf(card.error, 'Failed to load the scorecard.')} onRetry={() => card.refetch()} />
        )}
      </div>
    );
  }

  const scorecard = card.data;
  const line = resultText(scorecard.result);
  const live = scorecard.status === 'live';
  const ballsPerOver = tournament?.format?.ballsPerOver ?? 6;
  const toss = scorecard.toss;
  const title = `${scorecard.teams[0]} vs ${scorecard.teams[1]}`;

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        eyebrow={tournament ? <Link to="/standings">{tournament.name}</Link> : undefined}
        title={title}
        subtitle={
          scorecard.matchDate || scorecard.venue ? (
            <>
              {scorecard.matchDate && <time dateTime={scorecard.matchDate}>{formatDateTime(scorecard.matchDate)}</time>}
              {scorecard.matchDate && scorecard.venue ? ' · ' : ''}
              {scorecard.venue}
              {scorecard.stage === 'playoff' ? ' · Playoff' : ''}
            </>
          ) : undefined
        }
        actions={
          <>
            <ShareButton
              text={`${title}: ${line ?? (live ? liveLine(scorecard.innings) : scorecard.matchDate ? formatDateTime(scorecard.matchDate) : 'fixture')}`}
              title={title}
            />
            {scorecard.innings.length > 0 && (
              <ButtonLink href={`/api/matches/${encodeURIComponent(id)}/cricsheet`} variant="secondary" newTab={false} download={`match-${id}.json`}>
                Download Cricsheet
              </ButtonLink>
            )}
            <FollowButton matchId={id} name={title} />
          </>
        }
      />

      <Card className="mc-result" aria-live={live ? 'polite' : undefined}>
        <div className="ui-cluster">
          {live ? <Badge tone="error">Live</Badge> : <Badge tone={line ? 'ok' : 'info'}>{line ? 'Result' : statusLabel(scorecard.status)}</Badge>}
          <p className="mc-result__line">{line ?? (live ? liveLine(scorecard.innings) : 'Not played yet')}</p>
        </div>
        {toss && (
          <p className="ui-muted ui-text-sm">
            Toss: {toss.winner}, chose to {toss.decision === 'bat' ? 'bat' : 'field'}
          </p>
        )}
        {line && scorecard.tournamentId && (
          <PlayerOfTheMatch
            tournamentId={scorecard.tournamentId}
            matchId={id}
            names={scorecard.innings.flatMap((i) => [...i.batting, ...i.bowling].map((p) => p.name))}
          />
        )}
      </Card>

      {livePanel?.(scorecard)}

      {scorecard.innings.length === 0 ? (
        <EmptyState title="No scorecard yet" hint="The scorecard appears here once the first ball is bowled." />
      ) : (
        <>
          {scorecard.innings.map((innings, index) => (
            <InningsCard key={index} innings={innings} label={inningsLabel(index, innings.superOver)} ballsPerOver={ballsPerOver} />
          ))}
          <Section title="Over by over">
            <Suspense
              fallback={
                <div className="mc-charts" role="status" aria-label="Loading charts…">
                  <Skeleton height={240} />
                  <Skeleton height={240} />
                </div>
              }
            >
              <MatchCharts innings={scorecard.innings.filter((i) => !i.superOver)} />
            </Suspense>
          </Section>
        </>
      )}
    </div>
  );
}

function statusLabel(status: string) {
  return status === 'abandoned' ? 'Abandoned' : status === 'completed' ? 'Completed' : 'Scheduled';
}

function liveLine(innings: { team: string; runs: number; wickets: number; overs: string }[]) {
  const current = innings.at(-1);
  return current ? `${current.team} ${current.runs}/${current.wickets} (${current.overs} ov)` : 'Live';
}
