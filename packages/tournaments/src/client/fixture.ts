/** A schedule fixture, with the match centre's fields (spec 1). */
import type { Match } from '@league/schedule/client';

export type Fixture = Match;
