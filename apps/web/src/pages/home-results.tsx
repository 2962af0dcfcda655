/**
 * Latest results and the top of each section's table on the home page (operations spec 5).
 * Only hooks and a table: no charts and no schema library on the first paint.
 */
import { Link } from 'react-router-dom';
import { Badge, Card, EmptyState, ErrorBanner, Section, SkeletonCards, formatShortDate } from '@league/ui';
import { messageOf } from '@league/core/client';
import { say, useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useMatches } from '@league/schedule/client';
import { AwardsPanel, currentSeason, StandingsTable, tournamentsOf, useTournaments } from '@league/tournaments/client';

function More({ to, children }: { to: string; children: string }) {
  const path = useLocalePath();
  return (
    <Link to={path(to)} className="home-more">
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}

export function LatestResults() {
  const { t, i18n } = useLingui();
  const to = useLocalePath();
  const query = useMatches();
  const finished = (query.data ?? [])
    .filter((m) => m.result || m.status === 'live')
    .sort((a, b) => b.matchDate.localeCompare(a.matchDate))
    .slice(0, 3);
  return (
    <Section id="latest-results" title={t`Latest Results`} actions={<More to="/schedule">{t`Full schedule`}</More>}>
      {query.isPending ? (
        <SkeletonCards count={3} label={t`Loading results…`} />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, t`Failed to load schedule.`)} onRetry={() => void query.refetch()} />
      ) : finished.length === 0 ? (
        <EmptyState title={t`No results yet`} hint={t`Results show here as soon as a match ends.`} />
      ) : (
        <ul className="ui-grid" aria-label={t`Latest results`}>
          {finished.map((m) => (
            <Card as="li" key={m.id} className="home-result">
              <div className="ui-cluster ui-cluster--between">
                {m.status === 'live' ? (
                  <Badge tone="error">
                    <Trans>Live</Trans>
                  </Badge>
                ) : (
                  <Badge tone="info">
                    <Trans>Result</Trans>
                  </Badge>
                )}
                <time className="ui-muted ui-text-sm" dateTime={m.matchDate}>
                  {formatShortDate(m.matchDate)}
                </time>
              </div>
              <h3 className="home-result__teams">
                <Link to={to(`/matches/${encodeURIComponent(m.id)}`)}>
                  <Teams team1={m.team1} team2={m.team2} />
                </Link>
              </h3>
              <p className="home-result__line">{m.result ? say(i18n, m.result) : t`In progress`}</p>
            </Card>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** "Banyan Blasters vs Kaveri Kings": the names as they are, the word between in the page's language. */
function Teams({ team1, team2 }: { team1: string; team2: string }) {
  return (
    <Trans>
      {team1} vs {team2}
    </Trans>
  );
}

export function TableTops() {
  const { t } = useLingui();
  const query = useTournaments();
  const current = query.data ? tournamentsOf(query.data, currentSeason(query.data)) : [];
  return (
    <Section id="points-table" title={t`Points Table`} actions={<More to="/standings">{t`Full tables`}</More>}>
      {query.isPending ? (
        <SkeletonCards count={2} label={t`Loading tables…`} />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, t`Failed to load tournaments.`)} onRetry={() => void query.refetch()} />
      ) : current.length === 0 ? (
        <EmptyState title={t`No tables yet`} hint={t`The points table appears once a tournament starts.`} />
      ) : (
        <div className="home-tables">
          {current.map((t) => (
            <section key={t.id} aria-labelledby={`table-${t.id}`} className="ui-stack ui-stack--sm">
              <h3 id={`table-${t.id}`} className="home-tables__title">
                {t.name}
              </h3>
              <StandingsTable tournament={t} top={4} />
              {/* The season's end: its awards under its table. */}
              {t.status === 'completed' && <AwardsPanel tournamentId={t.id} level={4} />}
            </section>
          ))}
        </div>
      )}
    </Section>
  );
}
