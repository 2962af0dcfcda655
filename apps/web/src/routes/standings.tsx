export { StandingsPage as default } from '@league/tournaments/pages';
