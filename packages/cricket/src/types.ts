/** The scorecard of spec section 4 (the server adds matchId, tournamentId and playerIds). */
export interface BattingEntry {
  name: string;
  playerId?: string;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  strikeRate: number | null;
  out: boolean;
  dismissal: string;
  /** The Cricsheet kind ("caught", "run out", ...), or "not out". */
  howOut: string;
  bowler?: string;
  fielders?: string[];
}

export interface BowlingEntry {
  name: string;
  playerId?: string;
  overs: string;
  balls: number;
  maidens: number;
  runs: number;
  wickets: number;
  wides: number;
  noballs: number;
  economy: number | null;
}

export interface FallOfWicket {
  wicket: number;
  runs: number;
  over: string;
  batter: string;
}

export interface OverSummary {
  /** 1-based over number, as on a Manhattan chart. */
  over: number;
  runs: number;
  wickets: number;
  legalBalls: number;
  bowler: string;
}

export interface ExtrasBreakdown {
  wides: number;
  noballs: number;
  byes: number;
  legbyes: number;
  penalty: number;
  total: number;
}

export interface InningsCard {
  index: number;
  team: string;
  superOver: boolean;
  runs: number;
  wickets: number;
  /** Balls counted by over index (an umpire's 5- or 7-ball over is one over). */
  balls: number;
  /** Legal deliveries actually bowled. */
  legalBalls: number;
  overs: string;
  /** The overs this innings was allotted (after any reduction). */
  quotaOvers: number;
  /** The same quota in balls (a revised target may be "15.4" overs). */
  quotaBalls: number;
  extras: ExtrasBreakdown;
  /** The chase's target; `method` when a rain rule revised it during the match ("D/L"). */
  target?: { runs: number; overs: number; method?: string; working?: string[] };
  allOut: boolean;
  absentHurt: string[];
  closed: boolean;
  batting: BattingEntry[];
  bowling: BowlingEntry[];
  fallOfWickets: FallOfWicket[];
  oversSummary: OverSummary[];
}

export interface MatchResult {
  type: 'win' | 'tie' | 'no-result' | 'abandoned';
  winner?: string;
  by?: { runs?: number; wickets?: number };
  method?: string;
  superOverWinner?: string;
  parScore?: number;
  text: string;
}

export interface Scorecard {
  status: 'scheduled' | 'live' | 'completed' | 'abandoned';
  teams: [string, string];
  ballsPerOver: number;
  toss?: { winner: string; decision: 'bat' | 'field' };
  /** Absent while the match is scheduled or live. */
  result?: MatchResult;
  innings: InningsCard[];
}
