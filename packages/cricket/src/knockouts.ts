/**
 * Knockouts from a template (part 3 spec 4): each stage's two sides are placeholders, a place in
 * the final table ("1st in the table") or a result of an earlier stage ("Winner SF1", "Loser
 * Qualifier 1"), and `resolveKnockouts` fills them from the table and the knockout results known.
 *
 * The templates:
 * - `semis`: SF1 1st v 4th, SF2 2nd v 3rd, Final Winner SF1 v Winner SF2.
 * - `top6`: QF1 3rd v 6th, QF2 4th v 5th; the top two wait for the quarter-finals, and 1st meets
 *   the winner of the lower quarter-final (4th v 5th), 2nd the winner of 3rd v 6th, so the
 *   higher a team finishes, the lower the seed it can meet; Final Winner SF1 v Winner SF2.
 * - `ipl`: Qualifier 1 1st v 2nd, Eliminator 3rd v 4th, Qualifier 2 Loser Qualifier 1 v Winner
 *   Eliminator, Final Winner Qualifier 1 v Winner Qualifier 2 (the top two have two chances).
 *
 * A knockout without a winner (a tie with no super over, no result, abandoned) sends the team
 * placed higher in the final table through: it earned the better place over the whole league.
 * A super over's winner, when one is recorded, goes through instead.
 */

export const KNOCKOUT_TEMPLATE_NAMES = ['semis', 'top6', 'ipl'] as const;
export type KnockoutTemplateName = (typeof KNOCKOUT_TEMPLATE_NAMES)[number];

/** Where one side of a knockout comes from: a place in the table, or an earlier stage's winner or loser. */
export type KnockoutSource = { place: number } | { winnerOf: string } | { loserOf: string };

export interface KnockoutStage {
  /** Short and stable ("SF1", "Q1"): how the stage is stored and referred to. */
  code: string;
  /** The stage's name ("Semi-final 1"). */
  name: string;
  /** How placeholders name it ("Winner SF1", "Loser Qualifier 1"). */
  short: string;
  sides: readonly [KnockoutSource, KnockoutSource];
}

const stage = (code: string, name: string, short: string, a: KnockoutSource, b: KnockoutSource): KnockoutStage => ({ code, name, short, sides: [a, b] });

/** The stages of each template, in the order they are played. */
export const KNOCKOUT_TEMPLATES: Readonly<Record<KnockoutTemplateName, readonly KnockoutStage[]>> = {
  semis: [
    stage('SF1', 'Semi-final 1', 'SF1', { place: 1 }, { place: 4 }),
    stage('SF2', 'Semi-final 2', 'SF2', { place: 2 }, { place: 3 }),
    stage('F', /* message */ 'Final', 'Final', { winnerOf: 'SF1' }, { winnerOf: 'SF2' }),
  ],
  top6: [
    stage('QF1', 'Quarter-final 1', 'QF1', { place: 3 }, { place: 6 }),
    stage('QF2', 'Quarter-final 2', 'QF2', { place: 4 }, { place: 5 }),
    stage('SF1', 'Semi-final 1', 'SF1', { place: 1 }, { winnerOf: 'QF2' }),
    stage('SF2', 'Semi-final 2', 'SF2', { place: 2 }, { winnerOf: 'QF1' }),
    stage('F', 'Final', 'Final', { winnerOf: 'SF1' }, { winnerOf: 'SF2' }),
  ],
  ipl: [
    stage('Q1', 'Qualifier 1', 'Qualifier 1', { place: 1 }, { place: 2 }),
    stage('E', /* message */ 'Eliminator', 'Eliminator', { place: 3 }, { place: 4 }),
    stage('Q2', 'Qualifier 2', 'Qualifier 2', { loserOf: 'Q1' }, { winnerOf: 'E' }),
    stage('F', 'Final', 'Final', { winnerOf: 'Q1' }, { winnerOf: 'Q2' }),
  ],
};

/** How many places of the table a template takes (4 or 6). */
export function knockoutPlaces(template: KnockoutTemplateName): number {
  const places = KNOCKOUT_TEMPLATES[template].flatMap((s) => s.sides.map((side) => ('place' in side ? side.place : 0)));
  return Math.max(...places);
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A placeholder's words: "1st in the table", "Winner QF1", "Loser Qualifier 1". */
export function knockoutLabel(template: KnockoutTemplateName, source: KnockoutSource): string {
  if ('place' in source) return `${ordinal(source.place)} in the table`;
  const code = 'winnerOf' in source ? source.winnerOf : source.loserOf;
  const short = KNOCKOUT_TEMPLATES[template].find((s) => s.code === code)?.short ?? code;
  return `${'winnerOf' in source ? 'Winner' : 'Loser'} ${short}`;
}

/**
 * A knockout match's result as the resolver needs it: `winner` for a win (or an awarded match),
 * `superOverWinner` for a tie a super over decided, neither for a tie or no result (the team
 * placed higher in the table goes through). Team ids throughout.
 */
export interface KnockoutOutcome {
  winner?: string | null;
  superOverWinner?: string | null;
}

export interface ResolvedSide {
  label: string;
  /** The team, once known. */
  teamId: string | null;
}

export interface ResolvedStage {
  code: string;
  name: string;
  sides: [ResolvedSide, ResolvedSide];
  /** Who went through and who went out, once the stage has a result and both its teams are known. */
  winner: string | null;
  loser: string | null;
}

/**
 * Each stage's two teams where known. `standings`: the final table's order (team ids, first
 * first), or null while the league is still being played (then no place is known);
 * `results`: the knockout results recorded so far, by stage code. A result naming a team
 * not in its stage is ignored (its stage stays undecided).
 */
export function resolveKnockouts(
  template: KnockoutTemplateName,
  standings: readonly string[] | null,
  results: Readonly<Record<string, KnockoutOutcome | undefined>>,
): ResolvedStage[] {
  const resolved = new Map<string, ResolvedStage>();
  const rank = (teamId: string) => {
    const at = standings?.indexOf(teamId) ?? -1;
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
  const teamOf = (source: KnockoutSource): string | null => {
    if ('place' in source) return standings?.[source.place - 1] ?? null;
    if ('winnerOf' in source) return resolved.get(source.winnerOf)?.winner ?? null;
    return resolved.get(source.loserOf)?.loser ?? null;
  };
  for (const s of KNOCKOUT_TEMPLATES[template]) {
    const sides = s.sides.map((source) => ({ label: knockoutLabel(template, source), teamId: teamOf(source) })) as [ResolvedSide, ResolvedSide];
    const [a, b] = [sides[0].teamId, sides[1].teamId];
    let winner: string | null = null;
    const outcome = results[s.code];
    if (outcome && a && b) {
      const named = outcome.winner ?? outcome.superOverWinner ?? null;
      if (named === a || named === b) winner = named;
      // No winner: the higher place in the final table goes through.
      else if (named === null) winner = rank(a) <= rank(b) ? a : b;
    }
    const loser = winner === null ? null : winner === a ? b : a;
    resolved.set(s.code, { code: s.code, name: s.name, sides, winner, loser });
  }
  return [...resolved.values()];
}
