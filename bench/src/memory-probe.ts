/**
 * Preloaded into the server by every bench that starts it (`--import`), so the server's own
 * code carries no probe: on the IPC message `memory` it collects garbage (twice, so what
 * finalisers freed goes too) and answers its resident memory. Memory per watcher is then
 * the growth between two settled readings, not whatever garbage waited for the next GC.
 * No timer runs: a bench timing requests is not slowed by it.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

process.channel?.unref();
process.on('message', (message) => {
  if (message !== 'memory') return;
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  process.send!({ memoryKiB: Math.round(process.memoryUsage.rss() / 1024) });
});
