export { AdminViewPage as default } from '@league/schedule/pages';
