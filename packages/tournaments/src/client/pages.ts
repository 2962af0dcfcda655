/**
 * Public screens, loaded lazily by apps/web's router. The admin screen has its own entry
 * (./admin-pages): its forms use the contract's schemas, which public pages never load.
 */
export { MatchPage } from './match-page';
export { StandingsPage } from './standings-page';
export { StatsPage } from './stats-page';
