export { StatsPage as default } from '@league/tournaments/pages';
