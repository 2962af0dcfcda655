/**
 * Teams: factories and msw handlers for screen tests (here and in packages that show
 * teams). The handlers parse requests with the same contract as the server and keep an
 * in-memory store, so a test sees its writes in the next read.
 */
import { http, HttpResponse } from 'msw';
import { MESSAGES, addPlayerSchema, createTeamSchema, updateTeamSchema, type PlayerRole, type Section, type Team } from '../contract';

let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

/** A team with `players` names (roles as given with "Name:C", else Player). */
export function makeTeam(overrides: Partial<Omit<Team, 'players'>> & { players?: Array<string | { name: string; role: PlayerRole }> } = {}): Team {
  const players = (overrides.players ?? ['Player One', 'Player Two']).map((p) => {
    const entry = typeof p === 'string' ? { name: p.split(':')[0]!, role: (p.split(':')[1] ?? 'Player') as PlayerRole } : p;
    return { _id: nextId(), ...entry };
  });
  return {
    _id: overrides._id ?? nextId(),
    section: overrides.section ?? ('GICPL-OG' as Section),
    name: overrides.name ?? `Team ${counter}`,
    captain: overrides.captain ?? players[0]?.name ?? 'Captain',
    players,
  };
}

export interface TeamsStore {
  teams: Team[];
  /** Every write request's method and path, in order. */
  writes: string[];
  /** Makes the named operation answer with an error. */
  fail: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'addPlayer' | 'removePlayer', { status: number; message?: string }>>;
}

export function createTeamsStore(teams: Team[] = []): TeamsStore {
  return { teams: structuredClone(teams), writes: [], fail: {} };
}

const error = (status: number, message?: string) => HttpResponse.json(message ? { success: false, message } : {}, { status });

const bad = (issues: { message: string }[]) => error(400, issues[0]?.message ?? 'Invalid request');

/** GET /api/config as the settings answer it: the league's short name and sections (the demo's by default). */
export const leagueConfigHandler = (sections: readonly string[] = ['GICPL-OG', 'GICPL-H'], leagueShortName = 'GICPL') =>
  http.get('*/api/config', () => HttpResponse.json({ leagueShortName, sections }));

/** GET /api/matches answering no fixtures: the team popup's fixtures list, for tests about the rest of it. */
export const noFixturesHandler = () => http.get('*/api/matches', () => HttpResponse.json({ success: true, data: [], matches: [] }));

/** msw handlers answering the seven teams endpoints from `store`. */
export function teamsHandlers(store: TeamsStore) {
  const find = (id: unknown) => store.teams.find((t) => t._id === id);
  return [
    http.get('*/api/teams', () => {
      const f = store.fail.list;
      if (f) return error(f.status, f.message);
      return HttpResponse.json({ success: true, data: store.teams });
    }),
    http.get('*/api/teams/:id', ({ params }) => {
      const f = store.fail.get;
      if (f) return error(f.status, f.message);
      const team = find(params.id);
      return team ? HttpResponse.json({ success: true, data: team }) : error(404, MESSAGES.teamNotFound);
    }),
    http.post('*/api/teams', async ({ request }) => {
      store.writes.push('POST /api/teams');
      const f = store.fail.create;
      if (f) return error(f.status, f.message);
      const parsed = createTeamSchema.safeParse(await request.json());
      if (!parsed.success) return bad(parsed.error.issues);
      const input = parsed.data;
      if (store.teams.some((t) => t.section === input.section && t.name.toLowerCase() === input.name.toLowerCase())) {
        return error(409, MESSAGES.duplicate(input.name, input.section));
      }
      const team = makeTeam({ ...input, players: input.players });
      store.teams.push(team);
      return HttpResponse.json({ success: true, message: 'Team created', data: team }, { status: 201 });
    }),
    // Issue 31: a rename, and a captain picked from the squad (marked C, the old C unmarked).
    http.put('*/api/teams/:id', async ({ params, request }) => {
      store.writes.push(`PUT /api/teams/${params.id}`);
      const f = store.fail.update;
      if (f) return error(f.status, f.message);
      const team = find(params.id);
      if (!team) return error(404, MESSAGES.teamNotFound);
      const parsed = updateTeamSchema.safeParse(await request.json());
      if (!parsed.success) return bad(parsed.error.issues);
      const { name, captain, section = team.section, captainPlayerId } = parsed.data;
      if (store.teams.some((t) => t !== team && t.section === section && t.name.toLowerCase() === name.toLowerCase())) {
        return error(409, MESSAGES.duplicate(name, section));
      }
      const member = team.players.find((p) => p._id === captainPlayerId);
      if (captainPlayerId !== undefined && !member) return error(400, MESSAGES.captainNotInSquad);
      Object.assign(team, { name, section, captain: member?.name ?? captain });
      if (member) for (const p of team.players) if (p === member || p.role === 'C') p.role = p === member ? 'C' : 'Player';
      return HttpResponse.json({ success: true, data: team });
    }),
    http.delete('*/api/teams/:id', ({ params }) => {
      store.writes.push(`DELETE /api/teams/${params.id}`);
      const f = store.fail.delete;
      if (f) return error(f.status, f.message);
      if (!find(params.id)) return error(404, MESSAGES.teamNotFound);
      store.teams = store.teams.filter((t) => t._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Team deleted' });
    }),
    http.post('*/api/teams/:id/players', async ({ params, request }) => {
      store.writes.push(`POST /api/teams/${params.id}/players`);
      const f = store.fail.addPlayer;
      if (f) return error(f.status, f.message);
      const team = find(params.id);
      if (!team) return error(404, MESSAGES.teamNotFound);
      const parsed = addPlayerSchema.safeParse(await request.json());
      if (!parsed.success) return bad(parsed.error.issues);
      team.players.push({ _id: nextId(), ...parsed.data });
      return HttpResponse.json({ success: true, data: team });
    }),
    http.delete('*/api/teams/:id/players/:playerId', ({ params }) => {
      store.writes.push(`DELETE /api/teams/${params.id}/players/${params.playerId}`);
      const f = store.fail.removePlayer;
      if (f) return error(f.status, f.message);
      const team = find(params.id);
      if (!team) return error(404, MESSAGES.teamNotFound);
      if (!team.players.some((p) => p._id === params.playerId)) return error(404, MESSAGES.playerNotFound);
      team.players = team.players.filter((p) => p._id !== params.playerId);
      return HttpResponse.json({ success: true, data: team });
    }),
  ];
}
