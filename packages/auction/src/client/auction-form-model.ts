/**
 * The setup form's text fields and what they become: categories, bands and the pool are
 * typed one a line, and the records behind a pool line (a roster profile, an approved
 * sign-up, a pre-assigned captain) are kept aside by name so a save does not lose them.
 */
import { idSchema } from '@league/core/contract';
import { api } from '@league/core/client';
import type { AuctionView, CreateAuctionInput } from '../contract';

export interface FormFields {
  name: string;
  tournamentId: string;
  purse: string;
  squadMin: string;
  squadMax: string;
  categories: string;
  increments: string;
  pool: string;
  /** Rupees each bought player owes the league ('' or 0: nothing). */
  playerFee: string;
}

/**
 * What a typed pool line carries besides its text (a roster profile's id and record, the
 * person picked for it), keyed by the lower-case name: the name to person map of the lines
 * picked through the person search (part 3 spec 1).
 */
export interface PoolExtra {
  playerId: string | null;
  stats: string | null;
  teamId: string | null;
  personId?: string | null;
}
export type Extras = Map<string, PoolExtra>;

/** A sign-up chosen for the pool (by its id, so two people of one name stay two). */
export interface ChosenSignup {
  name: string;
  category: string;
  role: string | null;
  playerId: string | null;
}
export type Signups = Map<string, ChosenSignup>;

/**
 * Pre-assigned captains, team id to the pool player: `reg:<sign-up id>`, `name:<lower-case
 * typed name>`, or `team:` for the captain the team's record names (added to the pool).
 */
export type Captains = Map<string, string>;

export const NEW_AUCTION: FormFields = {
  name: '',
  tournamentId: '',
  purse: '1000',
  squadMin: '11',
  squadMax: '15',
  categories: 'Diamond 100\nGold 75\nSilver 50\nBronze 25',
  increments: '0 5\n100 10\n500 25',
  pool: '',
  playerFee: '0',
};

export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** "Diamond 100" -> {name, basePrice}; "100 10" -> {from, step}. */
export const parseCategories = (text: string) =>
  lines(text).map((l) => {
    const m = /^(.*?)[\s,:]+(\d+)$/.exec(l);
    return m ? { name: m[1]!.trim(), basePrice: Number(m[2]) } : { name: l, basePrice: NaN };
  });
export const parseBands = (text: string) =>
  lines(text).map((l) => {
    const [from, step] = l.split(/[\s,:+]+/).map(Number);
    return { from: from ?? NaN, step: step ?? NaN };
  });

/**
 * "Name, Category, Role" read from the right: the category is the last or the one before last
 * part that names one of the auction's categories, and everything before it is the name, so
 * "Das, Pranav, Gold, Batter" is Pranav Das's line, not a player called "Das" in category
 * "Pranav". A line with no known category keeps the old reading (and is refused in words).
 */
export function parsePoolLine(line: string, categories: string[]): { name: string; category: string; role: string | null } {
  const parts = line.split(',').map((x) => x.trim());
  const known = (part: string | undefined) => part !== undefined && categories.some((c) => c.toLowerCase() === part.toLowerCase());
  const own = (part: string) => categories.find((c) => c.toLowerCase() === part.toLowerCase())!;
  const n = parts.length;
  if (n >= 2 && known(parts[n - 1])) return { name: parts.slice(0, n - 1).join(', '), category: own(parts[n - 1]!), role: null };
  if (n >= 3 && known(parts[n - 2])) return { name: parts.slice(0, n - 2).join(', '), category: own(parts[n - 2]!), role: parts[n - 1] || null };
  const [name = '', category = '', role = ''] = parts;
  return { name, category, role: role || null };
}

const categoryNames = (text: string) => parseCategories(text).map((c) => c.name);
export const poolNames = (f: Pick<FormFields, 'pool' | 'categories'>) =>
  new Set(lines(f.pool).map((l) => parsePoolLine(l, categoryNames(f.categories)).name.toLowerCase()));

/** The cheapest category: where a newcomer without one of the auction's categories goes. */
export const lowestCategory = (categories: string) => [...parseCategories(categories)].sort((a, b) => a.basePrice - b.basePrice)[0]?.name ?? '';
/** The dearest: where a pre-assigned captain the pool did not list goes (they cost 0 anyway). */
export const highestCategory = (categories: string) => [...parseCategories(categories)].sort((a, b) => b.basePrice - a.basePrice)[0]?.name ?? '';

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export interface FormState {
  fields: FormFields;
  extras: Extras;
  signups: Signups;
  captains: Captains;
  teams: string[];
  teamPurses: Map<string, number>;
}

/** A stored auction as the form shows it: typed lines in the text, sign-ups chosen, captains by team. */
export function fieldsOf(view: AuctionView): FormState {
  const typed = view.pool.filter((p) => !p.registrationId);
  const captains: Captains = new Map();
  for (const p of view.pool) if (p.teamId) captains.set(p.teamId, p.registrationId ? `reg:${p.registrationId}` : `name:${p.name.toLowerCase()}`);
  return {
    fields: {
      name: view.name,
      // A tournament typed as text before the list existed cannot be saved: the form starts without one.
      tournamentId: view.tournamentId && idSchema.safeParse(view.tournamentId).success ? view.tournamentId : '',
      purse: String(view.purse),
      squadMin: String(view.squadMin),
      squadMax: String(view.squadMax),
      categories: view.categories.map((c) => `${c.name} ${c.basePrice}`).join('\n'),
      increments: view.increments.map((b) => `${b.from} ${b.step}`).join('\n'),
      pool: typed.map((p) => [p.name, p.category, ...(p.role ? [p.role] : [])].join(', ')).join('\n'),
      playerFee: rupees(view.playerFeePaise ?? 0),
    },
    extras: new Map(typed.map((p) => [p.name.toLowerCase(), { playerId: p.playerId, stats: p.stats, teamId: null, personId: p.personId ?? null }])),
    signups: new Map(
      view.pool.flatMap((p) =>
        p.registrationId ? [[p.registrationId, { name: p.name, category: p.category, role: p.role, playerId: p.playerId }] as const] : [],
      ),
    ),
    captains,
    teams: view.teams.map((t) => t.teamId),
    // Only a purse of its own is kept: the others follow the auction's purse when it changes.
    teamPurses: new Map(view.teams.filter((t) => t.purse !== view.purse).map((t) => [t.teamId, t.purse])),
  };
}

