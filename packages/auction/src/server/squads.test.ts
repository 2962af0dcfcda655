/**
 * The pipeline from the hammer to the squad, over HTTP (part 3 spec section 1, issue 28):
 * a sale puts the player in the squad of the auction's tournament at once, bound to their
 * person, and charges the bought-player fee as a dues line; an undo takes both back; the
 * start brings pre-assigned captains in; the close writes every sold player, with no
 * duplicates and nothing lost (two people of one name included).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuctionView, CreateAuctionInput } from '../contract';
import { ResponseCache } from '@league/core/server';
import { createTestApp } from '@league/core/testing';
import { createHarness, type Harness } from './harness';
import { auctionPlugin } from './plugin';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const TOURNAMENT = () => randomUUID();
const FEE = 20_000; // ₹200 for each bought player.

/** Approved adults from the sign-up sheet, as the pool's "chosen sign-ups" send them. */
async function signups(rows: string[]) {
  const csv = `Name,Phone,Date of birth\n${rows.join('\n')}\n`;
  const imported = await h.app.inject({ method: 'POST', url: '/api/registrations/import', headers: h.admin, payload: { csv } });
  expect(imported.statusCode, imported.body).toBe(200);
  const ids = (await h.db.query<{ id: string }>('select id from registrations')).map((r) => r.id);
  const approved = await h.app.inject({ method: 'POST', url: '/api/registrations/bulk-approve', headers: h.admin, payload: { ids } });
  expect(approved.statusCode, approved.body).toBe(200);
  const candidates = await h.app.inject({ method: 'GET', url: '/api/registrations/pool-candidates', headers: h.admin });
  return candidates.json().data as { registrationId: string; name: string }[];
}

const personOfSignup = async (registrationId: string) =>
  (await h.db.query<{ person_id: string }>('select person_id from registrations where id = $1', [registrationId]))[0]!.person_id;

const squadLines = (tournamentId: string) =>
  h.db.query<{ team_id: string; name: string; role: string; person_id: string | null }>(
    'select team_id, name, role, person_id from team_players where tournament_id = $1 order by seq',
    [tournamentId],
  );

const start = (overrides: Partial<CreateAuctionInput>) => h.start(overrides);
const sell = (v: AuctionView, name: string, teamId: string) => h.sell(v, name, teamId);

const dues = async () => (await h.app.inject({ method: 'GET', url: '/api/dues', headers: h.admin })).json();

