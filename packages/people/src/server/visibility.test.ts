/** The filter built from the hidden people: what it replaces, and what it leaves alone. */
import { describe, expect, it } from 'vitest';
import { filterSerialised, filterValue } from '@league/core/server';
import { buildFilter } from './visibility';

const filter = buildFilter(
  [
    { id: 'a', placeholder: 'Riverside "Cubs" player 2', names: ['Pranav Das', 'Pranv Das'] },
    { id: 'b', placeholder: 'Hilltop Hawks player 1', names: ['Tara'] },
  ],
  [{ alias: 'Anil Kumbal', name: 'Anil Kumble' }],
);

describe('the names filter', () => {
  it('replaces every known spelling, in any case and spacing, as whole words', () => {
    expect(filter.text('c PRANAV  das b Kumar')).toBe('c Riverside "Cubs" player 2 b Kumar');
    expect(filter.text('Pranv Das, run out')).toBe('Riverside "Cubs" player 2, run out');
    expect(filter.text('Taranath bowled to Tara.')).toBe('Taranath bowled to Hilltop Hawks player 1.');
  });

  it("shows a public person's older spelling as their current name", () => {
    expect(filter.text('Anil Kumbal 5/20')).toBe('Anil Kumble 5/20');
  });

  it('works on values, so JSON stays JSON whatever the placeholder holds', () => {
    const answer = { ok: true, role: 'Player', batter: 'Pranav Das', registry: { 'Pranav Das': 'x1' }, at: null };
    const filtered = filterValue(filter, answer);
    expect(filtered).toEqual({ ok: true, role: 'Player', batter: 'Riverside "Cubs" player 2', registry: { 'Riverside "Cubs" player 2': 'x1' }, at: null });
    // A name written with an escape inside a JSON text is found once parsed.
    const text = JSON.stringify({ line: 'caught by\nPranav Das' });
    expect(JSON.parse(filterSerialised(filter, text, 'application/json'))).toEqual({ line: 'caught by\nRiverside "Cubs" player 2' });
  });

  it('changes nothing when nobody is hidden or renamed', () => {
    expect(buildFilter([], []).empty).toBe(true);
  });
});
