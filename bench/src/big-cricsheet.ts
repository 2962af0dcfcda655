/**
 * A valid Cricsheet match file just under the import's 5 MB cap, built from real data: a
 * timeless four-innings match between two IPL 2023 sides in which each innings is that
 * side's real overs of the season, one after another (over numbers run on), laid out as
 * Cricsheet lays out its files (2-space indent). No result is claimed: a draw.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX = 5 * 1024 * 1024;
const data = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/cricket/test-data/ipl2023');

interface Over {
  over: number;
  deliveries: unknown[];
}
interface Match {
  meta: unknown;
  info: Record<string, unknown> & { teams: [string, string]; players: Record<string, string[]>; registry?: { people: Record<string, string> } };
  innings: { team: string; overs: Over[] }[];
}

export function bigCricsheet(limit = MAX): string {
  const files = fs
    .readdirSync(data)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(data, f), 'utf8')) as Match);
  const first = files[0]!;
  const [a, b] = first.info.teams;
  const oversOf = (team: string) => files.flatMap((m) => m.innings.filter((i) => i.team === team && !('super_over' in i)).flatMap((i) => i.overs));
  const pools = { [a]: oversOf(a), [b]: oversOf(b) };
  const players: Record<string, string[]> = { [a]: [], [b]: [] };
  const people: Record<string, string> = {};
  for (const m of files) {
    for (const team of [a, b]) for (const p of m.info.players[team] ?? []) if (!players[team]!.includes(p)) players[team]!.push(p);
    Object.assign(people, m.info.registry?.people ?? {});
  }
  // The register names the people in the file (Cricsheet's does the same): the lineups.
  const lineups = { [a]: players[a]!.slice(0, 25), [b]: players[b]!.slice(0, 25) };
  const register = Object.fromEntries([...lineups[a]!, ...lineups[b]!].filter((p) => people[p]).map((p) => [p, people[p]!]));
  const match: Match = {
    meta: { data_version: '1.1.0', created: '2026-11-28', revision: 1 },
    info: {
      balls_per_over: 6,
      city: first.info.city,
      dates: ['2023-03-31', '2023-04-01', '2023-04-02', '2023-04-03', '2023-04-04', '2023-04-05'],
      event: { name: 'Timeless Test (bench)' },
      gender: 'male',
      match_type: 'Test',
      outcome: { result: 'draw' },
      // Every name that batted or bowled for the side in the season, within LINEUP_MAX.
      players: lineups,
      registry: { people: register },
      team_type: 'club',
      teams: [a, b],
      venue: first.info.venue,
    },
    innings: [a, b, a, b].map((team) => ({ team, overs: [] as Over[] })),
  };
  // Deal the real overs out to the four innings until the file reaches the cap.
  const taken = { [a]: 0, [b]: 0 };
  let text = JSON.stringify(match, null, 2);
  for (let round = 0; ; round++) {
    const innings = match.innings[round % 4]!;
    const pool = pools[innings.team]!;
    const next = pool[taken[innings.team]! % pool.length]!;
    taken[innings.team]!++;
    innings.overs.push({ over: innings.overs.length, deliveries: next.deliveries });
    if (round % 50 === 0 || text.length > limit - 200_000) {
      const candidate = JSON.stringify(match, null, 2);
      if (Buffer.byteLength(candidate) > limit) {
        innings.overs.pop();
        return JSON.stringify(match, null, 2);
      }
      text = candidate;
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? 'big-cricsheet.json';
  const text = bigCricsheet();
  fs.writeFileSync(out, text);
  console.log(`${out}: ${Buffer.byteLength(text)} bytes`);
}
