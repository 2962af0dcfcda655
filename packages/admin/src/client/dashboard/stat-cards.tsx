/** The four stat cards of spec 2: players, teams, matches, and admins active now of N. */
import { CardGrid, formatIndianNumber, Skeleton, StatTile } from '@league/ui';
import { useLingui } from '@league/ui/i18n/macro';
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
  const { t } = useLingui();
  const total = admins ? formatIndianNumber(admins.totalAdmins) : '';
  return (
    <CardGrid variant="stats" role="group" aria-label={t`League totals`} className="dash-stats">
      <StatTile label={t`Total Players`} value={value(players)} tone="primary" icon={<UsersIcon />} />
      <StatTile label={t`Total Teams`} value={value(teams)} tone="accent" icon={<TrophyIcon />} />
      <StatTile label={t`Total Matches`} value={value(matches)} tone="info" icon={<CalendarIcon />} />
      <StatTile
        label={t`Admins Active`}
        value={value(admins?.activeNow ?? null)}
        hint={admins ? t`of ${total} admins` : <Skeleton width="8ch" style={inLine} />}
        tone="ok"
        icon={<ShieldIcon />}
      />
    </CardGrid>
  );
}
