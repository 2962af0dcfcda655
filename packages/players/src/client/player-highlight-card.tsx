/**
 * Home "Player Highlights" (spec 2): photo or two-letter initials, jersey number, bat and
 * bowl style, runs, strike rate and wickets: this site's, from the scorecards. Figures typed
 * into the profile from before this site are a labelled line of their own, never added in.
 * Zod-free, so it stays light on the home page.
 */
import { Avatar, Badge, Card, formatIndianNumber } from '@league/ui';
import { plural } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { ElementType } from 'react';
import type { Player, TopPlayer } from '../contract';
import { stylesLine } from './style-labels';
import './players.css';

/** "Before this site: 5,000 runs · 300 wickets", or nothing when nothing was typed. */
function BeforeSite({ figures }: { figures: TopPlayer['beforeSite'] }) {
  const { t } = useLingui();
  if (!figures || (figures.batting.runs === 0 && figures.bowling.wickets === 0)) return null;
  const runs = figures.batting.runs;
  const wickets = figures.bowling.wickets;
  // The counts in Indian grouping (the plural's own `#` would not group them so).
  const runsText = formatIndianNumber(runs);
  const wicketsText = formatIndianNumber(wickets);
  return (
    <p className="pl-highlight__before">
      {t`Before this site`}: {t`${plural(runs, { one: `${runsText} run`, other: `${runsText} runs` })}`} ·{' '}
      {t`${plural(wickets, { one: `${wicketsText} wicket`, other: `${wicketsText} wickets` })}`}
    </p>
  );
}

export interface PlayerHighlightCardProps {
  player: Player | TopPlayer;
  /** 'li' inside a list grid (the default 'article' otherwise). */
  as?: ElementType;
}

export function PlayerHighlightCard({ player, as = 'article' }: PlayerHighlightCardProps) {
  const { t, i18n } = useLingui();
  const styles = stylesLine(i18n, player.batStyle, player.bowlStyle);
  const sr = player.batting.strikeRate;
  return (
    <Card as={as} className="pl-highlight">
      <div className="pl-card__head">
        <Avatar name={player.name} src={player.photoUrl} size="lg" decorative />
        <div className="pl-card__who">
          <h3 className="pl-card__name">{player.name}</h3>
          <p className="pl-card__meta">{styles || t`Styles not set`}</p>
        </div>
        {player.jerseyNumber !== null && (
          <Badge tone="accent" className="pl-card__jersey">
            <span className="ui-visually-hidden">{t`Jersey number`} </span>#{player.jerseyNumber}
          </Badge>
        )}
      </div>
      <dl className="pl-highlight__stats">
        <div>
          <dt>
            <Trans>Runs</Trans>
          </dt>
          <dd className="ui-num">{player.batting.runs}</dd>
        </div>
        <div>
          <dt>
            <Trans>Strike rate</Trans>
          </dt>
          <dd className="ui-num">{Number.isInteger(sr) ? sr : sr.toFixed(2)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Wickets</Trans>
          </dt>
          <dd className="ui-num">{player.bowling.wickets}</dd>
        </div>
      </dl>
      {'beforeSite' in player && <BeforeSite figures={player.beforeSite} />}
    </Card>
  );
}
