/**
 * The navigation entries of spec 2, in order, then the match centre's two public screens
 * (issue 30: the table and the stats one tap away on a phone and on a desktop).
 */
import { msg } from '@league/ui/i18n/core-macro';

export const NAV_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/about', label: msg`About` },
  { to: '/teams', label: msg`Teams` },
  { to: '/schedule', label: msg`Schedule` },
  { to: '/gallery', label: msg`Gallery` },
  { to: '/players', label: msg`Players` },
  { to: '/standings', label: msg`Standings` },
  { to: '/stats', label: msg`Stats` },
] as const;
