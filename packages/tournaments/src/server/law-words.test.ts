/**
 * The scorer's law checks in Hindi (issue 32): the engine's refusal of a ball
 * (`deliveryProblem`, which the log's routes answer as a 400) fills a dismissal's kind into
 * its message ("A batter cannot be caught off a no-ball"). Said with the site's catalogs, as
 * scripts/locales.mjs compiles them from the .po files, the whole message is Hindi, the
 * kind included: no English word is left.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DISMISSAL_KINDS, deliveryProblem, type Delivery } from '@league/cricket';
import { say, wordsOf, type Messages } from '@league/ui/i18n/say';
import { serverWords } from '../../../../scripts/locales.mjs';

let hindi: ReturnType<typeof wordsOf>;
beforeAll(async () => {
  hindi = wordsOf('hi', [(await serverWords('cricket', 'hi')) as Messages]);
});

const ball = (kind: string, change: Partial<Delivery> = {}, out = 'Asha'): Delivery => ({
  batter: 'Asha',
  non_striker: 'Ravi',
  bowler: 'Kiran',
  runs: { batter: 0, extras: 0, total: 0 },
  wickets: [{ player_out: out, kind }],
  ...change,
});
const noBall = { extras: { noballs: 1 }, runs: { batter: 0, extras: 1, total: 1 } };
const wide = { extras: { wides: 1 }, runs: { batter: 0, extras: 1, total: 1 } };

/** Every refusal that names a kind, for every kind that draws it. */
function refusals(): string[] {
  const found = new Set<string>();
  for (const kind of DISMISSAL_KINDS) {
    for (const d of [ball(kind), ball(kind, noBall), ball(kind, wide), ball(kind, {}, 'Ravi')]) {
      const problem = deliveryProblem(d);
      if (problem) found.add(problem);
    }
  }
  return [...found];
}

describe("the engine's law checks, said in Hindi", () => {
  it('refuses a ball with each of its kind-filled messages', () => {
    const said = refusals();
    for (const shape of [
      /^A batter cannot be .+ off a no-ball$/,
      /^A batter cannot be .+ off a wide$/,
      /^Only the striker can be .+$/,
      /^.+ happens between balls, not on one$/,
    ])
      expect(said.some((text) => shape.test(text))).toBe(true);
  });

  it.each(refusals())('says "%s" in Hindi, the dismissal too', (text) => {
    const hindiText = say(hindi, text);
    expect(hindiText).not.toBe(text);
    expect(hindiText).toMatch(/[\u0900-\u097F]/);
    // Names of players are the only Latin a Hindi message may keep; these name none.
    expect(hindiText).not.toMatch(/[A-Za-z]/);
  });
});
