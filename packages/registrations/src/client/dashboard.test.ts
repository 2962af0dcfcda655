import { describe, expect, it } from 'vitest';
import { makeRegistration } from '../testing';
import {
  contactMethods,
  dayKey,
  emailDomain,
  filterRows,
  inRange,
  matchesSearch,
  recentRows,
  roleDistribution,
  roleOptions,
  summarise,
  timeline,
  topEmailDomains,
} from './dashboard';

const now = new Date(2026, 10, 21, 12, 0, 0); // 21 Nov 2026, noon local
const NOW = now.getTime();
const row = (daysAgo: number, extra: Parameters<typeof makeRegistration>[0] = {}) => makeRegistration({ now, daysAgo, ...extra });

describe('range filter', () => {
  it('keeps rows within the last N days and drops unparsable timestamps', () => {
    const rows = [row(0.5), row(6.9), row(7.1), row(29), row(31), row(89), row(120), { ...row(1), timestamp: 'garbage' }];
    const count = (range: '7d' | '30d' | '90d' | 'all') => filterRows(rows, { range, role: 'all', search: '' }, NOW).length;
    expect(count('7d')).toBe(2);
    expect(count('30d')).toBe(4);
    expect(count('90d')).toBe(6);
    expect(count('all')).toBe(7);
    expect(inRange({ ...row(1), timestamp: '' }, 'all', NOW)).toBe(false);
  });
});

describe('role and search filters', () => {
  const rows = [
    row(1, { fullName: 'Asha Rao', role: 'Bowler', emailAddress: 'asha@yahoo.co.in', phNo: '+91 98450 12345', gmailId: '' }),
    row(2, { fullName: 'Ravi Kumar', role: 'Batsman', emailAddress: 'ravi@gmail.com', phNo: '9000011111' }),
    row(3, { fullName: 'Kiran', role: '  ', emailAddress: '', phNo: '', gmailId: '' }),
  ];

  it('filters by role, blank roles reading Unspecified', () => {
    expect(filterRows(rows, { range: 'all', role: 'Bowler', search: '' }, NOW).map((r) => r.fullName)).toEqual(['Asha Rao']);
    expect(filterRows(rows, { range: 'all', role: 'Unspecified', search: '' }, NOW).map((r) => r.fullName)).toEqual(['Kiran']);
    expect(roleOptions(rows)).toEqual(['Batsman', 'Bowler', 'Unspecified']);
  });

  it('searches name, email and phone, case-insensitively and by digits', () => {
    expect(matchesSearch(rows[0]!, 'ASHA')).toBe(true);
    expect(matchesSearch(rows[0]!, 'yahoo.co')).toBe(true);
    expect(matchesSearch(rows[0]!, '9845012345')).toBe(true);
    expect(matchesSearch(rows[0]!, '98450 123')).toBe(true);
    expect(matchesSearch(rows[1]!, 'asha')).toBe(false);
    expect(matchesSearch(rows[1]!, '   ')).toBe(true);
    expect(filterRows(rows, { range: 'all', role: 'all', search: 'gmail' }, NOW)).toHaveLength(1);
  });
});

describe('aggregates', () => {
  const rows = [
    row(0.1, { role: 'Bowler', emailAddress: 'a@gmail.com', gmailId: 'a@gmail.com' }),
    row(0.2, { role: 'Bowler', emailAddress: 'b@Yahoo.co.in', gmailId: '', phNo: '' }),
    row(3, { role: 'Batsman', emailAddress: '', gmailId: '' }),
    row(10, { role: '', emailAddress: 'no-at-sign', gmailId: 'c@gmail.com' }),
  ];

  it('summarises the stat cards and KPI tiles', () => {
    expect(summarise(rows, NOW, 30)).toEqual({
      total: 4,
      uniqueRoles: 2,
      phones: 3,
      emails: 3,
      today: 2,
      last7Days: 3,
      dailyAverage: 0.1,
      topRole: { label: 'Bowler', count: 2 },
    });
    expect(summarise([], NOW, 0)).toMatchObject({ total: 0, topRole: null, dailyAverage: 0 });
  });

  it('counts contact methods and top email domains (blank = unknown)', () => {
    expect(contactMethods(rows)).toEqual([
      { label: 'Email', count: 3 },
      { label: 'Phone', count: 3 },
      { label: 'Gmail', count: 2 },
    ]);
    expect(topEmailDomains(rows)).toEqual([
      { label: 'unknown', count: 2 },
      { label: 'gmail.com', count: 1 },
      { label: 'yahoo.co.in', count: 1 },
    ]);
    expect(emailDomain('  ')).toBe('unknown');
    const many = Array.from({ length: 10 }, (_, i) => row(1, { emailAddress: `x@d${i}.in` }));
    expect(topEmailDomains(many)).toHaveLength(8);
  });

  it('gives the role distribution, largest first', () => {
    expect(roleDistribution(rows)).toEqual([
      { label: 'Bowler', count: 2 },
      { label: 'Batsman', count: 1 },
      { label: 'Unspecified', count: 1 },
    ]);
  });

  it('lists the latest 12, newest first', () => {
    const many = Array.from({ length: 20 }, (_, i) => row(i + 0.5, { fullName: `P${i}` }));
    const recent = recentRows([...many].reverse());
    expect(recent).toHaveLength(12);
    expect(recent[0]!.fullName).toBe('P0');
    expect(recent[11]!.fullName).toBe('P11');
  });
});

describe('timeline', () => {
  it('counts per day over the whole range, zeros included, ending today', () => {
    const rows = [row(0), row(0.1), row(2), row(40)];
    const week = timeline(filterRows(rows, { range: '7d', role: 'all', search: '' }, NOW), '7d', NOW);
    expect(week.days).toHaveLength(8);
    expect(week.days.at(-1)).toBe(dayKey(NOW));
    expect(week.counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(week.counts.at(-1)).toBe(2);
    expect(week.labels.at(-1)).toMatch(/21 Nov/);
    const all = timeline(rows, 'all', NOW);
    expect(all.days).toHaveLength(41);
    expect(all.counts[0]).toBe(1);
  });
});
