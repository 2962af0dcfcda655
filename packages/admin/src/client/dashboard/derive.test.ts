import { describe, expect, it } from 'vitest';
import { clampRefreshSeconds, countdownParts, loginsPerHour, participationShare, searchLogins } from './derive';

describe('loginsPerHour', () => {
  const now = new Date(2026, 10, 21, 14, 25);
  const at = (h: number, m: number) => ({ name: 'A', email: 'a@x', at: new Date(2026, 10, 21, h, m).toISOString() });

  it('counts the last 12 whole hours, the current hour last', () => {
    const { labels, counts } = loginsPerHour([at(14, 1), at(14, 20), at(13, 59), at(3, 0), at(2, 59), at(15, 0)], now);
    expect(labels).toHaveLength(12);
    expect(labels[0]).toBe('03:00');
    expect(labels[11]).toBe('14:00');
    expect(counts[11]).toBe(2);
    expect(counts[10]).toBe(1);
    expect(counts[0]).toBe(1); // 03:00 is in; 02:59 and the future 15:00 are not
    expect(counts.reduce((a, b) => a + b)).toBe(4);
  });

  it('skips unreadable times', () => {
    expect(loginsPerHour([{ name: '', email: '', at: 'nope' }], now).counts.every((c) => c === 0)).toBe(true);
  });
});

describe('searchLogins', () => {
  const list = [
    { name: 'Asha Rao', email: 'asha@league.local' },
    { name: '', email: 'Treasurer@League.local' },
  ];
  it('matches name or email, case-insensitive, trimmed; blank keeps all', () => {
    expect(searchLogins(list, '  asha ')).toEqual([list[0]]);
    expect(searchLogins(list, 'TREASURER')).toEqual([list[1]]);
    expect(searchLogins(list, 'league')).toHaveLength(2);
    expect(searchLogins(list, '   ')).toHaveLength(2);
    expect(searchLogins(list, 'zzz')).toEqual([]);
  });
});

describe('participationShare', () => {
  it('counts each team’s fixtures and keeps the busiest 8, ties by name', () => {
    const teams = 'ABCDEFGHIJ'.split('');
    const matches = teams.flatMap((t, i) => Array.from({ length: 10 - i }, () => ({ team1: t, team2: 'Z' })));
    const share = participationShare(matches);
    expect(share).toHaveLength(8);
    expect(share[0]).toEqual({ team: 'Z', matches: 55 });
    expect(share.slice(1).map((s) => s.team)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(participationShare([{ team1: 'b', team2: 'a' }]).map((s) => s.team)).toEqual(['a', 'b']);
  });
});

describe('countdownParts', () => {
  it('splits the time left and never goes negative', () => {
    const now = 1_000_000;
    expect(countdownParts(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('clampRefreshSeconds', () => {
  it('keeps 15-60 s in 5 s steps', () => {
    expect(clampRefreshSeconds(30)).toBe(30);
    expect(clampRefreshSeconds(17)).toBe(15);
    expect(clampRefreshSeconds(58)).toBe(60);
    expect(clampRefreshSeconds(5)).toBe(15);
    expect(clampRefreshSeconds(600)).toBe(60);
    expect(clampRefreshSeconds(Number.NaN)).toBe(30);
  });
});
