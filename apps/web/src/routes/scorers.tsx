export { ScorersPage as default } from '@league/scoring/pages';
