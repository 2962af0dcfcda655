/**
 * 'Players (Top 10 by Runs)' (spec 2): Name, Runs, SR, Wickets, Eco, Catches; scrolls sideways
 * on phones. The figures are this site's scorecards (the ranking /stats shows), said above it.
 */
import { formatIndianNumber, Section, Skeleton } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { rankingNotes, type Leaderboards } from '@league/players/client';

const twoPlaces = (n: number) => n.toFixed(2);

export function PlayersTable({ rows, loading }: { rows: Leaderboards['table']; loading: boolean }) {
  const { t } = useLingui();
  const title = t`Players (Top 10 by Runs)`;
  return (
    <Section id="dash-players" title={title} className="dash-section">
      <p className="dash-note">
        {rankingNotes.source} {rankingNotes.elsewhere}
      </p>
      {loading ? (
        <div className="ui-stack ui-stack--sm" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="dash-empty dash-empty--boxed">
          <Trans>No players found.</Trans>
        </p>
      ) : (
        <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={t`${title}, scrolls sideways`}>
          <table className="ui-table dash-table" aria-labelledby="dash-players-title">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className="ui-num">
                  <Trans>Runs</Trans>
                </th>
                <th scope="col" className="ui-num">
                  <abbr title={t`Strike rate`}>
                    <Trans>SR</Trans>
                  </abbr>
                </th>
                <th scope="col" className="ui-num">
                  <Trans>Wickets</Trans>
                </th>
                <th scope="col" className="ui-num">
                  <abbr title={t`Economy`}>
                    <Trans>Eco</Trans>
                  </abbr>
                </th>
                <th scope="col" className="ui-num">
                  <Trans>Catches</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, 10).map((row, i) => (
                <tr key={`${row.name}-${i}`}>
                  <th scope="row" className="dash-table__name">
                    <span className="dash-table__rank" aria-hidden="true">
                      {i + 1}
                    </span>
                    {row.name}
                  </th>
                  <td className="ui-num">{formatIndianNumber(row.runs)}</td>
                  <td className="ui-num">{twoPlaces(row.strikeRate)}</td>
                  <td className="ui-num">{row.wickets}</td>
                  <td className="ui-num">{twoPlaces(row.economy)}</td>
                  <td className="ui-num">{row.catches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
