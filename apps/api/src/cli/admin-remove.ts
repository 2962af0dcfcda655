/**
 * `pnpm admin:remove EMAIL`: removes an admin (issue 18). Their sessions go with the row, so
 * every token they hold is refused at once. The embedded database can be open in one process
 * at a time: while the server runs, another admin removes them from the dashboard instead.
 */
import { removeAdmin } from '@league/admin/server';
import { openConfiguredDatabase } from './open-database';

const USAGE = 'Usage: pnpm admin:remove EMAIL';

async function run(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || email === '--help' || email === '-h' || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return email === '--help' || email === '-h' ? 0 : 2;
  }
  const { database } = await openConfiguredDatabase();
  try {
    const removed = await removeAdmin(database.db, { email });
    if (!removed) {
      console.error(`There is no admin with the email ${email.toLowerCase()}.`);
      return 1;
    }
    console.log(`Removed the admin ${removed.email}; their sessions have ended.`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
