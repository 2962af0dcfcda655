/**
 * Issue 28: where people are chosen (a squad, the scorer's lineup, fielder and "someone
 * else", an auction pool), an existing person is picked or a new one made on purpose, and a
 * typed name never silently becomes a second record of someone who exists. Also: a hidden
 * person's placeholder number stays theirs when the squad changes, a merge chain (A into B,
 * then B into C) leads to C everywhere a person is picked, and a sign-up bought at auction
 * becomes a player with a profile (gone again when the sale is undone). Through HTTP, on
 * PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, signInAsScorer, smallAuction, uniqueAddress, type Hardened } from './harness';

let h: Hardened;
let admin: Record<string, string>;

type Headers = Record<string, string>;
const call = async (method: string, url: string, body?: unknown, headers: Headers = admin) => {
  const res = await h.app.inject({ method: method as 'GET', url: `/api${url}`, payload: body as object, headers, remoteAddress: uniqueAddress() });
  return { status: res.statusCode, json: res.body ? res.json() : null, body: res.body };
};
const ok = async (method: string, url: string, body?: unknown, headers: Headers = admin) => {
  const res = await call(method, url, body, headers);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.body}`);
  return res.json;
};
const visitor = async (url: string) => (await h.app.inject({ method: 'GET', url: `/api${url}`, remoteAddress: uniqueAddress() })).body;

interface PersonView {
  id: string;
  name: string;
  isPublic: boolean;
  placeholder: string;
}
const person = async (name: string): Promise<PersonView> => {
  const found = ((await ok('GET', `/people?q=${encodeURIComponent(name)}`)).data as PersonView[]).filter((p) => p.name === name);
  expect(found, `one person named ${name}`).toHaveLength(1);
  return found[0]!;
};
const peopleNamed = async (name: string) => ((await ok('GET', `/people?q=${encodeURIComponent(name)}`)).data as PersonView[]).filter((p) => p.name === name);

const scorerHeaders = async (email: string): Promise<Headers> => ({ authorization: `Bearer ${await signInAsScorer(h.app, admin, email)}` });

/** An auction of these teams and pool lines, live, with one lot sold to `buyer`. */
async function soldAt(name: string, teams: string[], line: Record<string, unknown>, buyer: string) {
  const auctionId = (
    await ok(
      'POST',
      '/auctions',
      smallAuction(
        name,
        teams.map((t) => teamIds[t]!),
        [line],
        tournamentId,
      ),
    )
  ).data._id as string;
  await ok('PUT', `/auctions/${auctionId}`, { status: 'live' });
  const lot = (await ok('POST', `/auctions/${auctionId}/lots`, { name: line.name })).data.current;
  await ok('POST', `/auctions/${auctionId}/bids`, { lotId: lot.lotId, teamId: teamIds[buyer], amount: lot.nextBid });
  await ok('POST', `/auctions/${auctionId}/lots/${lot.lotId}/sold`);
  return auctionId;
}

const teamIds: Record<string, string> = {};
let tournamentId = '';
let matchId = '';

