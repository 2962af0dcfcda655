/**
 * Real seasons through the HTTP calls (issue 19): importing every match of IPL 2008 and
 * IPL 2023 from Cricsheet must reproduce the published tables' NRR, wins and losses.
 * The files are the engine's copies (packages/cricket/test-data, with Cricsheet's
 * attribution beside them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postTournament, type Harness } from './harness';

const DATA = new URL('../../../cricket/test-data/', import.meta.url);

function season(folder: string): unknown[] {
  const dir = new URL(`${folder}/`, DATA);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')));
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

async function importSeason(name: string, files: unknown[]) {
  const tournament = await postTournament(h, { name, season: name.slice(-4) });
  for (const file of files) {
    const res = await h.app.inject({ method: 'POST', url: `/api/tournaments/${tournament.id}/cricsheet`, headers: h.admin, payload: file as object });
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await h.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/standings` });
  expect(res.statusCode).toBe(200);
  const rows = res.json().data as Array<{
    team: string;
    played: number;
    won: number;
    lost: number;
    noResult: number;
    points: number;
    nrr: number;
    runsFor: number;
    oversFaced: string;
    runsAgainst: number;
    oversBowled: string;
  }>;
  return { tournament, rows, byTeam: new Map(rows.map((r) => [r.team, r])) };
}

describe('IPL 2008 imported match by match', () => {
  it('reproduces the published table: points, wins, losses, runs and overs, NRR to 3 decimals', async () => {
    const { rows, byTeam } = await importSeason('IPL 2008', season('ipl2008'));
    const published: Array<[string, number, number, number, string, string, string]> = [
      ['Rajasthan Royals', 11, 3, 22, '+0.632', '2245/261.1', '2153/270.2'],
      ['Kings XI Punjab', 10, 4, 20, '+0.509', '2352/259.5', '2271/265.5'],
      ['Chennai Super Kings', 8, 6, 16, '-0.192', '2241/264.2', '2195/253.1'],
      ['Mumbai Indians', 7, 7, 14, '+0.570', '2080/249.1', '2096/269.3'],
      ['Delhi Daredevils', 7, 6, 14, '+0.342', '2001/233.2', '2031/246.4'],
      ['Kolkata Knight Riders', 6, 7, 12, '-0.147', '1845/242.4', '1718/221.4'],
      ['Royal Challengers Bangalore', 4, 10, 8, '-1.160', '1983/272.4', '2205/261.3'],
      ['Deccan Chargers', 2, 12, 4, '-0.467', '2229/270.0', '2307/264.3'],
    ];
    expect(rows.map((r) => r.team)).toEqual(published.map((p) => p[0]));
    for (const [team, won, lost, points, nrr, forText, againstText] of published) {
      const row = byTeam.get(team)!;
      expect({ team, won: row.won, lost: row.lost, points: row.points, nrr: (row.nrr >= 0 ? '+' : '') + row.nrr.toFixed(3) }).toEqual({
        team,
        won,
        lost,
        points,
        nrr,
      });
      expect(`${row.runsFor}/${row.oversFaced}`).toBe(forText);
      expect(`${row.runsAgainst}/${row.oversBowled}`).toBe(againstText);
    }
  });
});

describe('IPL 2023 imported match by match', () => {
  it('reproduces the published top three (no results and impact players included)', async () => {
    const { rows, byTeam } = await importSeason('IPL 2023', season('ipl2023'));
    expect(rows.slice(0, 3).map((r) => r.team)).toEqual(['Gujarat Titans', 'Chennai Super Kings', 'Lucknow Super Giants']);
    const expected: Array<[string, number, number, number, number, string]> = [
      ['Gujarat Titans', 10, 4, 0, 20, '+0.809'],
      ['Chennai Super Kings', 8, 5, 1, 17, '+0.652'],
      ['Lucknow Super Giants', 8, 5, 1, 17, '+0.284'],
    ];
    for (const [team, won, lost, noResult, points, nrr] of expected) {
      const row = byTeam.get(team)!;
      expect({ won: row.won, lost: row.lost, noResult: row.noResult, points: row.points, nrr: (row.nrr >= 0 ? '+' : '') + row.nrr.toFixed(3) }).toEqual({
        won,
        lost,
        noResult,
        points,
        nrr,
      });
    }
    // Every league match counts twice (once per side); playoffs never.
    expect(rows.reduce((n, r) => n + r.played, 0)).toBe(70 * 2);
  });
});
