/**
 * Home "Player Highlights" (spec 2): photo or two-letter initials, jersey number, bat and
 * bowl style, runs, strike rate and wickets: this site's, from the scorecards. Figures typed
 * into the profile from before this site are a labelled line of their own, never added in.
 * Zod-free, so it stays light on the home page.
 */
import { Avatar, Badge, Card, formatIndianNumber } from '@league/ui';
import type { ElementType } from 'react';
import { rankingNotes } from '../constants';
import type { Player, TopPlayer } from '../contract';
import './players.css';

const plural = (n: number, one: string, many: string) => `${formatIndianNumber(n)} ${n === 1 ? one : many}`;

/** "Before this site: 5,000 runs · 300 wickets", or nothing when nothing was typed. */
function BeforeSite({ figures }: { figures: TopPlayer['beforeSite'] }) {
  if (!figures || (figures.batting.runs === 0 && figures.bowling.wickets === 0)) return null;
  return (
    <p className="pl-highlight__before">
      {rankingNotes.beforeSite}: {plural(figures.batting.runs, 'run', 'runs')} · {plural(figures.bowling.wickets, 'wicket', 'wickets')}
    </p>
  );
}

export interface PlayerHighlightCardProps {
  player: Player | TopPlayer;
  /** 'li' inside a list grid (the default 'article' otherwise). */
  as?: ElementType;
}

export function PlayerHighlightCard({ player, as = 'article' }: PlayerHighlightCardProps) {
  const styles = [player.batStyle, player.bowlStyle].filter(Boolean).join(' · ');
  const sr = player.batting.strikeRate;
  return (
    <Card as={as} className="pl-highlight">
      <div className="pl-card__head">
        <Avatar name={player.name} src={player.photoUrl} size="lg" decorative />
        <div className="pl-card__who">
          <h3 className="pl-card__name">{player.name}</h3>
          <p className="pl-card__meta">{styles || 'Styles not set'}</p>
        </div>
        {player.jerseyNumber !== null && (
          <Badge tone="accent" className="pl-card__jersey">
            <span className="ui-visually-hidden">Jersey number </span>#{player.jerseyNumber}
          </Badge>
        )}
      </div>
      <dl className="pl-highlight__stats">
        <div>
          <dt>Runs</dt>
          <dd className="ui-num">{player.batting.runs}</dd>
        </div>
        <div>
          <dt>Strike rate</dt>
          <dd className="ui-num">{Number.isInteger(sr) ? sr : sr.toFixed(2)}</dd>
        </div>
        <div>
          <dt>Wickets</dt>
          <dd className="ui-num">{player.bowling.wickets}</dd>
        </div>
      </dl>
      {'beforeSite' in player && <BeforeSite figures={player.beforeSite} />}
    </Card>
  );
}
