/** Registrations: server-side public door. */
export { registrationsPlugin, type RegistrationsPluginOptions } from './plugin';
export { seedRegistrationsDemo } from './demo';
/** The league's own sign-up form at /register (registered without the /api prefix). */
export { signupFormRoutes, type SignupFormOptions, type SignupPageSettings } from './signup-routes';
export type { RegistrationSource } from './source';
export { listRegistrations } from './repo';
export * as registrationsSchema from './schema';
/** The import path, step by step (for the bench and other tools). */
export { readSheet, resolveMapping } from './sheet';
export { planImport } from './plan';
export { applyPlan } from './imports';
export { listPoolCandidates, personOfSignup, signSignup, type PoolCandidate } from './pool';
/** Charges besides the registration fee (a bought player's fee), for the auction. */
export { addCharge, dropCharge, type NewCharge } from './dues';
