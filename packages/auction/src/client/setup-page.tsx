/** Admin `/admin/auctions`: the auctions, a new one, its setup edited before it starts, and each one's start/pause/close and paddle links. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Badge, Button, ButtonLink, EmptyState, ErrorBanner, Notice, PageHeader, Section, SkeletonCards } from '@league/ui';
import { auctionQuery, useAuctions, usePaddles, useRevokePaddle, useRotatePaddle, useSetStatus } from './queries';
import { AuctionForm } from './auction-form';
import './auction.css';

export function AuctionSetupPage() {
  const auctions = useAuctions();
  const [creating, setCreating] = useState(false);
  return (
    <div className="ui-page ui-container auction-setup">
      <PageHeader
        title="Auctions"
        subtitle="Set up the player auction, hand out paddle links, and run it from the console."
        actions={!creating && <Button onClick={() => setCreating(true)}>New auction</Button>}
      />
      {creating && <AuctionForm onDone={() => setCreating(false)} />}
      {auctions.isPending ? (
        <SkeletonCards count={2} label="Loading auctions…" />
      ) : auctions.error ? (
        <ErrorBanner message={messageOf(auctions.error, 'Failed to load auctions')} onRetry={() => void auctions.refetch()} />
      ) : auctions.data.length === 0 ? (
        <EmptyState title="No auctions yet" hint="Create one: its teams, purse and the pool of players." />
      ) : (
        auctions.data.map((a) => (
          <Section
            key={a._id}
            title={a.name}
            actions={<Badge tone={a.status === 'live' ? 'ok' : a.status === 'closed' ? 'neutral' : 'warn'}>{a.status}</Badge>}
          >
            <p>
              {a.teamCount} teams · {a.poolCount} players in the pool
            </p>
            <AuctionControls id={a._id} status={a.status} />
          </Section>
        ))
      )}
    </div>
  );
}

function AuctionControls({ id, status }: { id: string; status: string }) {
  const setStatus = useSetStatus(id);
  const [showLinks, setShowLinks] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <div className="auction-row auction-row--wrap">
        <ButtonLink to={`/auction/${id}/console`}>Console</ButtonLink>
        <ButtonLink variant="secondary" to={`/auction/${id}`}>
          Projector
        </ButtonLink>
        {status === 'setup' && (
          <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
            Edit setup
          </Button>
        )}
        {status === 'setup' && <Button onClick={() => setStatus.mutate('live')}>Start</Button>}
        {status === 'live' && (
          <Button variant="secondary" onClick={() => setStatus.mutate('paused')}>
            Pause
          </Button>
        )}
        {status === 'paused' && <Button onClick={() => setStatus.mutate('live')}>Resume</Button>}
        {(status === 'live' || status === 'paused') && (
          <Button variant="danger" onClick={() => setStatus.mutate('closed')}>
            Close
          </Button>
        )}
        {status !== 'closed' && (
          <Button variant="ghost" aria-expanded={showLinks} onClick={() => setShowLinks((s) => !s)}>
            Paddle links
          </Button>
        )}
      </div>
      {setStatus.isError && <Notice tone="error">{messageOf(setStatus.error, 'Could not change the status')}</Notice>}
      {editing && status === 'setup' && <EditAuction id={id} onDone={() => setEditing(false)} />}
      {showLinks && <PaddleLinks id={id} />}
    </>
  );
}

/** The stored setup, read fresh (the console may have cached an older one), in the form. */
function EditAuction({ id, onDone }: { id: string; onDone: () => void }) {
  const auction = useQuery({ ...auctionQuery(id), staleTime: 0 });
  // The form starts from what it is given: wait for this read, not a cached one.
  if (auction.isFetchedAfterMount && auction.error)
    return <ErrorBanner message={messageOf(auction.error, 'Failed to load the auction')} onRetry={() => void auction.refetch()} />;
  if (!auction.isFetchedAfterMount || !auction.data) return <SkeletonCards count={1} label="Loading the auction…" />;
  return <AuctionForm auction={auction.data} onDone={onDone} />;
}

/** A link is shown once, when made: only its hash is kept, so a lost link is rotated. */
function PaddleLinks({ id }: { id: string }) {
  const paddles = usePaddles(id);
  const rotate = useRotatePaddle(id);
  const revoke = useRevokePaddle(id);
  const [made, setMade] = useState<Record<string, string>>({});
  if (paddles.isPending) return <SkeletonCards count={1} label="Loading paddle links…" />;
  if (paddles.error) return <ErrorBanner message={messageOf(paddles.error, 'Failed to load paddle links')} onRetry={() => void paddles.refetch()} />;
  return (
    <ul className="auction-list auction-paddles">
      {paddles.data.map((p) => (
        <li key={p.teamId}>
          <span>
            <strong>{p.teamName}</strong> {p.active ? 'has a link' : 'no link'}
          </span>
          {made[p.teamId] && (
            <input
              className="ui-input"
              readOnly
              aria-label={`Paddle link for ${p.teamName}`}
              value={`${window.location.origin}${made[p.teamId]}`}
              onFocus={(e) => e.currentTarget.select()}
            />
          )}
          <Button size="sm" onClick={() => rotate.mutate(p.teamId, { onSuccess: (link) => setMade((m) => ({ ...m, [p.teamId]: link.path })) })}>
            {p.active ? 'New link' : 'Make link'}
          </Button>
          {p.active && (
            <Button size="sm" variant="ghost" onClick={() => revoke.mutate(p.teamId, { onSuccess: () => setMade((m) => ({ ...m, [p.teamId]: '' })) })}>
              Revoke
            </Button>
          )}
        </li>
      ))}
      {(rotate.isError || revoke.isError) && (
        <li>
          <Notice tone="error">{messageOf(rotate.error ?? revoke.error, 'That did not work')}</Notice>
        </li>
      )}
      <li>
        <Link className="auction-link" to={`/auction/${id}/console`}>
          Open the console
        </Link>
      </li>
    </ul>
  );
}