describe('a sale', () => {
  it("puts the sold player in the tournament's squad at once, bound to their sign-up's person, and charges the bought-player fee", async () => {
    const [asha] = await signups(['Asha Rao,9845011111,1990-01-01']);
    const teamIds = await h.teams();
    const tournamentId = TOURNAMENT();
    const v = await start({
      tournamentId,
      playerFeePaise: FEE,
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: [
        { name: asha!.name, category: 'Gold', registrationId: asha!.registrationId },
        { name: 'Typed Name', category: 'Silver', role: 'WK' },
      ],
    });
    expect(v.pool[0]!.registrationId).toBe(asha!.registrationId);
    expect(await squadLines(tournamentId)).toEqual([]);

    await sell(v, 'Asha Rao', teamIds[1]!);
    const person = await personOfSignup(asha!.registrationId);
    expect(await squadLines(tournamentId)).toEqual([{ team_id: teamIds[1], name: 'Asha Rao', role: 'Player', person_id: person }]);
    // The squad answers show it before the auction closes.
    const squads = await h.app.inject({ method: 'GET', url: `/api/teams/${teamIds[1]}/squads`, headers: h.admin });
    expect(squads.body).toContain('Asha Rao');

    const owed = await dues();
    expect(owed.charges).toEqual([
      expect.objectContaining({ name: 'Asha Rao', personId: person, owedPaise: FEE, paid: false, reason: 'Bought at Season 5 auction' }),
    ]);

    // A typed name becomes a person of its own in the squad (and is charged too).
    await sell(v, 'Typed Name', teamIds[2]!);
    const lines = await squadLines(tournamentId);
    expect(lines[1]).toMatchObject({ team_id: teamIds[2], name: 'Typed Name', role: 'WK' });
    expect(lines[1]!.person_id).toEqual(expect.any(String));
    expect(lines[1]!.person_id).not.toBe(person);
    expect((await dues()).charges).toHaveLength(2);
  });

  it("shows on the team's page: the start makes the auction's tournament the one each of its teams answers", async () => {
    const teamIds = await h.teams();
    // Royal Strikers played an older tournament: GET /api/teams answered that squad.
    await h.db.query('update teams set current_tournament_id = $1 where id = $2', [TOURNAMENT(), teamIds[1]]);
    const tournamentId = TOURNAMENT();
    const v = await start({ tournamentId, teams: teamIds.map((teamId) => ({ teamId })) });
    await sell(v, 'Player 1', teamIds[1]!);
    const team = await h.app.inject({ method: 'GET', url: `/api/teams/${teamIds[1]}` });
    expect(team.json().data).toMatchObject({ tournamentId, players: [expect.objectContaining({ name: 'Player 1' })] });
    const all = (await h.app.inject({ method: 'GET', url: '/api/teams' })).json().data as { _id: string; players: { name: string }[] }[];
    expect(all.find((t) => t._id === teamIds[1])!.players.map((p) => p.name)).toEqual(['Player 1']);
  });

  it('charges nothing when the auction charges bought players nothing', async () => {
    const teamIds = await h.teams();
    const v = await start({ tournamentId: TOURNAMENT(), teams: teamIds.map((teamId) => ({ teamId })) });
    await sell(v, 'Player 1', teamIds[0]!);
    expect((await dues()).charges).toEqual([]);
  });

  it('undone, takes back its squad line and its unpaid dues line, and a re-sale writes them once', async () => {
    const teamIds = await h.teams();
    const tournamentId = TOURNAMENT();
    const v = await start({ tournamentId, playerFeePaise: FEE, teams: teamIds.map((teamId) => ({ teamId })) });
    await sell(v, 'Player 1', teamIds[0]!);
    expect(await squadLines(tournamentId)).toHaveLength(1);
    const undo = await h.post(`/api/auctions/${v._id}/undo`);
    expect(undo.status, undo.body.message).toBe(200);
    expect(await squadLines(tournamentId)).toEqual([]);
    expect((await dues()).charges).toEqual([]);

    // Undo reopens the lot: sold again to another team.
    const current = undo.body.data!.current!;
    await h.post(`/api/auctions/${v._id}/bids`, { lotId: current.lotId, teamId: teamIds[1], amount: current.nextBid });
    await h.post(`/api/auctions/${v._id}/lots/${current.lotId}/sold`);
    expect((await squadLines(tournamentId)).map((l) => [l.team_id, l.name])).toEqual([[teamIds[1], 'Player 1']]);
    expect((await dues()).charges).toHaveLength(1);
  });

  it('undone, takes back only the last sale: the earlier sale keeps its squad line and its charge, paid through the ledger with its audit row', async () => {
    const teamIds = await h.teams();
    const tournamentId = TOURNAMENT();
    const v = await start({ tournamentId, playerFeePaise: FEE, teams: teamIds.map((teamId) => ({ teamId })) });
    await sell(v, 'Player 1', teamIds[0]!);
    await sell(v, 'Player 2', teamIds[1]!);
    const undo = await h.post(`/api/auctions/${v._id}/undo`);
    expect(undo.status, undo.body.message).toBe(200);
    expect((await squadLines(tournamentId)).map((l) => [l.team_id, l.name])).toEqual([[teamIds[0], 'Player 1']]);
    const { charges } = await dues();
    expect(charges).toEqual([expect.objectContaining({ name: 'Player 1', owedPaise: FEE, paid: false })]);

    const paid = await h.post(`/api/dues/charges/${charges[0].chargeId}/paid`);
    expect(paid.status, paid.body.message).toBe(200);
    const contributionId = (paid.body as unknown as { contributionId: string }).contributionId;
    const trail = await h.db.query<{ entity: string; action: string; after: { amountPaise: number; personId: string } }>(
      'select entity, action, after from finance_audit where entity_id = $1',
      [contributionId],
    );
    expect(trail).toEqual([
      {
        entity: 'contribution',
        action: 'create',
        after: expect.objectContaining({ amountPaise: FEE, personId: charges[0].personId, note: 'Bought at Season 5 auction' }),
      },
    ]);
    expect((await dues()).charges).toEqual([expect.objectContaining({ paid: true, contributionId })]);
  });

  it('keeps a player the squad already had (same person) as one line, and does not take it on undo', async () => {
    const teamIds = await h.teams();
    const tournamentId = TOURNAMENT();
    const v = await start({ tournamentId, teams: teamIds.map((teamId) => ({ teamId })) });
    // The organiser listed Player 1 in Banyan's squad before the auction.
    const listed = await h.app.inject({
      method: 'POST',
      url: `/api/teams/${teamIds[0]}/players`,
      headers: h.admin,
      payload: { name: 'Player 1', role: 'Player' },
    });
    expect(listed.statusCode, listed.body).toBeLessThan(300);
    await h.db.query('update team_players set tournament_id = $1 where team_id = $2', [tournamentId, teamIds[0]]);
    await sell(v, 'Player 1', teamIds[0]!);
    expect((await squadLines(tournamentId)).filter((l) => l.name === 'Player 1')).toHaveLength(1);
    await h.post(`/api/auctions/${v._id}/undo`);
    expect((await squadLines(tournamentId)).filter((l) => l.name === 'Player 1')).toHaveLength(1);
  });
});

