/** The four stat cards of spec 2: players, teams, matches, and admins active now of N. */
import { CardGrid, formatIndianNumber, Skeleton, StatTile } from '@league/ui';
import { CalendarIcon, ShieldIcon, TrophyIcon, UsersIcon } from './icons';

export interface StatCardsProps {
  players: number | null;
  teams: number | null;
  matches: number | null;
  admins: { activeNow: number; totalAdmins: number } | null;
}

/** A placeholder sitting in the line as the text will (one line box of the tile's own font). */
const inLine = { display: 'inline-block', verticalAlign: 'middle' } as const;

const value = (n: number | null) => (n === null ? <Skeleton width="3ch" style={inLine} /> : formatIndianNumber(n));

/** A null count is still loading (a skeleton); a failed call arrives as 0 (spec 7). */
export function StatCards({ players, teams, matches, admins }: StatCardsProps) {
  return (
    <CardGrid variant="stats" role="group" aria-label="League totals" className="dash-stats">
      <StatTile label="Total Players" value={value(players)} tone="primary" icon={<UsersIcon />} />
      <StatTile label="Total Teams" value={value(teams)} tone="accent" icon={<TrophyIcon />} />
      <StatTile label="Total Matches" value={value(matches)} tone="info" icon={<CalendarIcon />} />
      <StatTile
        label="Admins Active"
        value={value(admins?.activeNow ?? null)}
        hint={admins ? `of ${formatIndianNumber(admins.totalAdmins)} admins` : <Skeleton width="8ch" style={inLine} />}
        tone="ok"
        icon={<ShieldIcon />}
      />
    </CardGrid>
  );
}
