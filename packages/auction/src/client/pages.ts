/** Screens, loaded lazily by apps/web's router. */
export { ProjectorPage } from './projector-page';
export { ConsolePage } from './console-page';
export { PaddlePage } from './paddle-page';
export { AuctionSetupPage } from './setup-page';
