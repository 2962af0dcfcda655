import { messageOf } from '@league/core/client';
import { ButtonLink, EmptyState, ErrorBanner, PageHeader, ShareButton, SkeletonCards } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { AwardsPanel } from './awards-panel';
import { KnockoutsPanel } from './knockouts-panel';
import { useTournaments } from './queries';
import { SeasonTabs } from './season-picker';
import { StandingsTable } from './standings-table';
import './tournaments.css';

/** Points table `/standings` (spec 5): a tab per tournament of the season, NRR breakdowns. */
export function StandingsPage() {
  const tournaments = useTournaments();
  const { t } = useLingui();
  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        title={t`Points Table`}
        subtitle={t`Teams level on points are split by net run rate (NRR). Select a team's NRR to see how it was worked out.`}
        actions={
          <>
            <ShareButton text={t`The league's points table`} title={t`Points Table`} url="/standings" />
            <ButtonLink to="/stats" variant="secondary">
              <Trans>Player statistics</Trans>
            </ButtonLink>
          </>
        }
      />
      {tournaments.isPending ? (
        <SkeletonCards count={1} label={t`Loading tournaments…`} />
      ) : tournaments.isError ? (
        <ErrorBanner message={messageOf(tournaments.error, t`Failed to load tournaments.`)} onRetry={() => tournaments.refetch()} />
      ) : tournaments.data.length === 0 ? (
        <EmptyState title={t`No tournaments yet`} hint={t`Tables appear here once a tournament starts.`} />
      ) : (
        <SeasonTabs tournaments={tournaments.data} label={t`Tournaments`}>
          {(id) => {
            const tournament = tournaments.data.find((x) => x.id === id)!;
            const { win, tie, noResult } = tournament.points;
            const overs = tournament.format.oversPerInnings;
            return (
              <div className="ui-stack">
                <div className="mc-table-head">
                  <h2 className="mc-subtitle">{tournament.name}</h2>
                  <p className="ui-muted ui-text-sm">
                    <Trans>
                      Win {win} · Tie {tie} · No result {noResult} · {overs} overs a side
                    </Trans>
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
