/** The shapes the screens read, from the contract (spec 4): one place to look when it changes. */
export type {
  Tournament,
  TournamentInput,
  Scorecard,
  Innings,
  BattingEntry,
  BowlingEntry,
  StandingsRow,
  StandingsMatch,
  Stats,
  BattingStat,
  BowlingStat,
  FieldingStat,
  ManualResult,
} from '../contract';
