export { FixturePlanPage as default } from '@league/tournaments/admin-pages';
