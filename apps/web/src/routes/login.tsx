export { LoginPage as default } from '@league/admin/pages';
