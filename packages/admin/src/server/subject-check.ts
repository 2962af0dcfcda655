import type { AppClaims, Db } from '@league/core/server';
/** TEMPORARY skeleton (the admin work replaces it). */
export function createAdminSubjectCheck(_db: Db, _adminEmails: string[]) {
  return async (_claims: AppClaims) => true;
}
