import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, PageHeader, Section, Skeleton } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { SummaryCards } from './summary-cards';
import { AddForm } from './add-form';
import { LedgerTable } from './ledger-table';
import { contributionForm, contributionTable } from './contributions';
import { expenseForm, expenseTable } from './expenses';
import { DeletedList } from './deleted-list';
import { reloadAll, useChartRows, useSummary } from './queries';
import './finance.css';

// chart.js only loads here, in its own chunk, after the page itself (quality F1).
const FinanceCharts = lazy(() => import('./finance-charts'));

/** Spec 2: the Finance & Expense Tracker (admin only; the router guards the route). */
export function FinancePage() {
  const client = useQueryClient();
  const { t } = useLingui();
  const { summary, loading, fetching } = useSummary();
  const charts = useChartRows();
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      await reloadAll(client);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg fin-page">
      <PageHeader
        title={t`Finance & Expense Tracker`}
        subtitle={t`Every rupee the league receives and spends. Amounts in Indian rupees.`}
        actions={
          <Button variant="secondary" onClick={() => void refresh()} loading={refreshing || (fetching && !loading)} loadingText={t`Refreshing...`}>
            <Trans>Refresh Summary</Trans>
          </Button>
        }
      />
      <SummaryCards summary={summary} loading={loading} />
      <div className="fin-forms">
        <AddForm kind={contributionForm} />
        <AddForm kind={expenseForm} />
      </div>
      <LedgerTable kind={contributionTable} />
      <LedgerTable kind={expenseTable} />
      <Section id="finance-charts" title={t`Charts`} className="fin-charts-section">
        <p className="ui-muted ui-text-sm">
          <Trans>From the latest 200 contributions and 200 expenses.</Trans>
        </p>
        <Suspense fallback={<Skeleton className="fin-chart-skeleton" />}>
          {charts.data ? (
            <FinanceCharts contributions={charts.data.contributions} expenses={charts.data.expenses} />
          ) : (
            <Skeleton className="fin-chart-skeleton" />
          )}
        </Suspense>
      </Section>
      <DeletedList />
    </div>
  );
}
