export { ResetPasswordPage as default } from '@league/admin/pages';
