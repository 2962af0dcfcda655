/**
 * Pure numbers behind the dashboard's cards and charts (spec 2, 5, 9), kept apart from the
 * components so they are tested without a browser.
 */
import type { Leaderboards } from '@league/players/client';

/** Spec 9: the dashboard's limits. */
export const DASHBOARD_LIMITS = {
  recentLogins: 50,
  loginBuckets: 12,
  participationTeams: 8,
  refreshDefaultSeconds: 30,
  refreshMinSeconds: 15,
  refreshMaxSeconds: 60,
  refreshStepSeconds: 5,
  copyFeedbackMs: 1200,
} as const;

const HOUR = 3_600_000;

export interface LoginEntry {
  name: string;
  email: string;
  at: string;
}

/**
 * Logins per hour over the last `buckets` whole hours, the current hour last. Hours are
 * the viewer's local hours (what the admin's own clock shows).
 */
export function loginsPerHour(logins: readonly LoginEntry[], now: Date | number, buckets: number = DASHBOARD_LIMITS.loginBuckets) {
  const top = new Date(now);
  top.setMinutes(0, 0, 0);
  const starts = Array.from({ length: buckets }, (_, i) => top.getTime() - (buckets - 1 - i) * HOUR);
  const counts = starts.map(() => 0);
  for (const login of logins) {
    const at = new Date(login.at).getTime();
    if (Number.isNaN(at)) continue;
    const index = Math.floor((at - starts[0]!) / HOUR);
    if (index >= 0 && index < buckets) counts[index]! += 1;
  }
  const labels = starts.map((start) => {
    const d = new Date(start);
    return `${String(d.getHours()).padStart(2, '0')}:00`;
  });
  return { labels, counts };
}

/** Spec 5: name or email, case-insensitive, trimmed. */
export function searchLogins<T extends { name?: string | null; email?: string | null }>(logins: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...logins];
  return logins.filter((l) => (l.name ?? '').toLowerCase().includes(q) || (l.email ?? '').toLowerCase().includes(q));
}

/**
 * Matches Participation Share: how many fixtures of the schedule each team takes part in,
 * the `n` busiest teams (ties by name).
 */
export function participationShare(matches: ReadonlyArray<{ team1: string; team2: string }>, n: number = DASHBOARD_LIMITS.participationTeams) {
  const counts = new Map<string, number>();
  for (const match of matches) {
    for (const raw of [match.team1, match.team2]) {
      const team = raw.trim();
      if (team) counts.set(team, (counts.get(team) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en', { sensitivity: 'base' }))
    .slice(0, n)
    .map(([team, matchCount]) => ({ team, matches: matchCount }));
}

/** What the dashboard shows when the leaderboards call fails (spec 7: an empty default). */
export const emptyLeaderboards: Leaderboards = {
  topRuns: [],
  topWickets: [],
  topDismissals: [],
  topStrikeRate: [],
  dismissalsMix: { catches: 0, stumpings: 0, runouts: 0 },
  table: [],
};

/** Time left until `target`, split for the countdown (never negative). */
export function countdownParts(target: Date | number | string, now: Date | number) {
  const total = Math.max(0, new Date(target).getTime() - new Date(now).getTime());
  const seconds = Math.floor(total / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** Slider positions: 15, 20, ... 60 seconds. */
export function clampRefreshSeconds(value: number): number {
  const { refreshMinSeconds: min, refreshMaxSeconds: max, refreshStepSeconds: step } = DASHBOARD_LIMITS;
  if (!Number.isFinite(value)) return DASHBOARD_LIMITS.refreshDefaultSeconds;
  const stepped = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, stepped));
}
