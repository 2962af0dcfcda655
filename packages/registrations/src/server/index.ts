/** Registrations: server-side public door. */
export { registrationsPlugin, DEFAULT_TIME_ZONE, type RegistrationsPluginOptions } from './plugin';
export { seedRegistrationsDemo } from './demo';
export type { RegistrationSource } from './source';
export { listRegistrations } from './repo';
export * as registrationsSchema from './schema';
/** The import path, step by step (for the bench and other tools). */
export { readSheet, resolveMapping } from './sheet';
export { planImport } from './plan';
export { applyPlan } from './imports';
export { listPoolCandidates, type PoolCandidate } from './pool';
