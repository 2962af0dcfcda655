import { expect, it } from 'vitest';
import { careerFiguresKey } from '@league/players/keys';
import { tournamentKeys } from './keys';

// The players package cannot import these keys (tournaments depends on it), so it spells the
// career key itself; the profiles and the Career tab must still share one cache entry.
it("holds the players' copy of the career key equal to the match centre's", () => {
  expect(careerFiguresKey).toEqual(tournamentKeys.career);
});
