/** Admin `/admin/auctions`: the auctions, a new one, its setup edited before it starts, and each one's start/pause/close and paddle links. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@league/ui/i18n';
import { messageOf } from '@league/core/client';
import { Badge, Button, ButtonLink, EmptyState, ErrorBanner, Notice, PageHeader, Section, SkeletonCards } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { AuctionStatusName } from '../contract';
import { auctionQuery, useAuctions, usePaddles, useRevokePaddle, useRotatePaddle, useSetStatus } from './queries';
import { AuctionForm } from './auction-form';
import { StatusWord } from './shared';
import './auction.css';

export function AuctionSetupPage() {
  const auctions = useAuctions();
  const [creating, setCreating] = useState(false);
  const { t } = useLingui();
  return (
    <div className="ui-page ui-container auction-setup">
      <PageHeader
        title={t`Auctions`}
        subtitle={t`Set up the player auction, hand out paddle links, and run it from the console.`}
        actions={
          !creating && (
            <Button onClick={() => setCreating(true)}>
              <Trans>New auction</Trans>
            </Button>
          )
        }
      />
      {creating && <AuctionForm onDone={() => setCreating(false)} />}
      {auctions.isPending ? (
        <SkeletonCards count={2} label={t`Loading auctions…`} />
      ) : auctions.error ? (
        <ErrorBanner message={messageOf(auctions.error, t`Failed to load auctions`)} onRetry={() => void auctions.refetch()} />
      ) : auctions.data.length === 0 ? (
        <EmptyState title={t`No auctions yet`} hint={t`Create one: its teams, purse and the pool of players.`} />
      ) : (
        auctions.data.map((a) => {
          const teamCount = a.teamCount;
          const poolCount = a.poolCount;
          return (
            <Section
              key={a._id}
              title={a.name}
              actions={
                <Badge tone={a.status === 'live' ? 'ok' : a.status === 'closed' ? 'neutral' : 'warn'}>
                  <StatusWord status={a.status} />
                </Badge>
              }
            >
              <p>
                <Trans>
                  {teamCount} teams · {poolCount} players in the pool
                </Trans>
              </p>
              <AuctionControls id={a._id} status={a.status} />
            </Section>
          );
        })
      )}
    </div>
  );
}

function AuctionControls({ id, status }: { id: string; status: AuctionStatusName }) {
  const setStatus = useSetStatus(id);
  const { t } = useLingui();
  const [showLinks, setShowLinks] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <div className="auction-row auction-row--wrap">
        <ButtonLink to={`/auction/${id}/console`}>
          <Trans>Console</Trans>
        </ButtonLink>
        <ButtonLink variant="secondary" to={`/auction/${id}`}>
          <Trans>Projector</Trans>
        </ButtonLink>
        {status === 'setup' && (
          <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
            <Trans>Edit setup</Trans>
          </Button>
        )}
        {status === 'setup' && (
          <Button onClick={() => setStatus.mutate('live')}>
            <Trans>Start</Trans>
          </Button>
        )}
        {status === 'live' && (
          <Button variant="secondary" onClick={() => setStatus.mutate('paused')}>
            <Trans>Pause</Trans>
          </Button>
        )}
        {status === 'paused' && (
          <Button onClick={() => setStatus.mutate('live')}>
            <Trans>Resume</Trans>
          </Button>
        )}
        {(status === 'live' || status === 'paused') && (
          <Button variant="danger" onClick={() => setStatus.mutate('closed')}>
            <Trans>Close</Trans>
          </Button>
        )}
        {status !== 'closed' && (
          <Button variant="ghost" aria-expanded={showLinks} onClick={() => setShowLinks((s) => !s)}>
            <Trans>Paddle links</Trans>
          </Button>
        )}
      </div>
      {setStatus.isError && <Notice tone="error">{messageOf(setStatus.error, t`Could not change the status`)}</Notice>}
      {editing && status === 'setup' && <EditAuction id={id} onDone={() => setEditing(false)} />}
      {showLinks && <PaddleLinks id={id} />}
    </>
  );
}

/** The stored setup, read fresh (the console may have cached an older one), in the form. */
function EditAuction({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useLingui();
  const failed = t`Failed to load the auction`;
  const auction = useQuery({ ...auctionQuery(id, failed), staleTime: 0 });
  // The form starts from what it is given: wait for this read, not a cached one.
  if (auction.isFetchedAfterMount && auction.error) return <ErrorBanner message={messageOf(auction.error, failed)} onRetry={() => void auction.refetch()} />;
  if (!auction.isFetchedAfterMount || !auction.data) return <SkeletonCards count={1} label={t`Loading the auction…`} />;
  return <AuctionForm auction={auction.data} onDone={onDone} />;
}

/** A link is shown once, when made: only its hash is kept, so a lost link is rotated. */
function PaddleLinks({ id }: { id: string }) {
  const paddles = usePaddles(id);
  const rotate = useRotatePaddle(id);
  const revoke = useRevokePaddle(id);
  const [made, setMade] = useState<Record<string, string>>({});
  const { t } = useLingui();
  if (paddles.isPending) return <SkeletonCards count={1} label={t`Loading paddle links…`} />;
  if (paddles.error) return <ErrorBanner message={messageOf(paddles.error, t`Failed to load paddle links`)} onRetry={() => void paddles.refetch()} />;
  return (
    <ul className="auction-list auction-paddles">
      {paddles.data.map((p) => {
        const teamName = p.teamName;
        return (
          <li key={p.teamId}>
            <span>
              <strong>{p.teamName}</strong> {p.active ? t`has a link` : t`no link`}
            </span>
            {made[p.teamId] && (
              <input
                className="ui-input"
                readOnly
                aria-label={t`Paddle link for ${teamName}`}
                value={`${window.location.origin}${made[p.teamId]}`}
                onFocus={(e) => e.currentTarget.select()}
              />
            )}
            <Button size="sm" onClick={() => rotate.mutate(p.teamId, { onSuccess: (link) => setMade((m) => ({ ...m, [p.teamId]: link.path })) })}>
              {p.active ? t`New link` : t`Make link`}
            </Button>
            {p.active && (
              <Button size="sm" variant="ghost" onClick={() => revoke.mutate(p.teamId, { onSuccess: () => setMade((m) => ({ ...m, [p.teamId]: '' })) })}>
                <Trans>Revoke</Trans>
              </Button>
            )}
          </li>
        );
      })}
      {(rotate.isError || revoke.isError) && (
        <li>
          <Notice tone="error">{messageOf(rotate.error ?? revoke.error, t`That did not work`)}</Notice>
        </li>
      )}
      <li>
        <Link className="auction-link" to={`/auction/${id}/console`}>
          <Trans>Open the console</Trans>
        </Link>
      </li>
    </ul>
  );
}
