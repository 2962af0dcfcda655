/** Lazy chart doors and the card every chart sits in (title, loading, empty). */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Card, EmptyState, Skeleton, cx } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';

// One chunk: the four names share the same dynamic import.
const load = () => import('./registration-charts');
export const TimelineChart = lazy(() => load().then((m) => ({ default: m.TimelineChart })));
export const RoleChart = lazy(() => load().then((m) => ({ default: m.RoleChart })));
export const ContactChart = lazy(() => load().then((m) => ({ default: m.ContactChart })));
export const DomainChart = lazy(() => load().then((m) => ({ default: m.DomainChart })));

export interface ChartCardProps {
  title: string;
  /** Nothing to draw: shows "No records" instead of an empty chart. */
  empty: boolean;
  /** The rows are still loading: a placeholder of the chart's height. */
  loading?: boolean;
  height?: number;
  className?: string;
  children: ReactNode;
}

export function ChartCard({ title, empty, loading, height = 280, className, children }: ChartCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const placeholder = (
    <div role="status" aria-busy="true">
      <span className="ui-visually-hidden">
        <Trans>Loading chart…</Trans>
      </span>
      <Skeleton height={height} radius="var(--radius-md)" />
    </div>
  );
  return (
    <Card as="section" aria-labelledby={headingId} className={cx('reg-card', className)}>
      <h2 id={headingId} className="reg-card__title">
        {title}
      </h2>
      <div className="reg-card__body">
        {loading ? (
          placeholder
        ) : empty ? (
          <EmptyState title={t`No records`} icon={null} className="reg-card__empty" />
        ) : (
          <Suspense fallback={placeholder}>{children}</Suspense>
        )}
      </div>
    </Card>
  );
}
