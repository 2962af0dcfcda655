export { GroundsPage as default } from '@league/schedule/pages';
