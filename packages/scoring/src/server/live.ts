/**
 * The match's live feed: each accepted event of the log becomes one `score` message whose
 * SSE id is the event's seq, so Last-Event-ID resumes exactly where a watcher was.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Executor, LiveEvent } from '@league/core/server';
import { tournamentsSchema } from '@league/tournaments/server';
import { LIVE_SCORE_EVENT, type LiveScore } from '../contract';

const { matchEvents } = tournamentsSchema;

export const matchTopic = (matchId: string) => `match:${matchId}`;

/** Reads at most this many events per load; the stream's pump loads again for the rest. */
const PAGE = 500;

export async function loadScores(db: Executor, matchId: string, afterSeq: number): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), gt(matchEvents.seq, afterSeq)))
    .orderBy(asc(matchEvents.seq))
    .limit(PAGE);
  return rows.map((row) => {
    const answer = row.answer as { state?: Record<string, unknown> } | null;
    const data: LiveScore = {
      seq: row.seq,
      event: { ...row.body, id: row.id, seq: row.seq, type: row.type, createdAt: row.createdAt.toISOString() },
      state: answer?.state ?? null,
    };
    return { seq: row.seq, event: LIVE_SCORE_EVENT, data };
  });
}

export async function lastSeq(db: Executor, matchId: string): Promise<number> {
  const [row] = await db.select({ seq: matchEvents.seq }).from(matchEvents).where(eq(matchEvents.matchId, matchId)).orderBy(desc(matchEvents.seq)).limit(1);
  return row?.seq ?? 0;
}
