export { DuesPage as default } from '@league/registrations/pages';
