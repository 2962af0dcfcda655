// Its own entry, so /login never downloads the dashboard.
export { AdminDashboardPage as default } from '@league/admin/dashboard';
