/**
 * The fixture generator's pairing half: the circle method and the seeded random numbers that
 * shuffle it. No dates here, so the bench can time the pairing alone.
 */

export interface RoundRobinRound {
  /** 1-based; a double round robin's second half numbers on from the first. */
  round: number;
  /** [home, away]. */
  pairs: [number, number][];
  /** The team sitting out this round (an odd count), or null. */
  bye: number | null;
}

/**
 * Every round of a single or double round robin between `teamIds`, in the order given (shuffle
 * first for a fair draw). Circle method: the first team stays put while the others turn one place
 * a round, so with an odd count each team meets the empty seat, its bye, exactly once in each half,
 * in the same order both halves: no team sits out twice before every team has sat out once. Home
 * and away alternate within one of each other for every team; the second half swaps them.
 */
export function roundRobinPairs(teamIds: readonly number[], rounds: 1 | 2 = 1): RoundRobinRound[] {
  if (new Set(teamIds).size !== teamIds.length) throw new Error('roundRobinPairs: a team is listed twice');
  if (teamIds.length < 2) return [];
  const seats: (number | null)[] = teamIds.length % 2 ? [...teamIds, null] : [...teamIds];
  const n = seats.length;
  const half: RoundRobinRound[] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    let bye: number | null = null;
    for (let i = 0; i < n / 2; i++) {
      const a = seats[i]!;
      const b = seats[n - 1 - i]!;
      if (a === null || b === null) {
        bye = a ?? b;
        continue;
      }
      // The fixed seat alternates home and away; the others are home in the top row.
      pairs.push(i === 0 && r % 2 === 1 ? [b, a] : [a, b]);
    }
    half.push({ round: r + 1, pairs, bye });
    seats.splice(1, 0, seats.pop()!);
  }
  if (rounds === 1) return half;
  return [...half, ...half.map((h) => ({ round: h.round + half.length, pairs: h.pairs.map(([a, b]): [number, number] => [b, a]), bye: h.bye }))];
}

/** A string's 32-bit hash (FNV-1a): the seed 42 and the seed '42' are the same seed. */
function hashSeed(seed: number | string): number {
  let h = 0x811c9dc5;
  for (const ch of String(seed)) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small and fast; a draw's quality matters far less here than its repeatability. */
export function seededPrng(seed: number | string): () => number {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the given draw; a new array. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
