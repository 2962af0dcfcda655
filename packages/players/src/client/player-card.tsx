/**
 * One player on the Player Profiles page: photo or initials, name, jersey badge, the phone
 * as this viewer was given it, styles, and the Batting, Bowling and Fielding blocks.
 */
import { Avatar, Badge, Button, Card } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Player } from '../contract';
import { careerOf, type ScorecardFigures } from './career';
import { stylesLine } from './style-labels';
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
  const { t } = useLingui();
  const rows: [string, Player][] = [
    [t`Before this site`, player],
    [
      t`From scorecards`,
      {
        ...career,
        batting: { ...career.batting, matches: career.batting.matches - player.batting.matches, runs: career.batting.runs - player.batting.runs },
        bowling: { ...career.bowling, wickets: career.bowling.wickets - player.bowling.wickets },
        fielding: { ...career.fielding, catches: career.fielding.catches - player.fielding.catches },
      },
    ],
    [t`Career`, career],
  ];
  return (
    <table className="pl-sources">
      <caption>
        <Trans>Career figures: before this site plus the scorecards</Trans>
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col">
            <Trans>M</Trans>
          </th>
          <th scope="col">
            <Trans>Runs</Trans>
          </th>
          <th scope="col">
            <Trans>Wkts</Trans>
          </th>
          <th scope="col">
            <Trans>Ct</Trans>
          </th>
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
  const { t, i18n } = useLingui();
  const player = careerOf(entered, added);
  const { batting: b, bowling: w, fielding: f } = player;
  const name = player.name;
  const styles = stylesLine(i18n, player.batStyle, player.bowlStyle);
  return (
    <Card as="li" className="pl-card">
      <div className="pl-card__head">
        <Avatar name={player.name} src={player.photoUrl} size="lg" decorative />
        <div className="pl-card__who">
          <h2 id={`player-${player.id}`} className="pl-card__name">
            {player.name}
          </h2>
          <p className="pl-card__meta ui-num">
            <span className="ui-visually-hidden">{t`Phone:`} </span>
            {player.phone}
          </p>
          <p className="pl-card__meta">{styles || t`Styles not set`}</p>
        </div>
        {player.jerseyNumber !== null && (
          <Badge tone="accent" className="pl-card__jersey">
            <span className="ui-visually-hidden">{t`Jersey number`} </span>#{player.jerseyNumber}
          </Badge>
        )}
      </div>
      {added && <CareerSources player={entered} career={player} name={player.name} />}
      <StatBlock
        title={added ? t`Batting (career)` : t`Batting`}
        stats={[
          { short: t`M`, full: t`Matches`, value: b.matches },
          { short: t`Runs`, full: t`Runs`, value: b.runs },
          { short: t`Balls`, full: t`Balls`, value: b.balls },
          { short: t`HS`, full: t`Highest score`, value: b.highest },
          { short: t`50s`, full: t`Fifties`, value: b.fifties },
          { short: t`100s`, full: t`Hundreds`, value: b.hundreds },
          { short: t`Avg`, full: t`Batting average`, value: fixed(b.average) },
          { short: t`SR`, full: t`Strike rate`, value: fixed(b.strikeRate) },
        ]}
      />
      <StatBlock
        title={added ? t`Bowling (career)` : t`Bowling`}
        stats={[
          { short: t`M`, full: t`Matches`, value: w.matches },
          { short: t`Balls`, full: t`Balls`, value: w.balls },
          { short: t`Runs`, full: t`Runs conceded`, value: w.runsConceded },
          { short: t`Wkts`, full: t`Wickets`, value: w.wickets },
          { short: t`Best`, full: t`Best bowling`, value: w.best },
          { short: t`Avg`, full: t`Bowling average`, value: fixed(w.average) },
          { short: t`Econ`, full: t`Economy`, value: fixed(w.economy) },
          { short: t`5W`, full: t`Five-wicket hauls`, value: w.fiveFors },
        ]}
      />
      <StatBlock
        title={added ? t`Fielding (career)` : t`Fielding`}
        stats={[
          { short: t`Ct`, full: t`Catches`, value: f.catches },
          { short: t`St`, full: t`Stumpings`, value: f.stumpings },
          { short: t`RO`, full: t`Run-outs`, value: f.runouts },
        ]}
      />
      {(onEdit || onDelete) && (
        <div className="pl-card__actions">
          {onEdit && (
            <Button size="sm" variant="secondary" onClick={() => onEdit(entered)} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </Button>
          )}
          {onDelete && (
            <Button size="sm" variant="danger" onClick={() => onDelete(entered)} loading={deleting} loadingText={t`Deleting...`} aria-label={t`Delete ${name}`}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
