/** The tournaments admin screen: its own entry, so the public pages stay free of the schemas. */
export { AdminTournamentsPage } from './admin-tournaments-page';
export { FixturePlanPage } from './fixture-plan-page';
