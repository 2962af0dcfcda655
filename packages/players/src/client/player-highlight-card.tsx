/**
 * Home "Player Highlights" (spec 2): photo or two-letter initials, jersey number, bat and
 * bowl style, runs, strike rate and wickets. Zod-free, so it stays light on the home page.
 */
import { Avatar, Badge, Card } from '@league/ui';
import type { ElementType } from 'react';
import type { Player } from '../contract';
import './players.css';

export interface PlayerHighlightCardProps {
  player: Player;
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
    </Card>
  );
}
