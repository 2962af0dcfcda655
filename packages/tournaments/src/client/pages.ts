/** Screens, loaded lazily by apps/web's router (each package is its own chunk). */
export { MatchPage } from './match-page';
export { StandingsPage } from './standings-page';
export { StatsPage } from './stats-page';
export { AdminTournamentsPage } from './admin-tournaments-page';
