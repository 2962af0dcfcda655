/** Registrations: server-side public door. */
export { registrationsPlugin } from './plugin';
export { seedRegistrationsDemo } from './demo';
export * as registrationsSchema from './schema';
