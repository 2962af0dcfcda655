import type { CSSProperties } from 'react';
import { Card, StatTile, formatRupees } from '@league/ui';
import type { FinanceSummary } from '../contract';

/** Spec 2: the loading card, then five totals; the balance is green at zero or more, red below. */
export function SummaryCards({ summary, loading }: { summary: FinanceSummary; loading: boolean }) {
  if (loading) {
    return (
      <Card role="status" className="fin-loading-card">
        <span className="ui-spinner" aria-hidden="true" /> Loading financial summary…
      </Card>
    );
  }
  const values = {
    players: formatRupees(summary.playerContributions),
    sponsors: formatRupees(summary.sponsorContributions),
    total: formatRupees(summary.totalContributions),
    expenses: formatRupees(summary.totalExpenses),
    balance: formatRupees(summary.balance),
  };
  // One number size for all five tiles (sized for the longest), instead of each tile its own.
  const longest = Math.max(4, ...Object.values(values).map((v) => v.length));
  const style = { '--stat-chars': longest } as CSSProperties;
  return (
    <div className="fin-summary" role="group" aria-label="Financial summary" style={style}>
      <StatTile label="Players Fund" value={<span>{values.players}</span>} tone="primary" />
      <StatTile label="Sponsors Fund" value={<span>{values.sponsors}</span>} tone="accent" />
      <StatTile label="Total Funds" value={<span>{values.total}</span>} tone="info" />
      <StatTile label="Total Expenses" value={<span>{values.expenses}</span>} tone="warn" />
      <StatTile
        label="Balance"
        value={<span>{values.balance}</span>}
        tone={summary.balance >= 0 ? 'ok' : 'error'}
        hint={summary.balance >= 0 ? 'In hand' : 'Overspent'}
        className="fin-balance"
      />
    </div>
  );
}
