export { TeamsPage as default } from '@league/teams/pages';
