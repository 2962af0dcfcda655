/** Admin: hooks and keys other screens reuse (the admin dashboard's login numbers). */
export { adminKeys, endServerSession, useLoginStats, useRecentLogins } from './queries';
export type { LoginStats, RecentLogin, AdminUser } from '../contract';
