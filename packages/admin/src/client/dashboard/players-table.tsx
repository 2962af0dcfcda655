/**
 * 'Players (Top 10 by Runs)' (spec 2): Name, Runs, SR, Wickets, Eco, Catches; scrolls sideways
 * on phones. The figures are this site's scorecards (the ranking /stats shows), said above it.
 */
import { formatIndianNumber, Section, Skeleton } from '@league/ui';
import { rankingNotes, type Leaderboards } from '@league/players/client';

const TITLE = 'Players (Top 10 by Runs)';
const twoPlaces = (n: number) => n.toFixed(2);

export function PlayersTable({ rows, loading }: { rows: Leaderboards['table']; loading: boolean }) {
  return (
    <Section id="dash-players" title={TITLE} className="dash-section">
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
        <p className="dash-empty dash-empty--boxed">No players found.</p>
      ) : (
        <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={`${TITLE}, scrolls sideways`}>
          <table className="ui-table dash-table" aria-labelledby="dash-players-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="ui-num">
                  Runs
                </th>
                <th scope="col" className="ui-num">
                  <abbr title="Strike rate">SR</abbr>
                </th>
                <th scope="col" className="ui-num">
                  Wickets
                </th>
                <th scope="col" className="ui-num">
                  <abbr title="Economy">Eco</abbr>
                </th>
                <th scope="col" className="ui-num">
                  Catches
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