beforeAll(async () => {
  h = await openHardened({ seed: false, env: { RATE_LIMIT_MAX: '1000000' } });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
  await ok('PUT', '/settings', { leagueName: 'Picker League', leagueShortName: 'PL', sections: [{ id: 'open', name: 'Open', retired: false }] });
  // Two adults with sign-ups (public), and squads typed by name.
  const csv = 'Full Name,Phone,Date of Birth\nAnil Kumar,9845200001,01/01/1990\nBina Shah,9845200002,02/02/1991\n';
  await ok('POST', '/registrations/import', { csv });
  const rows = (await ok('GET', '/registrations')).data as Array<{ id: string }>;
  await ok('POST', '/registrations/bulk-approve', { ids: rows.map((r) => r.id) });
  const format = { oversPerInnings: 2, ballsPerOver: 6, playersPerSide: 6 };
  tournamentId = (await ok('POST', '/tournaments', { name: 'Picker Cup', season: '2026', format, status: 'active' })).data.id;
  for (const [name, players] of [
    ['Lake Lions', ['Anil Kumar', 'Kid One', 'Kid Two']],
    ['Hill Hawks', ['Bina Shah', 'Kid Three']],
    ['Far Falcons', ['Hidden Far']],
  ] as const) {
    teamIds[name] = (await ok('POST', '/teams', { section: 'Open', name, captain: players[0], players })).data._id;
  }
  matchId = (
    await ok('POST', '/matches', {
      team1: 'Lake Lions',
      team2: 'Hill Hawks',
      team1Id: teamIds['Lake Lions'],
      team2Id: teamIds['Hill Hawks'],
      tournamentId,
      matchDate: '2026-05-01T15:30',
    })
  ).data.id;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('a squad line picks its person', () => {
  it('adds the person picked, by id, under their current name; the same person twice is a 409', async () => {
    const anil = await person('Anil Kumar');
    const added = await ok('POST', `/teams/${teamIds['Far Falcons']}/players`, { name: 'anil k', personId: anil.id });
    expect(added.data.players.map((p: { name: string }) => p.name)).toContain('Anil Kumar');
    expect(await peopleNamed('Anil Kumar')).toHaveLength(1);
    const twice = await call('POST', `/teams/${teamIds['Far Falcons']}/players`, { name: 'Anil Kumar', personId: anil.id });
    expect(twice.status).toBe(409);
    expect(twice.json).toEqual({ success: false, message: 'Anil Kumar is already in this squad' });
  });

  it('makes a new person on purpose, even of a name the league has, but never one the squad already has', async () => {
    // Another Bina Shah, for another team: a second record, on purpose.
    await ok('POST', `/teams/${teamIds['Far Falcons']}/players`, { name: 'Bina Shah', newPerson: true });
    expect(await peopleNamed('Bina Shah')).toHaveLength(2);
    const clash = await call('POST', `/teams/${teamIds['Hill Hawks']}/players`, { name: 'bina  shah', newPerson: true });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toBe('Someone named bina shah is already in this squad: pick them, or tell the names apart');
    expect(await peopleNamed('Bina Shah')).toHaveLength(2);
  });

  it('refuses a person who is not on record', async () => {
    const res = await call('POST', `/teams/${teamIds['Far Falcons']}/players`, { name: 'Ghost', personId: randomUUID() });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'That person is not on record any more: search again' });
  });

  it('a merge chain leads to the last record: a person merged twice is picked as the survivor', async () => {
    for (const name of ['Chain A', 'Chain B', 'Chain C'])
      await ok('POST', `/teams/${teamIds['Far Falcons']}/players`, { name, newPerson: true, role: 'Player' });
    const [a, b, c] = [await person('Chain A'), await person('Chain B'), await person('Chain C')];
    await ok('POST', '/people/merge', { fromId: a.id, intoId: b.id });
    await ok('POST', '/people/merge', { fromId: b.id, intoId: c.id });
    const added = await ok('POST', `/teams/${teamIds['Lake Lions']}/players`, { name: 'Chain A', personId: a.id });
    expect(added.data.players.map((p: { name: string }) => p.name)).toContain('Chain C');
    expect(added.data.players.map((p: { name: string }) => p.name)).not.toContain('Chain A');
  });
});

describe('a hidden person keeps one placeholder', () => {
  it('keeps their number when a player listed before them leaves the squad', async () => {
    const kidTwo = await person('Kid Two');
    expect(kidTwo.isPublic).toBe(false);
    // Lake Lions was typed as Anil Kumar, Kid One, Kid Two; Chain C joined fourth.
    expect(kidTwo.placeholder).toBe('Lake Lions player 3');
    const team = (await ok('GET', `/teams/${teamIds['Lake Lions']}`)).data as { players: Array<{ _id: string; name: string }> };
    const kidOne = team.players.find((p) => p.name === 'Kid One')!;
    await ok('DELETE', `/teams/${teamIds['Lake Lions']}/players/${kidOne._id}`);
    expect((await person('Kid Two')).placeholder).toBe('Lake Lions player 3');
    // And visitors read that same placeholder on the team's card.
    expect(await visitor('/teams')).toContain('Lake Lions player 3');
    // A newcomer takes the next number; no one's number is given again.
    await ok('POST', `/teams/${teamIds['Lake Lions']}/players`, { name: 'Kid Five', newPerson: true });
    expect((await person('Kid Five')).placeholder).toBe('Lake Lions player 5');
  });
});

