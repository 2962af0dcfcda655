/**
 * Latest results and the top of each section's table on the home page (operations spec 5).
 * Only hooks and a table: no charts and no schema library on the first paint.
 */
import { Link } from 'react-router-dom';
import { Badge, Card, EmptyState, ErrorBanner, Section, SkeletonCards, formatShortDate } from '@league/ui';
import { messageOf } from '@league/core/client';
import { useMatches } from '@league/schedule/client';
import { AwardsPanel, currentSeason, StandingsTable, tournamentsOf, useTournaments } from '@league/tournaments/client';

function More({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="home-more">
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}

export function LatestResults() {
  const query = useMatches();
  const finished = (query.data ?? [])
    .filter((m) => m.result || m.status === 'live')
    .sort((a, b) => b.matchDate.localeCompare(a.matchDate))
    .slice(0, 3);
  return (
    <Section id="latest-results" title="Latest Results" actions={<More to="/schedule">Full schedule</More>}>
      {query.isPending ? (
        <SkeletonCards count={3} label="Loading results…" />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, 'Failed to load schedule.')} onRetry={() => void query.refetch()} />
      ) : finished.length === 0 ? (
        <EmptyState title="No results yet" hint="Results show here as soon as a match ends." />
      ) : (
        <ul className="ui-grid" aria-label="Latest results">
          {finished.map((m) => (
            <Card as="li" key={m.id} className="home-result">
              <div className="ui-cluster ui-cluster--between">
                {m.status === 'live' ? <Badge tone="error">Live</Badge> : <Badge tone="info">Result</Badge>}
                <time className="ui-muted ui-text-sm" dateTime={m.matchDate}>
                  {formatShortDate(m.matchDate)}
                </time>
              </div>
              <h3 className="home-result__teams">
                <Link to={`/matches/${encodeURIComponent(m.id)}`}>
                  {m.team1} vs {m.team2}
                </Link>
              </h3>
              <p className="home-result__line">{m.result ?? 'In progress'}</p>
            </Card>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function TableTops() {
  const query = useTournaments();
  const current = query.data ? tournamentsOf(query.data, currentSeason(query.data)) : [];
  return (
    <Section id="points-table" title="Points Table" actions={<More to="/standings">Full tables</More>}>
      {query.isPending ? (
        <SkeletonCards count={2} label="Loading tables…" />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, 'Failed to load tournaments.')} onRetry={() => void query.refetch()} />
      ) : current.length === 0 ? (
        <EmptyState title="No tables yet" hint="The points table appears once a tournament starts." />
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
