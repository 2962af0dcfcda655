/** A fixture's match setup for the engine: its two teams as named, the tournament's format and rain rule. */
import type { MatchSetup } from '@league/cricket';
import type { matches } from '@league/schedule/schema';
import { DEFAULT_FORMAT, type TournamentRain } from '../contract';

export function setupOf(
  fixture: Pick<typeof matches.$inferSelect, 'team1' | 'team2'>,
  tournament: { format: MatchSetup['format']; rain?: TournamentRain } | null,
): MatchSetup {
  const setup: MatchSetup = { teams: [fixture.team1, fixture.team2], format: tournament?.format ?? DEFAULT_FORMAT };
  const rain = tournament?.rain;
  if (rain && rain.rule !== 'none') setup.rain = { rule: rain.rule, g50: rain.g50 };
  return setup;
}
