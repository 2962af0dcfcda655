/** Screens, loaded lazily by apps/web's router (each package is its own chunk). */
export { LoginPage } from './login-page';
export { ResetPasswordPage } from './reset-password-page';
/** The admin dashboard has its own entry (@league/admin/dashboard) so /login stays small. */
