import { Avatar, Badge, Card } from '@league/ui';
import { Trans } from '@league/ui/i18n/macro';
import type { Team } from '../contract';
import './teams.css';

export interface TeamCardProps {
  team: Team;
  /** When given, the whole card opens the team (the name is the one keyboard control). */
  onSelect?: (team: Team) => void;
  /** The league's sections, in the settings' order: the badge's colour follows the index. */
  sections?: readonly string[];
}

/** A team at a glance: name, section, captain and player count (Teams screen, home page). */
/** A section's badge tone follows its place in the league's list, so each section keeps one colour. */
const TONES = ['accent', 'info', 'ok', 'warn'] as const;
const sectionTone = (index: number) => TONES[Math.max(index, 0) % TONES.length];

export function TeamCard({ team, onSelect, sections = [] }: TeamCardProps) {
  const count = team.players.length;
  const sectionIndex = sections.indexOf(team.section);
  return (
    <Card as="article" interactive={Boolean(onSelect)} className="team-card" aria-label={team.name}>
      <div className="team-card__head">
        <Avatar name={team.name} size="md" decorative />
        <div className="team-card__title">
          <h3 className="team-card__name">
            {onSelect ? (
              <button type="button" className="team-card__open" aria-haspopup="dialog" onClick={() => onSelect(team)}>
                {team.name}
              </button>
            ) : (
              team.name
            )}
          </h3>
          <Badge tone={sectionTone(sectionIndex)}>{team.section}</Badge>
        </div>
      </div>
      <dl className="team-card__facts">
        <div>
          <dt>
            <Trans>Captain</Trans>
          </dt>
          <dd>{team.captain}</dd>
        </div>
        <div className="team-card__count">
          <dt>
            <Trans>Players</Trans>
          </dt>
          <dd className="ui-num">{count}</dd>
        </div>
      </dl>
    </Card>
  );
}
