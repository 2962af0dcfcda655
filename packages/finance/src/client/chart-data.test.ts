import { describe, expect, it } from 'vitest';
import { makeContribution, makeExpense } from '../testing';
import { dailySeries, fundSources } from './chart-data';

const day = (d: number, hour = 10) => new Date(2026, 9, d, hour).toISOString();

describe('finance chart data', () => {
  it('sums per local day, oldest first, with income and net', () => {
    const series = dailySeries(
      [
        makeContribution({ contributorType: 'PLAYER', amountPaise: 150_000, createdAt: day(3) }),
        makeContribution({ contributorType: 'SPONSOR', amountPaise: 1_000_000, createdAt: day(3, 23) }),
        makeContribution({ contributorType: 'PLAYER', amountPaise: 50, createdAt: day(1) }),
      ],
      [makeExpense({ amountPaise: 240_000, createdAt: day(3, 0) }), makeExpense({ amountPaise: 1_000, createdAt: day(2) })],
    );
    expect(series.labels).toEqual(['1 Oct', '2 Oct', '3 Oct']);
    expect(series.player).toEqual([0.5, 0, 1500]);
    expect(series.sponsor).toEqual([0, 0, 10000]);
    expect(series.expense).toEqual([0, 10, 2400]);
    expect(series.income).toEqual([0.5, 0, 11500]);
    expect(series.net).toEqual([0.5, -10, 9100]);
  });

  it('keeps only the last 30 days that have data', () => {
    const rows = Array.from({ length: 35 }, (_, i) => makeExpense({ amountPaise: 100 * (i + 1), createdAt: new Date(2026, 0, 1 + i * 2).toISOString() }));
    const series = dailySeries([], rows);
    expect(series.labels).toHaveLength(30);
    expect(series.expense[0]).toBe(6);
    expect(series.expense.at(-1)).toBe(35);
  });

  it('leaves zero slices out of the fund sources', () => {
    expect(fundSources([makeContribution({ amountPaise: 500 })], [])).toEqual({ labels: ['Players'], values: [5] });
    expect(fundSources([], [])).toEqual({ labels: [], values: [] });
    expect(fundSources([makeContribution({ contributorType: 'SPONSOR', amountPaise: 100 })], [makeExpense({ amountPaise: 250 })])).toEqual({
      labels: ['Sponsors', 'Expenses'],
      values: [1, 2.5],
    });
  });
});