describe('the start and the close', () => {
  it('brings a pre-assigned captain into their squad before the first lot, and never calls them', async () => {
    const teamIds = await h.teams();
    const tournamentId = TOURNAMENT();
    const v = await start({
      tournamentId,
      playerFeePaise: FEE,
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: [
        { name: 'Captain Banyan', category: 'Gold', teamId: teamIds[0] },
        { name: 'Free Agent', category: 'Silver' },
      ],
    });
    expect(await squadLines(tournamentId)).toEqual([{ team_id: teamIds[0], name: 'Captain Banyan', role: 'C', person_id: expect.any(String) }]);
    expect(v.pool.find((p) => p.name === 'Captain Banyan')!.status).toBe('sold');
    const lot = await h.post(`/api/auctions/${v._id}/lots`, {});
    expect(lot.body.data!.current!.name).toBe('Free Agent');
    // A captain is not bought: no fee.
    expect((await dues()).charges).toEqual([]);
  });

  it('a pause and a resume write nothing: a line the organiser removed stays removed (the close fills gaps)', async () => {
    const teamIds = await h.teams();
    const tournamentId = TOURNAMENT();
    const v = await start({ tournamentId, teams: teamIds.map((teamId) => ({ teamId })) });
    await sell(v, 'Player 1', teamIds[0]!);
    const team = (await h.app.inject({ method: 'GET', url: `/api/teams/${teamIds[0]}` })).json().data as { players: { _id: string }[] };
    const removed = await h.app.inject({ method: 'DELETE', url: `/api/teams/${teamIds[0]}/players/${team.players[0]!._id}`, headers: h.admin });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const status of ['paused', 'live']) {
      const res = await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await squadLines(tournamentId)).toEqual([]);
  });

  it('writes every sold player into the tournament squads on closing: bound, no duplicates, nothing lost (two people of one name too)', async () => {
    const [das1, das2] = await signups(['Pranav Das,9845011111,1990-01-01', 'Pranav Das,9845022222,1991-02-02']);
    const teamIds = await h.teams();
    const tournamentId = TOURNAMENT();
    const v = await start({
      tournamentId,
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: [
        { name: 'Pranav Das', category: 'Gold', registrationId: das1!.registrationId },
        { name: 'Pranav Das', category: 'Gold', registrationId: das2!.registrationId },
        { name: 'Meera', category: 'Silver' },
      ],
    });
    // Both Pranavs to one team: two people, two lines (the old close skipped the second name).
    for (let i = 0; i < 2; i++) await sell(v, 'Pranav Das', teamIds[0]!);
    await sell(v, 'Meera', teamIds[1]!);
    // A line lost between the sale and the close (deleted by hand) comes back on closing.
    await h.db.query("delete from team_players where name = 'Meera'");

    const closed = await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { status: 'closed' } });
    expect(closed.statusCode, closed.body).toBe(200);
    const lines = await squadLines(tournamentId);
    expect(lines.map((l) => [l.team_id, l.name])).toEqual([
      [teamIds[0], 'Pranav Das'],
      [teamIds[0], 'Pranav Das'],
      [teamIds[1], 'Meera'],
    ]);
    expect(lines.slice(0, 2).map((l) => l.person_id)).toEqual([await personOfSignup(das1!.registrationId), await personOfSignup(das2!.registrationId)]);
    expect(lines.every((l) => l.person_id)).toBe(true);
    // Every row carries the auction's tournament: none without one.
    expect(await h.db.query('select 1 from team_players where tournament_id is null and name in ($1, $2)', ['Pranav Das', 'Meera'])).toEqual([]);
  });
});

