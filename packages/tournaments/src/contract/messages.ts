/**
 * The spec's messages for tournaments and the match centre (operations spec sections 1-4),
 * written once for every section's schemas and the server's answers. The catalogs key their
 * Hindi by these exact words: change one only together with `hi.po`.
 */

export const MESSAGES = {
  name: 'Tournament name is required',
  season: 'Season is required',
  status: 'Status must be upcoming, active or completed',
  overs: 'Overs per innings must be between 1 and 50',
  ballsPerOver: 'Balls per over must be between 1 and 10',
  playersPerSide: 'Players per side must be between 2 and 11',
  points: 'Points must be whole numbers between 0 and 10',
  rainRule: 'Rain rule must be none, D/L or ARR',
  g50: 'G50 must be a whole number of runs between 1 and 500',
  tournamentNotFound: 'Tournament not found',
  matchNotFound: 'Match not found',
  tournamentInUse: 'This tournament still has fixtures or squads; move or delete them first',
  staleAfter: 'Someone else scored first: reload the latest events and try again',
  eventId: 'Event id must be a UUID',
  eventType: 'Event type is required',
  invalidEvent: 'This event is not valid',
  cricsheet: 'This is not a Cricsheet match file',
  cricsheetTooLarge: 'A Cricsheet file must be at most 5 MB',
  resultType: 'Result must be win, tie, no-result, abandoned or awarded',
  winnerRequired: 'Pick the winning team',
  teamNotInMatch: 'The team must be one of the two teams in this match',
  eventTooLarge: 'An event must be at most 16 KB',
  eventTooDeep: 'This event is not valid: it is nested too deeply',
  logFull: 'This match already has 5,000 events: no more can be added',
  matchCompleted: 'This match is completed: only an admin can change it',
  adminResult: "Only an admin can undo or change an admin's result",
} as const;

export const TEAM_IDS_MESSAGES = {
  list: 'Teams must be a list of team ids',
  teamId: 'Each team id must be a UUID',
  duplicate: 'A team is listed twice',
  tooMany: 'A tournament has at most 64 teams',
  unknown: 'Unknown team',
} as const;
