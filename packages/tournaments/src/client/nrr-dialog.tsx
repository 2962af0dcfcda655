import { Modal } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { formatNrr, oversOf } from './format';
import type { StandingsRow } from './types';
import type { Words } from './words';

/** The server's outcome of one match for the team (standings' `outcome`), in the reader's words. */
const OUTCOMES: Record<string, Words> = {
  won: msg({ message: 'Won', context: 'match outcome' }),
  lost: msg({ message: 'Lost', context: 'match outcome' }),
  tied: msg({ message: 'Tied', context: 'match outcome' }),
  'no result': msg({ message: 'No result', context: 'match outcome' }),
};

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
  const { i18n, t } = useLingui();
  if (!row) return null;
  const team = row.team;
  const nrr = formatNrr(row.nrr);
  const forRate = rate(row.runsFor, row.ballsFaced, ballsPerOver);
  const againstRate = rate(row.runsAgainst, row.ballsBowled, ballsPerOver);
  const matches = row.matches ?? [];
  return (
    <Modal open onClose={onClose} title={t`${team}: net run rate ${nrr}`} size="lg">
      <div className="ui-stack">
        <p className="ui-text-sm ui-muted">
          <Trans>
            Runs scored per over faced, minus runs conceded per over bowled, over the whole tournament. A side bowled out is counted as having faced its full
            quota of overs; abandoned and no-result matches and super overs do not count.
          </Trans>
        </p>
        {matches.length > 0 && (
          // Focusable: on a narrow screen this table scrolls sideways, and keyboards must reach it.
          <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={t`${team}: matches counted`}>
            <table className="ui-table mc-table">
              <caption className="ui-visually-hidden">
                <Trans>Matches counted in {team}'s net run rate</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans context="nrr: opponent">Against</Trans>
                  </th>
                  <th scope="col" data-align="end">
                    <Trans>Runs for</Trans>
                  </th>
                  <th scope="col" data-align="end">
                    <Trans>Overs faced</Trans>
                  </th>
                  <th scope="col" data-align="end">
                    <Trans>Runs against</Trans>
                  </th>
                  <th scope="col" data-align="end">
                    <Trans>Overs bowled</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Result</Trans>
                  </th>
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
                      {OUTCOMES[m.outcome] ? i18n._(OUTCOMES[m.outcome]!) : m.outcome.charAt(0).toUpperCase() + m.outcome.slice(1)}
                      {m.note && <span className="mc-sub">{m.note}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="mc-total">
                  <th scope="row">
                    <Trans>Total</Trans>
                  </th>
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
          <dt>
            <Trans>Runs for per over</Trans>
          </dt>
          <dd>
            {row.runsFor} ÷ {overs(row.ballsFaced, ballsPerOver)} = {forRate.toFixed(3)}
          </dd>
          <dt>
            <Trans>Runs against per over</Trans>
          </dt>
          <dd>
            {row.runsAgainst} ÷ {overs(row.ballsBowled, ballsPerOver)} = {againstRate.toFixed(3)}
          </dd>
          <dt>
            <Trans>Net run rate</Trans>
          </dt>
          <dd className="mc-strong">
            {forRate.toFixed(3)} − {againstRate.toFixed(3)} = {formatNrr(row.nrr)}
          </dd>
        </dl>
      </div>
    </Modal>
  );
}
