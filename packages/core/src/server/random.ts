/**
 * A seeded source of numbers in [0, 1): the same seed gives the same sequence, so demo data
 * is the same league on every start and a generated test names the seed that reproduces it.
 * Not for anything secret (use node:crypto).
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export type Random = () => number;

export function seededRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}