describe("the scorer's pickers", () => {
  let scorer: Headers;
  beforeAll(async () => {
    scorer = await scorerHeaders('picker-scorer@league.test');
    await ok('PUT', `/matches/${matchId}/scorers`, { emails: ['picker-scorer@league.test'] });
  });

  it('finds people of both sides (hidden ones too) and public people, never a hidden person of another team', async () => {
    const search = async (q: string) =>
      (await ok('GET', `/matches/${matchId}/people?q=${encodeURIComponent(q)}`, undefined, scorer)).data as Array<{ name: string; team: string | null }>;
    expect(await search('Kid Three')).toEqual([expect.objectContaining({ name: 'Kid Three', team: 'Hill Hawks' })]);
    expect((await search('Kid')).map((p) => p.name)).toEqual(['Kid Five', 'Kid Three', 'Kid Two']);
    // Anil is public and plays for Far Falcons too; Hidden Far is a hidden person of Far Falcons.
    expect((await search('Anil')).map((p) => p.name)).toEqual(['Anil Kumar']);
    expect(await search('Hidden Far')).toEqual([]);
  });

  it('never turns an id into the name of a hidden person outside this match', async () => {
    // Person ids reach visitors (stats rows carry them): picking one by id is no way round the search.
    const hidden = await person('Hidden Far');
    const res = await call('POST', `/matches/${matchId}/people`, { team: 'Lake Lions', personId: hidden.id }, scorer);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'That person is not on record any more: search again' });
    const squads = JSON.stringify((await ok('GET', `/teams/${teamIds['Lake Lions']}/squads`)).data);
    expect(squads).not.toContain('Hidden Far');
  });

  it('is only for the match’s own scorer', async () => {
    const other = await scorerHeaders('other-scorer@league.test');
    expect((await call('GET', `/matches/${matchId}/people?q=Kid`, undefined, other)).status).toBe(403);
    expect((await call('POST', `/matches/${matchId}/people`, { team: 'Lake Lions', name: 'Sneaky' }, other)).status).toBe(403);
    expect((await call('GET', `/matches/${matchId}/people?q=Kid`, undefined, {})).status).toBe(401);
  });

  it('adds a picked or new person to the side’s squad, and the balls they play are theirs in the stats', async () => {
    const anil = await person('Anil Kumar');
    // Anil plays for Hill Hawks today (a guest from Lake Lions' rivals), picked by id.
    const picked = await call('POST', `/matches/${matchId}/people`, { team: 'Hill Hawks', personId: anil.id }, scorer);
    expect(picked.status).toBe(201);
    expect(picked.json.data).toEqual({ personId: anil.id, name: 'Anil Kumar', team: 'Hill Hawks' });
    // A newcomer made on purpose; the same name again is refused, not a second record.
    const made = await call('POST', `/matches/${matchId}/people`, { team: 'Lake Lions', name: 'New Kid' }, scorer);
    expect(made.status).toBe(201);
    const again = await call('POST', `/matches/${matchId}/people`, { team: 'Lake Lions', name: 'New Kid' }, scorer);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Someone named New Kid is already in the Lake Lions squad: pick them from the list, or tell the names apart');
    expect(await peopleNamed('New Kid')).toHaveLength(1);
    expect((await call('POST', `/matches/${matchId}/people`, { team: 'Far Falcons', name: 'X' }, scorer)).status).toBe(400);

    let after: string | null = null;
    const post = async (event: Record<string, unknown>) => {
      const id = randomUUID();
      await ok('POST', `/matches/${matchId}/events`, { ...event, id, after }, scorer);
      after = id;
    };
    await ok('POST', `/matches/${matchId}/hold`, { takeOver: false }, scorer);
    // Both sides still play from their whole squads: an added player joins the squad the
    // match reads, not a new one of their own.
    const pack = (await ok('GET', `/scorer/matches/${matchId}`, undefined, scorer)).data as { squads: Record<string, string[]> };
    expect(pack.squads['Hill Hawks']).toEqual(['Bina Shah', 'Kid Three', 'Anil Kumar']);
    expect(pack.squads['Lake Lions']).toEqual(expect.arrayContaining(['Kid Two', 'New Kid']));
    await post({ type: 'toss', winner: 'Hill Hawks', decision: 'bat' });
    await post({ type: 'lineups', team: 'Hill Hawks', players: ['Bina Shah', 'Kid Three', 'Anil Kumar'] });
    await post({ type: 'lineups', team: 'Lake Lions', players: ['Kid Two', 'New Kid'] });
    await post({
      type: 'delivery',
      innings: 0,
      team: 'Hill Hawks',
      over: 0,
      batter: 'Anil Kumar',
      non_striker: 'Bina Shah',
      bowler: 'New Kid',
      runs: { batter: 4, extras: 0, total: 4 },
    });
    // Anil's four is on his one stats line (his person), not a guest's line of Hill Hawks.
    const stats = JSON.parse(await visitor('/stats')).data as { batting: Array<{ name: string; runs: number; personId?: string }> };
    const anils = stats.batting.filter((l) => l.name === 'Anil Kumar');
    expect(anils).toHaveLength(1);
    expect(anils[0]).toMatchObject({ personId: anil.id, runs: 4 });
    // The newcomer is of unknown age: hidden from visitors, by placeholder.
    const newKid = await person('New Kid');
    expect(newKid.isPublic).toBe(false);
    expect(await visitor(`/matches/${matchId}/scorecard`)).not.toContain('New Kid');
  });
});

