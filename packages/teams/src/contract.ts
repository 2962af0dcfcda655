/**
 * Teams: the zod contract shared by the create form, the routes, the msw handlers and the
 * browser's response parsing. Spec 3 (Team, Team player), 5 (validation), 7 (calls).
 */
import { z } from 'zod';
import { dataEnvelope, idSchema, plainName, requiredText } from '@league/core/contract';

/** The demo league's sections: the seed and tests use them; a league's own come from its settings. */
export const SECTIONS = ['GICPL-OG', 'GICPL-H'] as const;
export type Section = string;
export const DEFAULT_SECTION: Section = 'GICPL-OG';
export const SECTION_MAX = 40;

/** "Section must be X or Y" (spec 5 for two sections), else "Section must be one of: A, B, C". */
export function sectionMessage(sections: readonly string[]): string {
  if (sections.length === 2) return `Section must be ${sections[0]} or ${sections[1]}`;
  return `Section must be one of: ${sections.join(', ')}`;
}

export const PLAYER_ROLES = ['Player', 'C', 'VC', 'WK'] as const;
export type PlayerRole = (typeof PLAYER_ROLES)[number];

/** Most players one squad may hold: a bound against runaway pastes, far above a real squad. */
export const MAX_PLAYERS = 40;
export const NAME_MAX = 80;

export const MESSAGES = {
  section: 'Section must be GICPL-OG or GICPL-H',
  role: 'Role must be Player, C, VC or WK',
  teamName: 'Team name is required',
  captain: 'Captain is required',
  playerName: 'Player name is required',
  players: 'Players must be a list of names',
  tooManyPlayers: `A team can have at most ${MAX_PLAYERS} players`,
  teamNotFound: 'Team not found',
  playerNotFound: 'Player not found',
  personNotFound: 'That person is not on record any more: search again',
  personInSquad: (name: string) => `${name} is already in this squad`,
  nameInSquad: (name: string) => `Someone named ${name} is already in this squad: pick them, or tell the names apart`,
  duplicate: (name: string, section: string) => `A team named ${name} already exists in ${section}`,
  captainNotInSquad: "The captain must be a member of this team's squad: pick one from the list",
} as const;

/** Which names are allowed is the league's settings' business, checked by the server. */
export const sectionSchema = z
  .string({ error: MESSAGES.section })
  .trim()
  .min(1, MESSAGES.section)
  .max(SECTION_MAX, `Section must be at most ${SECTION_MAX} characters`);
export const playerRoleSchema = z.enum(PLAYER_ROLES, { error: MESSAGES.role });

/** A name trimmed and bounded; blank is allowed here so lists can drop it (spec 5). */
const looseName = plainName(z.string({ error: MESSAGES.players }).trim().max(NAME_MAX, `Names must be at most ${NAME_MAX} characters`));

/**
 * One entry of `players` on create: `{name, role}` as spec 7 sends it, or a bare name
 * (what a pasted list is). Each gets role Player unless it says otherwise.
 */
const createPlayerEntry = z.preprocess(
  (value) => (typeof value === 'string' ? { name: value } : value),
  z.object({ name: looseName, role: /* @__PURE__ */ playerRoleSchema.default('Player') }, { error: MESSAGES.players }),
);

/** POST /api/teams. Players are trimmed and blank ones dropped (spec 5). */
export const createTeamSchema = z.object({
  section: sectionSchema,
  name: plainName(requiredText(MESSAGES.teamName, NAME_MAX)),
  captain: plainName(requiredText(MESSAGES.captain, NAME_MAX)),
  players: z
    .array(createPlayerEntry, { error: MESSAGES.players })
    .default([])
    .transform((list) => list.filter((p) => p.name !== ''))
    .refine((list) => list.length <= MAX_PLAYERS, MESSAGES.tooManyPlayers),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;
export type CreateTeam = z.output<typeof createTeamSchema>;

/** POST /api/teams/{id}/players. */
export const addPlayerSchema = z.object({
  name: plainName(requiredText(MESSAGES.playerName, NAME_MAX)),
  role: /* @__PURE__ */ playerRoleSchema.default('Player'),
  /**
   * Part 3 spec 1: the person picked (an existing record; the line takes that person's
   * current name). With `newPerson` instead, a new record is made on purpose for this team.
   * With neither, the name is bound as before (this team's person of that name, else the
   * league's only one, else a new record).
   */
  personId: /* @__PURE__ */ idSchema.optional(),
  newPerson: z.boolean().optional(),
});
export type AddPlayerInput = z.input<typeof addPlayerSchema>;

export const teamPlayerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: playerRoleSchema,
  /** The roster profile (Player Profiles) this squad member is, when linked. */
  playerId: z.string().nullable().optional(),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

export const teamSchema = z.object({
  _id: z.string(),
  section: sectionSchema,
  name: z.string(),
  captain: z.string(),
  /** The squad of the team's current tournament (the first spec's team players). */
  players: z.array(teamPlayerSchema),
  /** The tournament `players` belong to; null before the team has one. */
  tournamentId: z.string().nullable().optional(),
});
export type Team = z.infer<typeof teamSchema>;

/**
 * PUT /api/teams/{id}: the whole record back. Name and captain change; the section may
 * move; `_id` and `players` sent back are ignored (squads change through their own calls).
 * `captainPlayerId` (issue 31) picks the captain from the current squad by the line's `_id`:
 * that line becomes C, any other C of the squad becomes Player, and `captain` takes the
 * line's name (what was sent there is ignored). Without it `captain` stays free text.
 */
export const updateTeamSchema = z.object({
  section: /* @__PURE__ */ sectionSchema.optional(),
  name: plainName(requiredText(MESSAGES.teamName, NAME_MAX)),
  captain: plainName(requiredText(MESSAGES.captain, NAME_MAX)),
  captainPlayerId: z.string({ error: MESSAGES.captainNotInSquad }).max(64, MESSAGES.captainNotInSquad).optional(),
});
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

/** One earlier or current squad of a team (GET /api/teams/{id}/squads). */
export const teamSquadSchema = z.object({ tournamentId: z.string().nullable(), players: z.array(teamPlayerSchema) });
export const teamSquadsResponseSchema = dataEnvelope(z.array(teamSquadSchema));

export const teamListResponseSchema = dataEnvelope(z.array(teamSchema));
export const teamResponseSchema = dataEnvelope(teamSchema);
export const teamCreatedResponseSchema = /* @__PURE__ */ teamResponseSchema.extend({ message: z.string() });

/** Path params: any string, so a malformed id reaches the route and is answered 404. */
export const teamParamsSchema = z.object({ id: z.string() });
export const teamPlayerParamsSchema = z.object({ id: z.string(), playerId: z.string() });

export { teamsPaths } from './paths';

/** "Asha (C)": roles other than Player are shown in brackets (spec 3). */
export function playerLabel(player: Pick<TeamPlayer, 'name' | 'role'>): string {
  return player.role === 'Player' ? player.name : `${player.name} (${player.role})`;
}

/** Teams sorted by name, case-insensitively, as the Teams screen lists them (spec 5). */
export function sortTeams<T extends Pick<Team, 'name'>>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** Case-insensitive search over team, captain and player names (spec 2). */
export function matchesTeam(team: Team, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return team.name.toLowerCase().includes(q) || team.captain.toLowerCase().includes(q) || team.players.some((p) => p.name.toLowerCase().includes(q));
}
