import { describe, expect, it } from 'vitest';
import { matchesTeam, type Team } from './contract';

const team: Team = {
  _id: 't1',
  section: 'Open',
  name: 'Lakeside Lions',
  captain: 'Captain Only',
  players: [{ _id: 'p1', name: 'Squad Member', role: 'Player', playerId: null }],
  tournamentId: null,
};

describe('the teams search (spec 2)', () => {
  it('finds a team by its name, its captain and its players, whatever the case', () => {
    expect(matchesTeam(team, 'LAKESIDE')).toBe(true);
    // The captain is not in the squad here: only the captain field can match.
    expect(matchesTeam(team, 'captain only')).toBe(true);
    expect(matchesTeam(team, 'squad mem')).toBe(true);
    expect(matchesTeam(team, 'someone else')).toBe(false);
  });
});
