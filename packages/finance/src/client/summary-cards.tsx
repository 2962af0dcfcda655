import type { CSSProperties } from 'react';
import { Card, StatTile, formatRupees } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { FinanceSummary } from '../contract';

interface Values {
  players: string;
  sponsors: string;
  total: string;
  expenses: string;
  balance: string;
}

function Tiles({ values, balance, hidden }: { values: Values; balance: number; hidden?: boolean }) {
  // One number size for all five tiles (sized for the longest), instead of each tile its own.
  const longest = Math.max(4, ...Object.values(values).map((v) => v.length));
  const style = { '--stat-chars': longest } as CSSProperties;
  const { t } = useLingui();
  return (
    <div
      className={hidden ? 'fin-summary fin-summary--held' : 'fin-summary'}
      role={hidden ? undefined : 'group'}
      aria-label={hidden ? undefined : t`Financial summary`}
      aria-hidden={hidden || undefined}
      style={style}
    >
      <StatTile label={t`Players Fund`} value={<span>{values.players}</span>} tone="primary" />
      <StatTile label={t`Sponsors Fund`} value={<span>{values.sponsors}</span>} tone="accent" />
      <StatTile label={t`Total Funds`} value={<span>{values.total}</span>} tone="info" />
      <StatTile label={t`Total Expenses`} value={<span>{values.expenses}</span>} tone="warn" />
      <StatTile
        label={t`Balance`}
        value={<span>{values.balance}</span>}
        tone={balance >= 0 ? 'ok' : 'error'}
        hint={balance >= 0 ? t`In hand` : t`Overspent`}
        className="fin-balance"
      />
    </div>
  );
}

/** Tiles of a typical league's size, drawn invisibly under the loading card to hold the space. */
const HELD: Values = { players: '₹00,000', sponsors: '₹0,00,000', total: '₹0,00,000', expenses: '₹00,000', balance: '₹00,000' };

/**
 * Spec 2: the loading card, then five totals; the balance is green at zero or more, red below.
 * The loading card sits over the space the totals will take, so the forms below do not jump
 * when they arrive.
 */
export function SummaryCards({ summary, loading }: { summary: FinanceSummary; loading: boolean }) {
  if (loading) {
    return (
      <div className="fin-summary-slot">
        <Tiles values={HELD} balance={0} hidden />
        <Card role="status" className="fin-loading-card">
          <span className="ui-spinner" aria-hidden="true" /> <Trans>Loading financial summary…</Trans>
        </Card>
      </div>
    );
  }
  const values = {
    players: formatRupees(summary.playerContributions),
    sponsors: formatRupees(summary.sponsorContributions),
    total: formatRupees(summary.totalContributions),
    expenses: formatRupees(summary.totalExpenses),
    balance: formatRupees(summary.balance),
  };
  return <Tiles values={values} balance={summary.balance} />;
}
