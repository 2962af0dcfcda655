/** Admin: server-side public door. */
export { adminPlugin } from './plugin';
export { seedAdminDemo } from './demo';
export * as adminSchema from './schema';
export { createAdminSubjectCheck } from './subject-check';
