export { AuctionSetupPage as default } from '@league/auction/pages';
