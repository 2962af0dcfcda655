import { Fragment, useState } from 'react';
import { messageOf } from '@league/core/client';
import { EmptyState, ErrorBanner, Skeleton } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { formatNrr } from './format';
import { NrrDialog } from './nrr-dialog';
import { useStandings } from './queries';
import type { StandingsRow, Tournament } from './types';
import './tournaments.css';

export interface StandingsTableProps {
  tournament: Tournament;
  /** Show only the first rows (home page); the full table otherwise. */
  top?: number;
}

/** A tournament's points table (spec 3): P W L T NR Pts NRR, runs and overs for and against. */
export function StandingsTable({ tournament, top }: StandingsTableProps) {
  const standings = useStandings(tournament.id);
  const [open, setOpen] = useState<StandingsRow | null>(null);
  const compact = top !== undefined;
  const { t } = useLingui();

  if (standings.isPending) {
    return (
      <div role="status" aria-label={t`Loading the table…`} className="ui-stack ui-stack--sm">
        {Array.from({ length: compact ? top : 6 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </div>
    );
  }
  if (standings.isError) {
    return <ErrorBanner message={messageOf(standings.error, t`Failed to load the table.`)} onRetry={() => standings.refetch()} />;
  }
  const rows = compact ? standings.data.slice(0, top) : standings.data;
  const name = tournament.name;
  const nrrLabel = (nrr: string, team: string) => t`${nrr}: how ${team}'s net run rate was computed`;
  if (rows.length === 0 || rows.every((r) => r.played === 0)) {
    return <EmptyState title={t`No results yet`} hint={t`The table fills in as results come in.`} />;
  }

  // A tournament in groups (issue 31): a table per group, ranked within it; a team in none after them.
  const groups = compact ? [] : (tournament.groups ?? []);
  const inGroup = (row: StandingsRow, g: { teamIds: string[] }) => g.teamIds.includes(row.teamId!);
  const parts: [string, StandingsRow[]][] = groups.length
    ? [
        ...groups.map((g): [string, StandingsRow[]] => [g.name, rows.filter((r) => inGroup(r, g))]),
        ['', rows.filter((r) => !groups.some((g) => inGroup(r, g)))],
      ]
    : [['', rows]];

  return (
    <>
      {parts.map(
        ([group, rows]) =>
          rows.length > 0 && (
            <Fragment key={group}>
              {group && <h3 className="mc-subtitle">{group}</h3>}
              <div className="ui-table-wrap">
                <table className={compact ? 'ui-table mc-table mc-standings mc-standings--compact' : 'ui-table mc-table mc-standings'}>
                  <caption className="ui-visually-hidden">{group ? t`Points table, ${name}, ${group}` : t`Points table, ${name}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col" data-align="end">
                        <abbr title={t`Position`}>#</abbr>
                      </th>
                      <th scope="col">
                        <Trans>Team</Trans>
                      </th>
                      <th scope="col" data-align="end">
                        <abbr title={t`Played`}>{t({ message: 'P', context: 'standings: played' })}</abbr>
                      </th>
                      <th scope="col" data-align="end">
                        <abbr title={t`Won`}>{t({ message: 'W', context: 'standings: won' })}</abbr>
                      </th>
                      <th scope="col" data-align="end">
                        <abbr title={t`Lost`}>{t({ message: 'L', context: 'standings: lost' })}</abbr>
                      </th>
                      {!compact && (
                        <th scope="col" data-align="end" className="mc-col-extra">
                          <abbr title={t`Tied`}>{t({ message: 'T', context: 'standings: tied' })}</abbr>
                        </th>
                      )}
                      {!compact && (
                        <th scope="col" data-align="end" className="mc-col-extra">
                          <abbr title={t`No result`}>{t({ message: 'NR', context: 'standings: no result' })}</abbr>
                        </th>
                      )}
                      <th scope="col" data-align="end">
                        <abbr title={t`Points`}>{t({ message: 'Pts', context: 'standings: points' })}</abbr>
                      </th>
                      <th scope="col" data-align="end">
                        <abbr title={t`Net run rate`}>NRR</abbr>
                      </th>
                      {!compact && (
                        <th scope="col" data-align="end" className="mc-col-extra">
                          <abbr title={t`Runs for / overs faced`}>{t({ message: 'For', context: 'standings: runs for' })}</abbr>
                        </th>
                      )}
                      {!compact && (
                        <th scope="col" data-align="end" className="mc-col-extra">
                          <abbr title={t`Runs against / overs bowled`}>{t({ message: 'Against', context: 'standings: runs against' })}</abbr>
                        </th>
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => (
                      <tr key={row.teamId ?? row.team}>
                        <td className="ui-num">{index + 1}</td>
                        <th scope="row" className="mc-name">
                          {row.team}
                        </th>
                        <td className="ui-num">{row.played}</td>
                        <td className="ui-num">{row.won}</td>
                        <td className="ui-num">{row.lost}</td>
                        {!compact && <td className="ui-num mc-col-extra">{row.tied}</td>}
                        {!compact && <td className="ui-num mc-col-extra">{row.noResult}</td>}
                        <td className="ui-num mc-strong">{row.points}</td>
                        <td className="ui-num">
                          {compact ? (
                            formatNrr(row.nrr)
                          ) : (
                            <button
                              type="button"
                              className="mc-nrr"
                              aria-haspopup="dialog"
                              aria-label={nrrLabel(formatNrr(row.nrr), row.team)}
                              onClick={() => setOpen(row)}
                            >
                              {formatNrr(row.nrr)}
                            </button>
                          )}
                        </td>
                        {!compact && (
                          <td className="ui-num mc-nowrap mc-col-extra">
                            {row.runsFor}/{row.oversFaced}
                          </td>
                        )}
                        {!compact && (
                          <td className="ui-num mc-nowrap mc-col-extra">
                            {row.runsAgainst}/{row.oversBowled}
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Fragment>
          ),
      )}
      <NrrDialog row={open} ballsPerOver={tournament.format.ballsPerOver} onClose={() => setOpen(null)} />
    </>
  );
}
