export { RegistrationsPage as default } from '@league/registrations/pages';
