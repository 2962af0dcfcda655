export { PlayerPage as default } from '@league/reach/pages';
