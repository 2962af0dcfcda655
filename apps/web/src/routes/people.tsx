export { PeoplePage as default } from '@league/people/pages';