describe('a fixture typed before its teams were on record', () => {
  it('the scorer’s new name is used as typed (no squad to join), and a person picked by their name', async () => {
    const typed = (await ok('POST', '/matches', { team1: 'Typed Tigers', team2: 'Typed Toucans', matchDate: '2026-05-02T15:30' })).data.id;
    const scorer = await scorerHeaders('typed-scorer@league.test');
    await ok('PUT', `/matches/${typed}/scorers`, { emails: ['typed-scorer@league.test'] });
    const made = await call('POST', `/matches/${typed}/people`, { team: 'Typed Tigers', name: ' Guest   Player ' }, scorer);
    expect(made.status).toBe(201);
    expect(made.json.data).toEqual({ personId: null, name: 'Guest Player', team: 'Typed Tigers' });
    expect(await peopleNamed('Guest Player')).toHaveLength(0);
    const anil = await person('Anil Kumar');
    const picked = await call('POST', `/matches/${typed}/people`, { team: 'Typed Toucans', personId: anil.id }, scorer);
    expect(picked.json.data).toEqual({ personId: anil.id, name: 'Anil Kumar', team: 'Typed Toucans' });
    // No team on record means no squad: a hidden person is no one this scorer may name.
    const hidden = await person('Hidden Far');
    expect((await call('POST', `/matches/${typed}/people`, { team: 'Typed Toucans', personId: hidden.id }, scorer)).status).toBe(404);
  });
});

