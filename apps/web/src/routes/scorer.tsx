export { ScorerPage as default } from '@league/scoring/pages';
