/**
 * One player on the Player Profiles page: photo or initials, name, jersey badge, the phone
 * as this viewer was given it, styles, and the Batting, Bowling and Fielding blocks.
 */
import { Avatar, Badge, Button, Card } from '@league/ui';
import type { Player } from '../contract';
import { careerOf, type ScorecardFigures } from './career';
import './players.css';

interface Stat {
  short: string;
  full: string;
  value: string | number;
}

function StatBlock({ title, stats }: { title: string; stats: Stat[] }) {
  return (
    <div className="pl-block">
      <h3 className="pl-block__title">{title}</h3>
      <dl className="pl-stats">
        {stats.map((s) => (
          <div key={s.full} className="pl-stat">
            <dt>
              {s.short === s.full ? (
                s.short
              ) : (
                <>
                  <span aria-hidden="true">{s.short}</span>
                  <span className="ui-visually-hidden">{s.full}</span>
                </>
              )}
            </dt>
            <dd className="ui-num">{s.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const fixed = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export interface PlayerCardProps {
  player: Player;
  /** Present for admins only: the card then shows Edit and Delete. */
  onEdit?: (player: Player) => void;
  onDelete?: (player: Player) => void;
  deleting?: boolean;
  /** What the scorecards add to the hand-entered figures; the card then shows career totals. */
  added?: ScorecardFigures;
}

/** Where a career's figures come from: the hand-entered ones, the scorecards', the sum. */
function CareerSources({ player, career, name }: { player: Player; career: Player; name: string }) {
  const rows: [string, Player][] = [
    ['Before this site', player],
    [
      'From scorecards',
      {
        ...career,
        batting: { ...career.batting, matches: career.batting.matches - player.batting.matches, runs: career.batting.runs - player.batting.runs },
        bowling: { ...career.bowling, wickets: career.bowling.wickets - player.bowling.wickets },
        fielding: { ...career.fielding, catches: career.fielding.catches - player.fielding.catches },
      },
    ],
    ['Career', career],
  ];
  return (
    <table className="pl-sources">
      <caption>Career figures: before this site plus the scorecards</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">M</th>
          <th scope="col">Runs</th>
          <th scope="col">Wkts</th>
          <th scope="col">Ct</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, p]) => (
          <tr key={label}>
            <th scope="row">
              {label}
              <span className="ui-visually-hidden"> ({name})</span>
            </th>
            <td className="ui-num">{p.batting.matches}</td>
            <td className="ui-num">{p.batting.runs}</td>
            <td className="ui-num">{p.bowling.wickets}</td>
            <td className="ui-num">{p.fielding.catches}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PlayerCard({ player: entered, onEdit, onDelete, deleting, added }: PlayerCardProps) {
  const player = careerOf(entered, added);
  const { batting: b, bowling: w, fielding: f } = player;
  const styles = [player.batStyle, player.bowlStyle].filter(Boolean).join(' · ');
  return (
    <Card as="li" className="pl-card">
      <div className="pl-card__head">
        <Avatar name={player.name} src={player.photoUrl} size="lg" decorative />
        <div className="pl-card__who">
          <h2 id={`player-${player.id}`} className="pl-card__name">
            {player.name}
          </h2>
          <p className="pl-card__meta ui-num">
            <span className="ui-visually-hidden">Phone: </span>
            {player.phone}
          </p>
          <p className="pl-card__meta">{styles || 'Styles not set'}</p>
        </div>
        {player.jerseyNumber !== null && (
          <Badge tone="accent" className="pl-card__jersey">
            <span className="ui-visually-hidden">Jersey number </span>#{player.jerseyNumber}
          </Badge>
        )}
      </div>
      {added && <CareerSources player={entered} career={player} name={player.name} />}
      <StatBlock
        title={added ? 'Batting (career)' : 'Batting'}
        stats={[
          { short: 'M', full: 'Matches', value: b.matches },
          { short: 'Runs', full: 'Runs', value: b.runs },
          { short: 'Balls', full: 'Balls', value: b.balls },
          { short: 'HS', full: 'Highest score', value: b.highest },
          { short: '50s', full: 'Fifties', value: b.fifties },
          { short: '100s', full: 'Hundreds', value: b.hundreds },
          { short: 'Avg', full: 'Batting average', value: fixed(b.average) },
          { short: 'SR', full: 'Strike rate', value: fixed(b.strikeRate) },
        ]}
      />
      <StatBlock
        title={added ? 'Bowling (career)' : 'Bowling'}
        stats={[
          { short: 'M', full: 'Matches', value: w.matches },
          { short: 'Balls', full: 'Balls', value: w.balls },
          { short: 'Runs', full: 'Runs conceded', value: w.runsConceded },
          { short: 'Wkts', full: 'Wickets', value: w.wickets },
          { short: 'Best', full: 'Best bowling', value: w.best },
          { short: 'Avg', full: 'Bowling average', value: fixed(w.average) },
          { short: 'Econ', full: 'Economy', value: fixed(w.economy) },
          { short: '5W', full: 'Five-wicket hauls', value: w.fiveFors },
        ]}
      />
      <StatBlock
        title={added ? 'Fielding (career)' : 'Fielding'}
        stats={[
          { short: 'Ct', full: 'Catches', value: f.catches },
          { short: 'St', full: 'Stumpings', value: f.stumpings },
          { short: 'RO', full: 'Run-outs', value: f.runouts },
        ]}
      />
      {(onEdit || onDelete) && (
        <div className="pl-card__actions">
          {onEdit && (
            <Button size="sm" variant="secondary" onClick={() => onEdit(entered)} aria-label={`Edit ${player.name}`}>
              Edit
            </Button>
          )}
          {onDelete && (
            <Button
              size="sm"
              variant="danger"
              onClick={() => onDelete(entered)}
              loading={deleting}
              loadingText="Deleting..."
              aria-label={`Delete ${player.name}`}
            >
              Delete
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
