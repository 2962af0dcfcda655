import { useId } from 'react';
import { Card } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
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
  const { t } = useLingui();
  const team = innings.team;
  const extras = innings.extras;
  const { wides, noballs, byes, legbyes, penalty } = extras;
  const targetLine = (() => {
    if (!innings.target) return null;
    const { runs: target, overs: within, method } = innings.target;
    if (within) return method ? t`Target ${target} runs from ${within} overs (${method})` : t`Target ${target} runs from ${within} overs`;
    return method ? t`Target ${target} runs (${method})` : t`Target ${target} runs`;
  })();
  const overs = innings.overs ?? oversOf(innings.balls, ballsPerOver);
  return (
    <Card as="section" aria-labelledby={headingId} className="mc-innings ui-stack">
      <header className="mc-innings__head">
        <h2 id={headingId} className="mc-innings__title">
          {innings.team} <span className="ui-muted mc-innings__label">{label}</span>
        </h2>
        <p className="mc-innings__score ui-num">
          {innings.runs}/{innings.wickets}{' '}
          <span className="ui-muted">
            <Trans>({overs} ov)</Trans>
          </span>
        </p>
      </header>
      {innings.target && <p className="ui-muted ui-text-sm">{targetLine}</p>}
      {innings.target?.working && (
        <details className="ui-text-sm">
          <summary>
            <Trans>How the target was worked out</Trans>
          </summary>
          <ol>
            {innings.target.working.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </details>
      )}

      <div className="ui-table-wrap">
        <table className="ui-table mc-table">
          <caption className="ui-visually-hidden">
            <Trans>Batting, {team}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Batter</Trans>
              </th>
              <th scope="col" className="mc-col-dismissal">
                <Trans>Dismissal</Trans>
              </th>
              <th scope="col" data-align="end">
                <abbr title={t`Runs`}>{t({ message: 'R', context: 'runs' })}</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title={t`Balls`}>{t({ message: 'B', context: 'balls' })}</abbr>
              </th>
              <th scope="col" data-align="end">
                {t({ message: '4s', context: 'fours' })}
              </th>
              <th scope="col" data-align="end">
                {t({ message: '6s', context: 'sixes' })}
              </th>
              <th scope="col" data-align="end">
                <abbr title={t`Strike rate`}>{t({ message: 'SR', context: 'strike rate' })}</abbr>
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
              <th scope="row">
                <Trans>Extras</Trans>
              </th>
              <td colSpan={6} className="mc-extras">
                <span className="mc-strong ui-num">{extras.total}</span>{' '}
                <span className="ui-muted ui-text-sm">
                  {extras.penalty ? (
                    <Trans>
                      (w {wides}, nb {noballs}, b {byes}, lb {legbyes}, p {penalty})
                    </Trans>
                  ) : (
                    <Trans>
                      (w {wides}, nb {noballs}, b {byes}, lb {legbyes})
                    </Trans>
                  )}
                </span>
              </td>
            </tr>
            <tr className="mc-total">
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td colSpan={6} className="ui-num">
                <span className="mc-strong">
                  {innings.runs}/{innings.wickets}
                </span>{' '}
                <span className="ui-muted ui-text-sm">
                  <Trans>({overs} overs)</Trans>
                </span>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      {innings.fallOfWickets.length > 0 && (
        <div className="ui-stack ui-stack--xs">
          <h3 className="mc-subtitle">
            <Trans>Fall of wickets</Trans>
          </h3>
          <ol className="mc-fow">
            {innings.fallOfWickets.map(({ wicket, runs, batter, over }) => (
              <li key={wicket} className="ui-num">
                <span className="mc-strong">
                  {runs}-{wicket}
                </span>{' '}
                <span className="ui-muted">
                  <Trans>
                    ({batter}, {over} ov)
                  </Trans>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}

      <div className="ui-table-wrap">
        <table className="ui-table mc-table">
          <caption className="ui-visually-hidden">
            <Trans>Bowling against {team}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Bowler</Trans>
              </th>
              <th scope="col" data-align="end">
                <abbr title={t`Overs`}>{t({ message: 'O', context: 'overs' })}</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title={t`Maidens`}>{t({ message: 'M', context: 'maidens' })}</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title={t`Runs`}>{t({ message: 'R', context: 'runs' })}</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title={t`Wickets`}>{t({ message: 'W', context: 'wickets' })}</abbr>
              </th>
              <th scope="col" data-align="end">
                <abbr title={t`Economy`}>{t({ message: 'Econ', context: 'economy' })}</abbr>
              </th>
              <th scope="col" data-align="end" className="mc-col-extra">
                <abbr title={t`Wides`}>{t({ message: 'Wd', context: 'wides' })}</abbr>
              </th>
              <th scope="col" data-align="end" className="mc-col-extra">
                <abbr title={t`No-balls`}>{t({ message: 'NB', context: 'no-balls' })}</abbr>
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
