/**
 * The setup form's text fields and what they become: categories, bands and the pool are
 * typed one a line, and the records behind a pool line (a roster profile, an approved
 * sign-up, a pre-assigned captain) are kept aside by name so a save does not lose them.
 */
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
}

/** What a pool line carries besides its text, keyed by the lower-case name. */
export interface PoolExtra {
  playerId: string | null;
  stats: string | null;
  teamId: string | null;
}
export type Extras = Map<string, PoolExtra>;

export const NEW_AUCTION: FormFields = {
  name: '',
  tournamentId: '',
  purse: '1000',
  squadMin: '11',
  squadMax: '15',
  categories: 'Diamond 100\nGold 75\nSilver 50\nBronze 25',
  increments: '0 5\n100 10\n500 25',
  pool: '',
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

const poolName = (line: string) => line.split(',')[0]!.trim().toLowerCase();
export const poolNames = (text: string) => new Set(lines(text).map(poolName));

/** The cheapest category: where a newcomer without one of the auction's categories goes. */
export const lowestCategory = (categories: string) => [...parseCategories(categories)].sort((a, b) => a.basePrice - b.basePrice)[0]?.name ?? '';

/** A stored auction as the form shows it, with the extras its pool lines carry. */
export function fieldsOf(view: AuctionView): { fields: FormFields; extras: Extras; teams: string[]; teamPurses: Map<string, number> } {
  return {
    fields: {
      name: view.name,
      tournamentId: view.tournamentId ?? '',
      purse: String(view.purse),
      squadMin: String(view.squadMin),
      squadMax: String(view.squadMax),
      categories: view.categories.map((c) => `${c.name} ${c.basePrice}`).join('\n'),
      increments: view.increments.map((b) => `${b.from} ${b.step}`).join('\n'),
      pool: view.pool.map((p) => [p.name, p.category, ...(p.role ? [p.role] : [])].join(', ')).join('\n'),
    },
    extras: new Map(view.pool.map((p) => [p.name.toLowerCase(), { playerId: p.playerId, stats: p.stats, teamId: p.teamId }])),
    teams: view.teams.map((t) => t.teamId),
    // Only a purse of its own is kept: the others follow the auction's purse when it changes.
    teamPurses: new Map(view.teams.filter((t) => t.purse !== view.purse).map((t) => [t.teamId, t.purse])),
  };
}

export function toInput(f: FormFields, teams: string[], extras: Extras, teamPurses: Map<string, number> = new Map()): CreateAuctionInput {
  return {
    name: f.name,
    tournamentId: f.tournamentId || null,
    purse: Number(f.purse),
    squadMin: Number(f.squadMin),
    squadMax: Number(f.squadMax),
    categories: parseCategories(f.categories),
    increments: parseBands(f.increments),
    teams: teams.map((teamId) => ({ teamId, purse: teamPurses.get(teamId) ?? null })),
    pool: lines(f.pool).map((l) => {
      const [name = '', category = '', role = ''] = l.split(',').map((x) => x.trim());
      const extra = extras.get(name.toLowerCase());
      return { name, category, role: role || null, playerId: extra?.playerId ?? null, stats: extra?.stats ?? null, teamId: extra?.teamId ?? null };
    }),
  };
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

export async function fetchPoolCandidates(): Promise<PoolCandidate[]> {
  return (await api.get<{ data: PoolCandidate[] }>('/api/registrations/pool-candidates', { fallback: 'Could not load the approved sign-ups' })).data;
}

export interface SignupsAdded {
  pool: string;
  extras: Extras;
  added: number;
  /** Of those added, how many had no category of this auction and went in at the lowest. */
  lowest: number;
  lowestName: string;
}

/**
 * Appends the sign-ups not in the pool yet (by name, or by profile), each in its own category
 * when the auction has one of that name (any case), else in the cheapest.
 */
export function addSignups(f: FormFields, extras: Extras, candidates: PoolCandidate[]): SignupsAdded {
  const categories = parseCategories(f.categories).map((c) => c.name);
  const lowestName = lowestCategory(f.categories);
  const names = poolNames(f.pool);
  const profiles = new Set(
    [...extras.entries()]
      .filter(([name]) => names.has(name))
      .map(([, e]) => e.playerId)
      .filter(Boolean),
  );
  const next = new Map(extras);
  const added: string[] = [];
  let lowest = 0;
  for (const c of candidates) {
    const name = c.name.trim();
    const key = name.toLowerCase();
    if (!name || names.has(key) || (c.playerId && profiles.has(c.playerId))) continue;
    const own = c.category ? categories.find((n) => n.toLowerCase() === c.category!.trim().toLowerCase()) : undefined;
    if (!own) lowest += 1;
    names.add(key);
    next.set(key, { playerId: c.playerId, stats: null, teamId: null });
    added.push([name, own ?? lowestName, ...(c.role.trim() ? [c.role.trim()] : [])].join(', '));
  }
  return { pool: [...lines(f.pool), ...added].join('\n'), extras: next, added: added.length, lowest, lowestName };
}

export function signupsMessage(result: Pick<SignupsAdded, 'added' | 'lowest' | 'lowestName'>, total: number): string {
  if (total === 0) return 'No approved sign-ups yet: approve them on the Registration Dashboard first.';
  if (result.added === 0) return 'Every approved sign-up is already in the pool.';
  const players = (n: number) => `${n} approved sign-up${n === 1 ? '' : 's'}`;
  const lowest = result.lowest ? ` ${result.lowest} without one of this auction's categories went in as ${result.lowestName}.` : '';
  return `Added ${players(result.added)} to the pool.${lowest}`;
}
