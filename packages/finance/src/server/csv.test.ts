/** Issue 18: the treasurer's exports are safe in a semicolon locale too. */
import { describe, expect, it } from 'vitest';
import { contributionsCsv } from './csv';

describe('finance CSV', () => {
  it('quotes a note holding a semicolon and neutralises a formula at the start of any cell', () => {
    const csv = contributionsCsv([
      {
        pk: 'c1',
        contributorType: 'PLAYER',
        contributorName: '=cmd|"/c calc"!A1',
        amountPaise: 50000,
        note: 'x;=SUM(A1:A9)',
        createdAt: '2026-11-20T09:30:00.000Z',
        updatedAt: '2026-11-20T09:30:00.000Z',
      },
    ]);
    const row = csv.split('\r\n')[1]!;
    // A semicolon locale splits the line at the `;` whatever the quotes: what follows it is text.
    expect(row).toContain(`"x;'=SUM(A1:A9)"`);
    expect(row).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(row.split(',')[4]).toBe('500.00');
  });
});
