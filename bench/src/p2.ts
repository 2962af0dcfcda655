/** P2: admin reads vs B2 (the route's SQL in a loop), finance create vs B3 (raw inserts). */
import type { LoadResult } from './load';
import type { Row } from './run';
import type { Subject } from './subject';

export async function runP2(
  _subject: Subject,
  _token: string,
  _options: { seconds: number; rounds: number; compare: (b: () => Promise<number>, s: () => Promise<LoadResult>) => Promise<{ ratio: number; p50: number; p99: number; errors: number }> },
): Promise<Row[]> {
  return [];
}
