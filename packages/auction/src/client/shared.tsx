/** Pieces every auction screen shares: the live badge, the spoken line, the states. */
import type { ReactNode } from 'react';
import { ErrorBanner, SkeletonCards } from '@league/ui';
import { messageOf } from '@league/core/client';
import type { useLingui as useLinguiRuntime } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';
import { useLingui } from '@league/ui/i18n/macro';
import type { AuctionStatusName, AuctionView } from '../contract';
import type { LiveStatus } from './queries';

/** The page's Lingui instance, as `useLingui()` gives it. */
type I18n = ReturnType<typeof useLinguiRuntime>['i18n'];

export const points = (n: number) => n.toLocaleString('en-IN');

/** An auction's status as its badge says it. */
const STATUS_WORDS = {
  setup: msg`setup`,
  live: msg`live`,
  paused: msg`paused`,
  closed: msg`closed`,
} satisfies Record<AuctionStatusName, ReturnType<typeof msg>>;

export function StatusWord({ status }: { status: AuctionStatusName }) {
  const { i18n } = useLingui();
  return <>{i18n._(STATUS_WORDS[status])}</>;
}

/** One sentence for screen readers and the projector's caption: what just happened. */
export function headline(v: AuctionView, i18n: I18n): string {
  if (v.status === 'setup') return i18n._(msg`The auction has not started yet.`);
  if (v.status === 'closed') return i18n._(msg`The auction is closed.`);
  if (v.current) {
    const top = v.current.leader;
    const player = v.current.name;
    if (top) {
      const team = top.teamName;
      const amount = points(top.amount);
      return i18n._(msg`${team} bid ${amount} for ${player}.`);
    }
    const base = points(v.current.basePrice);
    return i18n._(msg`${player} is up. Base price ${base}.`);
  }
  if (v.hammer?.kind === 'sold') {
    const player = v.hammer.name;
    const team = v.hammer.teamName ?? '';
    const price = points(v.hammer.price ?? 0);
    return i18n._(msg`${player} sold to ${team} for ${price}.`);
  }
  if (v.hammer?.kind === 'unsold') {
    const player = v.hammer.name;
    return i18n._(msg`${player} unsold.`);
  }
  if (v.status === 'paused') return i18n._(msg`The auction is paused.`);
  return i18n._(msg`Waiting for the next lot.`);
}

/** `headline` in the page's language. */
export function useHeadline(v: AuctionView): string {
  const { i18n } = useLingui();
  return headline(v, i18n);
}

export function LiveBadge({ status, paused }: { status: LiveStatus; paused?: boolean }) {
  const { t } = useLingui();
  const text = paused ? t`Paused` : status === 'live' ? t`Live` : status === 'connecting' ? t`Connecting…` : t`Reconnecting…`;
  return (
    <span className={`auction-live auction-live--${paused ? 'paused' : status}`}>
      <span aria-hidden="true" className="auction-live__dot" />
      {text}
    </span>
  );
}

/** Loading and error states of a screen that needs the auction's state first. */
export function StateGate({
  query,
  children,
  loading,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown; data?: AuctionView };
  children: (v: AuctionView) => ReactNode;
  /** What the skeleton says while the state loads ("Loading the console…"). */
  loading: string;
}) {
  const { t } = useLingui();
  if (query.isPending) return <SkeletonCards count={3} label={loading} />;
  if (query.error || !query.data) return <ErrorBanner message={messageOf(query.error, t`Failed to load the auction`)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** The spoken line: polite, so a burst of bids does not interrupt itself. */
export function Announcer({ v }: { v: AuctionView }) {
  const line = useHeadline(v);
  return (
    <p className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
      {line}
    </p>
  );
}
