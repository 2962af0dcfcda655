export { OverlayPage as default } from '@league/scoring/pages';
