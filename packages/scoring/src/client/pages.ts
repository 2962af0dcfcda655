/** The screens the router lazy-loads. */
export { ScorerPage } from './scorer-page';
export { ScorerListPage } from './scorer-list-page';
export { ScorersPage } from './scorers-page';
export { OverlayPage } from './overlay-page';
