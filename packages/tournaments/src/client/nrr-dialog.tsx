import { Modal } from '@league/ui';
import { formatNrr, oversOf } from './format';
import type { StandingsRow } from './types';

/** Overs as typed ("19.4") and as counted ("19.667"): the spec's 19 + 4/6. */
function overs(balls: number, ballsPerOver: number) {
  const shown = oversOf(balls, ballsPerOver);
  const counted = balls / ballsPerOver;
  return Number.isInteger(counted) ? shown : `${shown} (= ${counted.toFixed(3)})`;
}

function rate(runs: number, balls: number, ballsPerOver: number) {
  return balls === 0 ? 0 : (runs * ballsPerOver) / balls;
}

export interface NrrDialogProps {
  row: StandingsRow | null;
  ballsPerOver?: number;
  onClose: () => void;
}

/** "How it was computed" (spec 3): each match's runs and overs, the sums, then the subtraction. */
export function NrrDialog({ row, ballsPerOver = 6, onClose }: NrrDialogProps) {
  if (!row) return null;
  const forRate = rate(row.runsFor, row.ballsFaced, ballsPerOver);
  const againstRate = rate(row.runsAgainst, row.ballsBowled, ballsPerOver);
  const matches = row.matches ?? [];
  return (
    <Modal open onClose={onClose} title={`${row.team}: net run rate ${formatNrr(row.nrr)}`} size="lg">
      <div className="ui-stack">
        <p className="ui-text-sm ui-muted">
          Runs scored per over faced, minus runs conceded per over bowled, over the whole tournament. A side bowled out is counted as having faced its full
          quota of overs; abandoned and no-result matches and super overs do not count.
        </p>
        {matches.length > 0 && (
          // Focusable: on a narrow screen this table scrolls sideways, and keyboards must reach it.
          <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={`${row.team}: matches counted`}>
            <table className="ui-table mc-table">
              <caption className="ui-visually-hidden">Matches counted in {row.team}'s net run rate</caption>
              <thead>
                <tr>
                  <th scope="col">Against</th>
                  <th scope="col" data-align="end">
                    Runs for
                  </th>
                  <th scope="col" data-align="end">
                    Overs faced
                  </th>
                  <th scope="col" data-align="end">
                    Runs against
                  </th>
                  <th scope="col" data-align="end">
                    Overs bowled
                  </th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {matches.map((m) => (
                  <tr key={m.matchId}>
                    <th scope="row" className="mc-name">
                      {m.opponent}
                    </th>
                    <td className="ui-num">{m.runsFor}</td>
                    <td className="ui-num">{oversOf(m.ballsFaced, ballsPerOver)}</td>
                    <td className="ui-num">{m.runsAgainst}</td>
                    <td className="ui-num">{oversOf(m.ballsBowled, ballsPerOver)}</td>
                    <td className="mc-note">
                      {m.outcome.charAt(0).toUpperCase() + m.outcome.slice(1)}
                      {m.note && <span className="mc-sub">{m.note}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="mc-total">
                  <th scope="row">Total</th>
                  <td className="ui-num">{row.runsFor}</td>
                  <td className="ui-num">{oversOf(row.ballsFaced, ballsPerOver)}</td>
                  <td className="ui-num">{row.runsAgainst}</td>
                  <td className="ui-num">{oversOf(row.ballsBowled, ballsPerOver)}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <dl className="mc-sum ui-num">
          <dt>Runs for per over</dt>
          <dd>
            {row.runsFor} ÷ {overs(row.ballsFaced, ballsPerOver)} = {forRate.toFixed(3)}
          </dd>
          <dt>Runs against per over</dt>
          <dd>
            {row.runsAgainst} ÷ {overs(row.ballsBowled, ballsPerOver)} = {againstRate.toFixed(3)}
          </dd>
          <dt>Net run rate</dt>
          <dd className="mc-strong">
            {forRate.toFixed(3)} − {againstRate.toFixed(3)} = {formatNrr(row.nrr)}
          </dd>
        </dl>
      </div>
    </Modal>
  );
}
