export { PlayersPage as default } from '@league/players/pages';
