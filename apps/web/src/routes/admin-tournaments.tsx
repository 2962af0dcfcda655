export { AdminTournamentsPage as default } from '@league/tournaments/admin-pages';
