export { ProjectorPage as default } from '@league/auction/pages';
