/** Registrations: hooks and query keys other screens may reuse. */
export { registrationsKeys } from './keys';
export { registrationsQuery, useRegistrations, useSyncRegistrations } from './queries';
