/**
 * `pnpm matches:rebuild [MATCH_ID...]`: recomputes every match summary (scorecard, status,
 * result line) from its event log with the current engine (decisions.md 6: the stored
 * summaries are caches of the log). Run it after an engine fix; a running server's
 * cached answers follow its next write or restart.
 */
import { rebuildSummaries } from '@league/tournaments/server';
import { openConfiguredDatabase } from './open-database';

const { database } = await openConfiguredDatabase();
try {
  const ids = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const started = Date.now();
  const n = await rebuildSummaries(database.db, ids.length ? ids : undefined);
  console.log(`Rebuilt ${n} match ${n === 1 ? 'summary' : 'summaries'} from their logs in ${Date.now() - started} ms.`);
} finally {
  await database.close();
}
