export { ConsolePage as default } from '@league/auction/pages';