it('sells two children signed up on one parent’s phone: each becomes a profile of their own, and each squad line points at it', async () => {
  // Sign-ups as the form writes a second child on a parent's phone (registrations' siblings.test.ts
  // sends them through the form): sent to the pool unapproved, so the sale makes their profiles.
  for (const [key, name, dob] of [
    ['tel:9845011111', 'Arjun Iyer', '1999-05-14'],
    ['tel:9845011111~meera iyer', 'Meera Iyer', '2001-01-09'],
  ])
    await h.db.query("insert into registrations (row_key, submitted_at, full_name, ph_no, date_of_birth) values ($1, now(), $2, '9845011111', $3)", [
      key,
      name,
      dob,
    ]);
  const ids = await h.db.query<{ id: string; full_name: string }>('select id, full_name from registrations order by full_name');
  for (const { id } of ids) {
    const pooled = await h.app.inject({
      method: 'POST',
      url: `/api/registrations/${id}/review`,
      headers: h.admin,
      payload: { action: 'pool', category: 'Gold' },
    });
    expect(pooled.statusCode, pooled.body).toBe(200);
  }
  const teamIds = await h.teams();
  const tournamentId = TOURNAMENT();
  const v = await start({
    tournamentId,
    teams: teamIds.map((teamId) => ({ teamId })),
    pool: ids.map((r) => ({ name: r.full_name, category: 'Gold', registrationId: r.id })),
  });
  await sell(v, 'Arjun Iyer', teamIds[0]!);
  await sell(v, 'Meera Iyer', teamIds[1]!);

  const profiles = await h.db.query<{ id: string; name: string; person_id: string }>(
    "select id, name, person_id from players where phone = '9845011111' order by name",
  );
  expect(profiles.map((p) => p.name)).toEqual(['Arjun Iyer', 'Meera Iyer']);
  const lines = await h.db.query<{ name: string; player_id: string | null; person_id: string }>(
    'select name, player_id, person_id from team_players where tournament_id = $1 order by name',
    [tournamentId],
  );
  expect(lines).toEqual(profiles.map((p) => ({ name: p.name, player_id: p.id, person_id: p.person_id })));
  expect(await h.db.query('select full_name, player_id from registrations order by full_name')).toEqual(
    profiles.map((p) => ({ full_name: p.name, player_id: p.id })),
  );
});

it('sells in an auction whose tournament was typed as text before it was chosen from a list: the squad line has no tournament', async () => {
  const teamIds = await h.teams();
  const v = await h.create({ teams: teamIds.map((teamId) => ({ teamId })) });
  await h.db.query("update auctions set tournament_id = 'Season 5' where id = $1", [v._id]);
  // A fresh server (as after a restart) reads the stored auction as it is.
  const restarted = await createTestApp({ plugins: [[auctionPlugin, { db: h.db.db, cache: new ResponseCache() }]] });
  try {
    const post = async (url: string, payload?: unknown) => {
      const res = await restarted.inject({ method: 'POST', url, headers: h.admin, payload: payload as object });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as AuctionView;
    };
    const live = await restarted.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { status: 'live' } });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().data.tournamentId).toBe('Season 5');
    const lot = (await post(`/api/auctions/${v._id}/lots`, { name: 'Player 1' })).current!;
    await post(`/api/auctions/${v._id}/bids`, { lotId: lot.lotId, teamId: teamIds[0], amount: lot.nextBid });
    await post(`/api/auctions/${v._id}/lots/${lot.lotId}/sold`);
  } finally {
    await restarted.close();
  }
  expect(await h.db.query("select tournament_id from team_players where name = 'Player 1'")).toEqual([{ tournament_id: null }]);
});

describe('setup', () => {
  it('takes the tournament from the list: a typed name is refused in words', async () => {
    const res = await h.tryCreate({ tournamentId: 'Season 5' });
    expect([res.status, res.body]).toEqual([400, { success: false, message: 'Choose the tournament from the list' }]);
  });

  it('refuses one sign-up twice in the pool', async () => {
    const [asha] = await signups(['Asha Rao,9845011111,1990-01-01']);
    const res = await h.tryCreate({
      pool: [
        { name: 'Asha Rao', category: 'Gold', registrationId: asha!.registrationId },
        { name: 'Asha R.', category: 'Gold', registrationId: asha!.registrationId },
      ],
    });
    expect([res.status, res.body.message]).toEqual([400, 'Asha R. is in the pool twice']);
  });

  it('refuses one name typed twice in the pool (sold to one team, the two would become one person)', async () => {
    const res = await h.tryCreate({
      pool: [
        { name: 'Ravi Kumar', category: 'Gold' },
        { name: 'ravi kumar', category: 'Gold' },
      ],
    });
    expect([res.status, res.body.message]).toEqual([
      400,
      'ravi kumar is typed in the pool twice: add each from their sign-up or profile, or tell the names apart',
    ]);
  });

  it('takes a bought-player fee in rupees and paise, and refuses one below 0 in the same words', async () => {
    const v = await h.create({ playerFeePaise: 15_050 });
    expect(v.playerFeePaise).toBe(15_050);
    const res = await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { playerFeePaise: -1 } });
    expect(res.json()).toEqual({ success: false, message: 'Fee for a bought player must be an amount in rupees and paise, 0 or more' });
  });
});
