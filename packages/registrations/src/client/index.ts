/** Registrations: hooks and query keys other screens may reuse. */
export { registrationsKeys, registrationsQuery, useRegistrations, useSyncRegistrations } from './queries';