describe('the auction pool', () => {
  it('a pool line keeps the person picked, and the sale puts that person in the squad', async () => {
    const bina = (await peopleNamed('Bina Shah')).find((p) => p.isPublic)!;
    // Typed as the name she goes by at the ground; picked as her record.
    await soldAt('Picker auction', ['Far Falcons', 'Lake Lions'], { name: 'Bina S', personId: bina.id }, 'Lake Lions');
    const squads = (await ok('GET', `/teams/${teamIds['Lake Lions']}/squads`)).data as Array<{ tournamentId: string | null; players: Array<{ name: string }> }>;
    expect(squads.find((s) => s.tournamentId === tournamentId)!.players.map((p) => p.name)).toContain('Bina S');
    // One person, not a new record for the typed name.
    expect(await peopleNamed('Bina S')).toHaveLength(0);
    expect((await ok('GET', `/people?q=Bina`)).data.find((p: PersonView & { teams: string[] }) => p.id === bina.id).teams).toEqual(['Lake Lions']);
  });

  it('refuses a pool line whose person is not on record', async () => {
    const res = await call(
      'POST',
      '/auctions',
      smallAuction('Ghost auction', [teamIds['Far Falcons']!, teamIds['Hill Hawks']!], [{ name: 'Ghost', personId: randomUUID() }]),
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: 'The person picked for Ghost is not on record any more: pick them again' });
  });

  it('a sign-up bought at auction becomes a player with a profile, which an undone sale leaves (it is the sign-up’s)', async () => {
    await ok('POST', '/registrations/import', { csv: 'Full Name,Phone,Date of Birth\nPooled Adult,9845200009,03/03/1993\n' });
    const signup = ((await ok('GET', '/registrations')).data as Array<{ id: string; fullName: string }>).find((r) => r.fullName === 'Pooled Adult')!;
    await ok('POST', `/registrations/${signup.id}/review`, { action: 'pool', category: 'Gold' });
    const profiles = async () => ((await ok('GET', '/players?limit=100')).data as Array<{ id: string; name: string }>).filter((p) => p.name === 'Pooled Adult');
    expect(await profiles()).toHaveLength(0);
    const auctionId = await soldAt('Sign-up auction', ['Far Falcons', 'Hill Hawks'], { name: 'Pooled Adult', registrationId: signup.id }, 'Hill Hawks');
    const [profile] = await profiles();
    expect(profile).toBeDefined();
    expect(await visitor('/players?limit=100')).toContain('Pooled Adult');
    // The squad line is that profile's.
    const squadLine = async () =>
      ((await ok('GET', `/teams/${teamIds['Hill Hawks']}/squads`)).data as Array<{ players: Array<{ name: string; playerId: string | null }> }>)
        .flatMap((s) => s.players)
        .find((p) => p.name === 'Pooled Adult');
    expect((await squadLine())?.playerId).toBe(profile!.id);
    await ok('POST', `/auctions/${auctionId}/undo`);
    expect(await squadLine()).toBeUndefined();
    expect((await profiles()).map((p) => p.id)).toEqual([profile!.id]);
  });

  it('a bought sign-up sharing a phone with someone else’s profile (a sibling) is not given that profile', async () => {
    // An elder sister's profile on the family phone, then her brother's sign-up on it.
    const sister = (await ok('POST', '/players', { name: 'Sara Sister', phone: '9845200077', dob: '1990-01-01' })).data as { id: string };
    await ok('POST', '/registrations/import', { csv: 'Full Name,Phone,Date of Birth\nSami Brother,9845200077,03/03/1995\n' });
    const signup = ((await ok('GET', '/registrations')).data as Array<{ id: string; fullName: string }>).find((r) => r.fullName === 'Sami Brother')!;
    await ok('POST', `/registrations/${signup.id}/review`, { action: 'pool', category: 'Gold' });
    await soldAt('Sibling auction', ['Far Falcons', 'Hill Hawks'], { name: 'Sami Brother', registrationId: signup.id }, 'Far Falcons');
    const line = ((await ok('GET', `/teams/${teamIds['Far Falcons']}/squads`)).data as Array<{ players: Array<{ name: string; playerId: string | null }> }>)
      .flatMap((s) => s.players)
      .find((p) => p.name === 'Sami Brother')!;
    expect(line).toBeDefined();
    expect(line.playerId).not.toBe(sister.id);
    // Two people, not one.
    expect(await peopleNamed('Sara Sister')).toHaveLength(1);
    expect(await peopleNamed('Sami Brother')).toHaveLength(1);
  });
});
