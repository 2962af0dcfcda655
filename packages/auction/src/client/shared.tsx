/** Pieces every auction screen shares: the live badge, the spoken line, the states. */
import type { ReactNode } from 'react';
import { ErrorBanner, SkeletonCards } from '@league/ui';
import { messageOf } from '@league/core/client';
import type { AuctionView } from '../contract';
import type { LiveStatus } from './queries';

export const points = (n: number) => n.toLocaleString('en-IN');

/** One sentence for screen readers and the projector's caption: what just happened. */
export function headline(v: AuctionView): string {
  if (v.status === 'setup') return 'The auction has not started yet.';
  if (v.status === 'closed') return 'The auction is closed.';
  if (v.current) {
    const top = v.current.leader;
    return top ? `${top.teamName} bid ${points(top.amount)} for ${v.current.name}.` : `${v.current.name} is up. Base price ${points(v.current.basePrice)}.`;
  }
  if (v.hammer?.kind === 'sold') return `${v.hammer.name} sold to ${v.hammer.teamName} for ${points(v.hammer.price ?? 0)}.`;
  if (v.hammer?.kind === 'unsold') return `${v.hammer.name} unsold.`;
  if (v.status === 'paused') return 'The auction is paused.';
  return 'Waiting for the next lot.';
}

export function LiveBadge({ status, paused }: { status: LiveStatus; paused?: boolean }) {
  const text = paused ? 'Paused' : status === 'live' ? 'Live' : status === 'connecting' ? 'Connecting…' : 'Reconnecting…';
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
  label,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown; data?: AuctionView };
  children: (v: AuctionView) => ReactNode;
  label: string;
}) {
  if (query.isPending) return <SkeletonCards count={3} label={`Loading the ${label}…`} />;
  if (query.error || !query.data) return <ErrorBanner message={messageOf(query.error, 'Failed to load the auction')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** The spoken line: polite, so a burst of bids does not interrupt itself. */
export function Announcer({ v }: { v: AuctionView }) {
  return (
    <p className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
      {headline(v)}
    </p>
  );
}
