/** People: the screens the router lazy-loads. */
export { PeoplePage } from './people-page';
