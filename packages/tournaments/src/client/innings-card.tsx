import { useId } from 'react';
import { Card } from '@league/ui';
import { fixed2, oversOf } from './format';
import type { Innings } from './types';

export interface InningsCardProps {
  innings: Innings;
  /** "1st innings", "Super over". */
  label: string;
  ballsPerOver?: number;
}

/** One innings as a scorebook shows it: batting, extras, total, fall of wickets, bowling. */
export function InningsCard({ innings, label, ballsPerOver = 6 }: InningsCardProps) {
  const headingId = useId();
  const extras = innings.extras;
  const overs = innings.overs ?? oversOf(innings.balls, ballsPerOver);
  return (
    <Card as="section" aria-labelledby={headingId} className="mc-innings ui-stack">
      <header className="mc-innings__head">
        <h2 id={headingId} className="mc-innings__title">
          {innings.team} <span className="ui-muted mc-innings__label">{label}</span>
        </h2>
        <p className="mc-innings__score ui-num">
          {innings.runs}/{innings.wickets} <span className="ui-muted">({overs} ov)</span>
        </p>
      </header>
      {innings.target && (
        <p className="ui-muted ui-text-sm">
          Target {innings.target.runs} runs{innings.target.overs ? ` from ${innings.target.overs} overs` : ''}
          {innings.target.method ? ` (${innings.target.method})` : ''}
        </p>
      )}
      {innings.target?.working && (
        <details className="ui-text-sm">
          <summary>How the target was worked out</summary>
          <ol>
            {innings.target.working.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </details>
      )}

      <div className="ui-table-wrap">
        <table className="ui-table mc-table">
          <caption className="ui-visually-hidden">Batting, {innings.team}</caption>
          <thead>
            <tr>
              <th scope="col">Batter</th>
              <th scope="col" className="mc-col-dismissal">
                Dismissal
              </th>
              <th scope="col" data-align="end">
                <abbr title="Runs">R</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title="Balls">B</abbr>
              </th>
              <th scope="col" data-align="end">
                4s
              </th>
              <th scope="col" data-align="end">
                6s
              </th>
              <th scope="col" data-align="end">
                <abbr title="Strike rate">SR</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {innings.batting.map((b) => (
              <tr key={b.name}>
                <th scope="row" className="mc-name">
                  {b.name}
                  <span className="mc-dismissal-inline ui-muted">{b.dismissal}</span>
                </th>
                <td className="mc-col-dismissal ui-muted">{b.dismissal}</td>
                <td className="ui-num mc-strong">{b.runs}</td>
                <td className="ui-num">{b.balls}</td>
                <td className="ui-num">{b.fours}</td>
                <td className="ui-num">{b.sixes}</td>
                <td className="ui-num">{fixed2(b.strikeRate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Extras</th>
              <td colSpan={6} className="mc-extras">
                <span className="mc-strong ui-num">{extras.total}</span>{' '}
                <span className="ui-muted ui-text-sm">
                  (w {extras.wides}, nb {extras.noballs}, b {extras.byes}, lb {extras.legbyes}
                  {extras.penalty ? `, p ${extras.penalty}` : ''})
                </span>
              </td>
            </tr>
            <tr className="mc-total">
              <th scope="row">Total</th>
              <td colSpan={6} className="ui-num">
                <span className="mc-strong">
                  {innings.runs}/{innings.wickets}
                </span>{' '}
                <span className="ui-muted ui-text-sm">({overs} overs)</span>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      {innings.fallOfWickets.length > 0 && (
        <div className="ui-stack ui-stack--xs">
          <h3 className="mc-subtitle">Fall of wickets</h3>
          <ol className="mc-fow">
            {innings.fallOfWickets.map((f) => (
              <li key={f.wicket} className="ui-num">
                <span className="mc-strong">
                  {f.runs}-{f.wicket}
                </span>{' '}
                <span className="ui-muted">
                  ({f.batter}, {f.over} ov)
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}

      <div className="ui-table-wrap">
        <table className="ui-table mc-table">
          <caption className="ui-visually-hidden">Bowling against {innings.team}</caption>
          <thead>
            <tr>
              <th scope="col">Bowler</th>
              <th scope="col" data-align="end">
                <abbr title="Overs">O</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title="Maidens">M</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title="Runs">R</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title="Wickets">W</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title="Economy">Econ</abbr>
              </th>
              <th scope="col" data-align="end" className="mc-col-extra">
                <abbr title="Wides">Wd</abbr>
              </th>
              <th scope="col" data-align="end" className="mc-col-extra">
                <abbr title="No-balls">NB</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {innings.bowling.map((b) => (
              <tr key={b.name}>
                <th scope="row" className="mc-name">
                  {b.name}
                </th>
                <td className="ui-num">{b.overs}</td>
                <td className="ui-num">{b.maidens}</td>
                <td className="ui-num">{b.runs}</td>
                <td className="ui-num mc-strong">{b.wickets}</td>
                <td className="ui-num">{fixed2(b.economy)}</td>
                <td className="ui-num mc-col-extra">{b.wides}</td>
                <td className="ui-num mc-col-extra">{b.noballs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
