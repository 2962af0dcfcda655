import { messageOf } from '@league/core/client';
import { ButtonLink, EmptyState, ErrorBanner, PageHeader, ShareButton, SkeletonCards } from '@league/ui';
import { AwardsPanel } from './awards-panel';
import { KnockoutsPanel } from './knockouts-panel';
import { useTournaments } from './queries';
import { SeasonTabs } from './season-picker';
import { StandingsTable } from './standings-table';
import './tournaments.css';

/** Points table `/standings` (spec 5): a tab per tournament of the season, NRR breakdowns. */
export function StandingsPage() {
  const tournaments = useTournaments();
  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        title="Points Table"
        subtitle="Teams level on points are split by net run rate (NRR). Select a team's NRR to see how it was worked out."
        actions={
          <>
            <ShareButton text="The league's points table" title="Points Table" url="/standings" />
            <ButtonLink to="/stats" variant="secondary">
              Player statistics
            </ButtonLink>
          </>
        }
      />
      {tournaments.isPending ? (
        <SkeletonCards count={1} label="Loading tournaments…" />
      ) : tournaments.isError ? (
        <ErrorBanner message={messageOf(tournaments.error, 'Failed to load tournaments.')} onRetry={() => tournaments.refetch()} />
      ) : tournaments.data.length === 0 ? (
        <EmptyState title="No tournaments yet" hint="Tables appear here once a tournament starts." />
      ) : (
        <SeasonTabs tournaments={tournaments.data} label="Tournaments">
          {(id) => {
            const tournament = tournaments.data.find((t) => t.id === id)!;
            return (
              <div className="ui-stack">
                <div className="mc-table-head">
                  <h2 className="mc-subtitle">{tournament.name}</h2>
                  <p className="ui-muted ui-text-sm">
                    Win {tournament.points.win} · Tie {tournament.points.tie} · No result {tournament.points.noResult} · {tournament.format.oversPerInnings}{' '}
                    overs a side
                  </p>
                </div>
                <StandingsTable tournament={tournament} />
                <KnockoutsPanel tournamentId={id} />
                <AwardsPanel tournamentId={id} />
              </div>
            );
          }}
        </SeasonTabs>
      )}
    </div>
  );
}
