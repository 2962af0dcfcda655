/** The match day's pieces (bench D, match-day.ts): phone photos, counted requests, a live match. */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { simulateMatch } from '@league/cricket';
import { apiDir } from './subject';

/** The little of sharp's API the bench uses (sharp is not the bench's dependency). */
type Sharp = (options: {
  create: { width: number; height: number; channels: 3; background: string; noise: { type: 'gaussian'; mean: number; sigma: number } };
}) => { blur(sigma: number): { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } } };

/** Phone photos: five of 12 MP (about 3.8 MB each) and one of 48 MP (about 7.3 MB), as JPEG. */
export async function photos(): Promise<Buffer[]> {
  // sharp is the gallery's dependency, not the bench's: taken from there.
  const sharp = createRequire(path.resolve(apiDir, '../../packages/gallery/package.json'))('sharp') as Sharp;
  const photo = (width: number, height: number, blur: number, quality: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3a7d44', noise: { type: 'gaussian', mean: 120, sigma: 45 } } })
      .blur(blur)
      .jpeg({ quality })
      .toBuffer();
  const twelve = await photo(4032, 3024, 1, 88);
  return [twelve, twelve, await photo(8000, 6000, 1.6, 85), twelve, twelve, twelve];
}

export const tally = { requests: 0, status5xx: 0, failed: 0 };

/** fetch, counted: every answer of 500 or more, and every request that got no answer. */
export async function call(url: string, init?: RequestInit): Promise<Response | null> {
  tally.requests++;
  try {
    const res = await fetch(url, init);
    if (res.status >= 500) tally.status5xx++;
    return res;
  } catch {
    tally.failed++;
    return null;
  }
}

/** A fixture, its toss and lineups entered; answers its id and a poster of its balls. */
export async function liveMatch(url: string, headers: Record<string, string>) {
  const teams: [string, string] = [`D Hawks ${Date.now()}`, 'D Owls'];
  const res = await call(`${url}/api/matches`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ team1: teams[0], team2: teams[1], matchDate: '2026-05-01T15:30' }),
  });
  const matchId = ((await res!.json()) as { data: { id: string } }).data.id;
  const all = simulateMatch({ teams, format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 } }, 11).map(({ id: _i, seq: _s, ...e }) => e);
  let after: string | null = null;
  const post = async (event: object) => {
    const id = randomUUID();
    const answer = await call(`${url}/api/matches/${matchId}/events`, { method: 'POST', headers, body: JSON.stringify({ ...event, id, after }) });
    if (!answer?.ok) return null;
    after = id;
    return ((await answer.json()) as { data: { seq: number } }).data.seq;
  };
  const firstBall = all.findIndex((e) => (e as { type: string }).type === 'delivery');
  for (const event of all.slice(0, firstBall)) await post(event);
  return { matchId, balls: all.slice(firstBall), post };
}
