/** Knockout templates and their placeholders, filled from a final table and the results known. */
import { describe, expect, it } from 'vitest';
import { KNOCKOUT_TEMPLATES, knockoutLabel, knockoutPlaces, resolveKnockouts, type ResolvedStage } from '../src/index';

const TABLE = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Each stage as "code: team v team" with a placeholder's label where the team is unknown. */
const pairs = (stages: ResolvedStage[]) => Object.fromEntries(stages.map((s) => [s.code, s.sides.map((side) => side.teamId ?? side.label).join(' v ')]));

describe('the templates', () => {
  it('name each side by its place or the stage it comes from', () => {
    expect(pairs(resolveKnockouts('semis', null, {}))).toEqual({
      SF1: '1st in the table v 4th in the table',
      SF2: '2nd in the table v 3rd in the table',
      F: 'Winner SF1 v Winner SF2',
    });
    expect(pairs(resolveKnockouts('top6', null, {}))).toEqual({
      QF1: '3rd in the table v 6th in the table',
      QF2: '4th in the table v 5th in the table',
      SF1: '1st in the table v Winner QF2',
      SF2: '2nd in the table v Winner QF1',
      F: 'Winner SF1 v Winner SF2',
    });
    expect(pairs(resolveKnockouts('ipl', null, {}))).toEqual({
      Q1: '1st in the table v 2nd in the table',
      E: '3rd in the table v 4th in the table',
      Q2: 'Loser Qualifier 1 v Winner Eliminator',
      F: 'Winner Qualifier 1 v Winner Qualifier 2',
    });
    expect(KNOCKOUT_TEMPLATES.ipl.map((s) => s.name)).toEqual(['Qualifier 1', 'Eliminator', 'Qualifier 2', 'Final']);
    expect(knockoutLabel('semis', { place: 11 })).toBe('11th in the table');
    expect(knockoutLabel('semis', { place: 22 })).toBe('22nd in the table');
  });

  it('take four or six places of the table', () => {
    expect([knockoutPlaces('semis'), knockoutPlaces('top6'), knockoutPlaces('ipl')]).toEqual([4, 6, 4]);
  });

  it('refer only to stages played before them', () => {
    for (const stages of Object.values(KNOCKOUT_TEMPLATES)) {
      stages.forEach((s, i) => {
        for (const side of s.sides) {
          const from = 'winnerOf' in side ? side.winnerOf : 'loserOf' in side ? side.loserOf : null;
          if (from) expect(stages.findIndex((t) => t.code === from)).toBeLessThan(i);
        }
      });
    }
  });
});

describe('resolveKnockouts', () => {
  it('fills the places from the final table and leaves later stages waiting', () => {
    const stages = resolveKnockouts('semis', TABLE, {});
    expect(pairs(stages)).toEqual({ SF1: 'A v D', SF2: 'B v C', F: 'Winner SF1 v Winner SF2' });
    expect(stages[0]!.sides[0]).toEqual({ label: '1st in the table', teamId: 'A' });
  });

  it('fills the final from the semi-finals, one side at a time', () => {
    expect(pairs(resolveKnockouts('semis', TABLE, { SF2: { winner: 'C' } })).F).toBe('Winner SF1 v C');
    const done = resolveKnockouts('semis', TABLE, { SF1: { winner: 'D' }, SF2: { winner: 'C' }, F: { winner: 'C' } });
    expect(pairs(done).F).toBe('D v C');
    expect(done[2]).toMatchObject({ winner: 'C', loser: 'D' });
  });

  it('sends the loser of Qualifier 1 to Qualifier 2 against the winner of the Eliminator', () => {
    const stages = resolveKnockouts('ipl', TABLE, { Q1: { winner: 'B' }, E: { winner: 'D' } });
    expect(pairs(stages)).toMatchObject({ Q1: 'A v B', E: 'C v D', Q2: 'A v D', F: 'B v Winner Qualifier 2' });
  });

  it('top 6: first meets the winner of 4th v 5th, second the winner of 3rd v 6th', () => {
    const stages = resolveKnockouts('top6', TABLE, { QF1: { winner: 'F' }, QF2: { winner: 'D' } });
    expect(pairs(stages)).toMatchObject({ QF1: 'C v F', QF2: 'D v E', SF1: 'A v D', SF2: 'B v F' });
  });

  it('a tie or no result sends the team placed higher through, unless a super over decided it', () => {
    expect(resolveKnockouts('semis', TABLE, { SF1: {} })[0]).toMatchObject({ winner: 'A', loser: 'D' });
    expect(resolveKnockouts('semis', TABLE, { SF2: { winner: null } })[1]).toMatchObject({ winner: 'B', loser: 'C' });
    expect(resolveKnockouts('semis', TABLE, { SF1: { winner: null, superOverWinner: 'D' } })[0]).toMatchObject({ winner: 'D', loser: 'A' });
    // Qualifier 2's sides are the loser of Q1 (placed 1st or 2nd) and the Eliminator's winner.
    const q2 = resolveKnockouts('ipl', TABLE, { Q1: { winner: 'A' }, E: { winner: 'D' }, Q2: {} })[2];
    expect(q2).toMatchObject({ winner: 'B', loser: 'D' });
  });

  it('ignores a result before its teams are known or naming a team not in the match', () => {
    expect(resolveKnockouts('semis', null, { SF1: { winner: 'A' } })[0]).toMatchObject({ winner: null, loser: null });
    expect(resolveKnockouts('semis', TABLE, { SF1: { winner: 'B' } })[0]).toMatchObject({ winner: null });
    expect(pairs(resolveKnockouts('semis', TABLE, { SF1: { winner: 'B' }, SF2: { winner: 'B' } })).F).toBe('Winner SF1 v B');
  });

  it('leaves a place empty when the table is shorter than the template', () => {
    expect(pairs(resolveKnockouts('top6', ['A', 'B', 'C', 'D', 'E'], {})).QF1).toBe('C v 6th in the table');
  });
});
