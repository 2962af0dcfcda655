/** Admin: server-side public door. */
export { adminPlugin, type AdminPluginOptions } from './plugin';
export { seedAdminDemo, DEMO_ADMIN } from './demo';
export * as adminSchema from './schema';
export { createAdminSubjectCheck } from './subject-check';
export { createAdminSignInLink, NoSuchAdminError, type SignInLink } from './links';
export { findAdminByEmail, findAdminById, ensureAdmin } from './repo';
export { removeAdmin } from './sessions';
export { listScorers, grantScorer, revokeScorer, AlreadyAdminError } from './scorers';
