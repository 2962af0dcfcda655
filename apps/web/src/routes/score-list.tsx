export { ScorerListPage as default } from '@league/scoring/pages';