/** Rupees typed ("200", "150.50") as paise; anything else is NaN for the contract to refuse. */
export const paiseOf = (text: string) => {
  const value = text.trim() === '' ? 0 : Number(text.trim());
  return Number.isFinite(value) ? Math.round(value * 100) : NaN;
};

export function toInput(
  f: FormFields,
  teams: string[],
  extras: Extras,
  teamPurses: Map<string, number> = new Map(),
  signups: Signups = new Map(),
  captains: Captains = new Map(),
  /** Each team's own captain as the teams screen has it (for `team:` captains). */
  teamCaptains: Map<string, string> = new Map(),
): CreateAuctionInput {
  const chosenTeams = new Set(teams);
  const captainOf = new Map(
    [...captains].filter(([teamId]) => chosenTeams.has(teamId)).map(([teamId, key]) => [key === 'team:' ? `team:${teamId}` : key, teamId]),
  );
  const categories = categoryNames(f.categories);
  const typed = lines(f.pool).map((l) => {
    const { name, category, role } = parsePoolLine(l, categories);
    const extra = extras.get(name.toLowerCase());
    const teamId = captainOf.get(`name:${name.toLowerCase()}`) ?? null;
    // Only a picked line names its person; any other is bound by the server as before.
    const person = extra?.personId ? { personId: extra.personId } : {};
    return { name, category, role, playerId: extra?.playerId ?? null, stats: extra?.stats ?? null, teamId, registrationId: null, ...person };
  });
  const chosen = [...signups].map(([registrationId, s]) => ({
    name: s.name,
    category: s.category,
    role: s.role,
    playerId: s.playerId,
    stats: null,
    teamId: captainOf.get(`reg:${registrationId}`) ?? null,
    registrationId,
  }));
  const teamOwn = teams.flatMap((teamId) => {
    const name = teamCaptains.get(teamId);
    if (!captainOf.has(`team:${teamId}`) || !name) return [];
    return [{ name, category: highestCategory(f.categories), role: null, playerId: null, stats: null, teamId, registrationId: null }];
  });
  return {
    name: f.name,
    tournamentId: f.tournamentId || null,
    playerFeePaise: paiseOf(f.playerFee),
    purse: Number(f.purse),
    squadMin: Number(f.squadMin),
    squadMax: Number(f.squadMax),
    categories: parseCategories(f.categories),
    increments: parseBands(f.increments),
    teams: teams.map((teamId) => ({ teamId, purse: teamPurses.get(teamId) ?? null })),
    pool: [...teamOwn, ...typed, ...chosen],
  };
}

/**
 * The pool with a person picked from the search: a line of their name in the cheapest
 * category, or, when a line of that name is there already, that line bound to them.
 * `personId` null (a new person asked for) leaves the line to be bound by name.
 */
export function pickIntoPool(f: Pick<FormFields, 'pool' | 'categories'>, extras: Extras, picked: { name: string; personId: string | null }) {
  const name = picked.name.trim();
  const key = name.toLowerCase();
  const there = poolNames(f).has(key);
  const old = extras.get(key);
  const next: Extras = new Map(extras);
  next.set(key, { playerId: old?.playerId ?? null, stats: old?.stats ?? null, teamId: old?.teamId ?? null, personId: picked.personId });
  return { pool: there ? f.pool : [...lines(f.pool), `${name}, ${lowestCategory(f.categories)}`].join('\n'), extras: next, added: !there };
}

/** GET /api/registrations/pool-candidates, as the registrations package answers it. */
export interface PoolCandidate {
  registrationId: string;
  name: string;
  role: string;
  status: 'approved' | 'pooled';
  category: string | null;
  playerId: string | null;
}

/** `fallback`: the failure's words in the page's language (the screen passes them). */
export async function fetchPoolCandidates(fallback = 'Could not load the approved sign-ups'): Promise<PoolCandidate[]> {
  return (await api.get<{ data: PoolCandidate[] }>('/api/registrations/pool-candidates', { fallback })).data;
}

/** The auction category a chosen sign-up goes in: its own when the auction has one of that name (any case), else the cheapest. */
export function categoryFor(candidate: Pick<PoolCandidate, 'category'>, categories: string): string {
  const names = categoryNames(categories);
  const own = candidate.category ? names.find((n) => n.toLowerCase() === candidate.category!.trim().toLowerCase()) : undefined;
  return own ?? lowestCategory(categories);
}

export const chosenOf = (c: PoolCandidate, categories: string): ChosenSignup => ({
  name: c.name.trim(),
  category: categoryFor(c, categories),
  role: c.role.trim() || null,
  playerId: c.playerId,
});
