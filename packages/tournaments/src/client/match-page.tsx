import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link, say } from '@league/ui/i18n';
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
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { t as translate } from '@league/ui/i18n/core-macro';
import { PlayerOfTheMatch } from './awards-panel';
import { InningsCard } from './innings-card';
import { useScorecard, useTournaments } from './queries';
import type { I18n } from './words';
import './tournaments.css';

// chart.js is heavy: it loads after the scorecard, and only on this page.
// A chunk that cannot load (the server restarting as a visitor scrolls down) costs the charts, not the page.
const MatchCharts = lazy(async () => {
  try {
    return await import('./match-charts');
  } catch {
    return {
      default: () => (
        <p className="ui-muted">
          <Trans>The charts could not load: reload the page to see them.</Trans>
        </p>
      ),
    };
  }
});

function inningsLabel(i18n: I18n, index: number, superOver: boolean) {
  if (superOver) return translate(i18n)`Super over`;
  const n = index + 1;
  return index === 0 ? translate(i18n)`1st innings` : index === 1 ? translate(i18n)`2nd innings` : translate(i18n)`Innings ${n}`;
}

/**
 * The match page `/matches/:id` (spec 5): result or live state, scorecards, charts, download.
 * `live` is the live panel the router hands in (the scoring package's), shown while the match is live.
 */
export function MatchPage({ live: livePanel }: { live?: (card: { seq?: number; status: string }) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const { i18n, t } = useLingui();
  const card = useScorecard(id);
  const tournaments = useTournaments();
  const tournament = tournaments.data?.find((x) => x.id === card.data?.tournamentId);

  if (card.isPending) {
    return (
      <div className="ui-page ui-container ui-stack ui-stack--lg">
        <PageHeader title={t`Match`} />
        <Skeleton height={48} />
        <SkeletonCards count={2} label={t`Loading scorecard…`} />
      </div>
    );
  }
  // A failed refresh (the server restarting) keeps the scorecard already on screen.
  if (card.isError && !card.data) {
    const missing = card.error instanceof ApiError && card.error.status === 404;
    return (
      <div className="ui-page ui-container ui-stack ui-stack--lg">
        <PageHeader title={missing ? t`Match not found` : t`Match`} />
        {missing ? (
          <EmptyState
            title={t`This match does not exist`}
            hint={t`It may have been deleted.`}
            action={
              <ButtonLink to="/schedule" variant="secondary">
                <Trans>Back to the schedule</Trans>
              </ButtonLink>
            }
          />
        ) : (
          <ErrorBanner message={messageOf(card.error, t`Failed to load the scorecard.`)} onRetry={() => card.refetch()} />
        )}
      </div>
    );
  }

  const scorecard = card.data;
  const line = scorecard.result ? say(i18n, scorecard.result.text) : null;
  const live = scorecard.status === 'live';
  const ballsPerOver = tournament?.format?.ballsPerOver ?? 6;
  const toss = scorecard.toss;
  const tossWinner = toss?.winner;
  const [team1, team2] = scorecard.teams;
  const title = t`${team1} vs ${team2}`;
  const nowLine = live ? liveLine(i18n, scorecard.innings) : null;

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
              {scorecard.stage === 'playoff' ? ` · ${t`Playoff`}` : ''}
            </>
          ) : undefined
        }
        actions={
          <>
            <ShareButton text={`${title}: ${line ?? nowLine ?? (scorecard.matchDate ? formatDateTime(scorecard.matchDate) : t`fixture`)}`} title={title} />
            {scorecard.innings.length > 0 && (
              <ButtonLink href={`/api/matches/${encodeURIComponent(id)}/cricsheet`} variant="secondary" newTab={false} download={`match-${id}.json`}>
                <Trans>Download Cricsheet</Trans>
              </ButtonLink>
            )}
            <FollowButton matchId={id} name={title} />
          </>
        }
      />

      <Card className="mc-result" aria-live={live ? 'polite' : undefined}>
        <div className="ui-cluster">
          {live ? (
            <Badge tone="error">
              <Trans>Live</Trans>
            </Badge>
          ) : (
            <Badge tone={line ? 'ok' : 'info'}>{line ? t`Result` : statusLabel(i18n, scorecard.status)}</Badge>
          )}
          <p className="mc-result__line">{line ?? nowLine ?? t`Not played yet`}</p>
        </div>
        {toss && (
          <p className="ui-muted ui-text-sm">
            {toss.decision === 'bat' ? <Trans>Toss: {tossWinner}, chose to bat</Trans> : <Trans>Toss: {tossWinner}, chose to field</Trans>}
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
        <EmptyState title={t`No scorecard yet`} hint={t`The scorecard appears here once the first ball is bowled.`} />
      ) : (
        <>
          {scorecard.innings.map((innings, index) => (
            <InningsCard key={index} innings={innings} label={inningsLabel(i18n, index, innings.superOver)} ballsPerOver={ballsPerOver} />
          ))}
          <Section title={t`Over by over`}>
            <Suspense
              fallback={
                <div className="mc-charts" role="status" aria-label={t`Loading charts…`}>
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

function statusLabel(i18n: I18n, status: string) {
  return status === 'abandoned' ? translate(i18n)`Abandoned` : status === 'completed' ? translate(i18n)`Completed` : translate(i18n)`Scheduled`;
}

function liveLine(i18n: I18n, innings: { team: string; runs: number; wickets: number; overs: string }[]) {
  const current = innings.at(-1);
  if (!current) return translate(i18n)`Live`;
  const { team, runs, wickets, overs } = current;
  return translate(i18n)`${team} ${runs}/${wickets} (${overs} ov)`;
}
