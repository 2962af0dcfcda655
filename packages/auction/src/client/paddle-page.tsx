/** The paddle `/auction/:id/paddle?token=…`: a team's phone. The lot, its max bid, one tap to raise. */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Button, ErrorBanner, Notice, SkeletonCards } from '@league/ui';
import type { AuctionView } from '../contract';
import { useAuction, useAuctionLive, useBid, usePaddleWho } from './queries';
import { Announcer, LiveBadge, StateGate, headline, points } from './shared';
import './auction.css';

const storageKey = (id: string) => `league.paddle.${id}`;

/** The link's token, kept for this tab only and taken out of the address bar. */
function usePaddleToken(id: string): string {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = new URLSearchParams(location.search).get('token') ?? '';
  const [token] = useState(() => fromUrl || sessionStorage.getItem(storageKey(id)) || '');
  useEffect(() => {
    if (!fromUrl) return;
    sessionStorage.setItem(storageKey(id), fromUrl);
    navigate(location.pathname, { replace: true });
  }, [fromUrl, id, location.pathname, navigate]);
  return token;
}

export function PaddlePage() {
  const { id = '' } = useParams();
  const token = usePaddleToken(id);
  const who = usePaddleWho(id, token);
  const query = useAuction(id);
  const status = useAuctionLive(id, !!query.data);
  return (
    <div className="auction-paddle">
      {!token ? (
        <ErrorBanner message="This page needs the paddle link the auctioneer sent to your team." />
      ) : who.isPending ? (
        <SkeletonCards count={2} label="Checking the paddle link…" />
      ) : who.error || !who.data ? (
        <ErrorBanner message={messageOf(who.error, 'This paddle link did not work')} onRetry={() => void who.refetch()} />
      ) : (
        <StateGate query={query} label="paddle">
          {(v) => <Paddle v={v} teamId={who.data.teamId} token={token} status={status} />}
        </StateGate>
      )}
    </div>
  );
}

function Paddle({ v, teamId, token, status }: { v: AuctionView; teamId: string; token: string; status: ReturnType<typeof useAuctionLive> }) {
  const bid = useBid(v._id, token);
  const team = v.teams.find((t) => t.teamId === teamId)!;
  const lot = v.current;
  const leads = !!lot && lot.leader?.teamId === teamId;
  const full = team.squadCount >= v.squadMax;
  const over = !!lot && lot.nextBid > team.maxBid;
  const canBid = v.status === 'live' && !!lot && !leads && !full && !over;
  const why = !lot
    ? 'Waiting for the next lot'
    : v.status !== 'live'
      ? 'The auction is paused'
      : leads
        ? 'You lead'
        : full
          ? 'Squad is full'
          : over
            ? `Above your maximum bid of ${points(team.maxBid)}`
            : null;

  return (
    <>
      <header className="auction-paddle__top">
        <h1>{team.name}</h1>
        <LiveBadge status={status} paused={v.status === 'paused'} />
      </header>
      <Announcer v={v} />
      <dl className="auction-paddle__team">
        <div>
          <dt>Purse left</dt>
          <dd>{points(team.purseLeft)}</dd>
        </div>
        <div>
          <dt>Max bid</dt>
          <dd>{points(team.maxBid)}</dd>
        </div>
        <div>
          <dt>Squad</dt>
          <dd>
            {team.squadCount}/{v.squadMax}
          </dd>
        </div>
      </dl>
      <section className="auction-paddle__lot" aria-label="Current lot">
        {lot ? (
          <>
            <p className="auction-paddle__name">{lot.name}</p>
            <p className="auction-paddle__meta">
              {lot.category}
              {lot.role ? ` · ${lot.role}` : ''} · base {points(lot.basePrice)}
            </p>
            <p className="auction-paddle__bid">
              {lot.leader ? (
                <>
                  <strong>{points(lot.leader.amount)}</strong> {lot.leader.teamId === teamId ? 'You' : lot.leader.teamName}
                </>
              ) : (
                'No bids yet'
              )}
            </p>
          </>
        ) : (
          <p className="auction-paddle__name">{headline(v)}</p>
        )}
      </section>
      {bid.isError && <Notice tone="error">{messageOf(bid.error, 'The bid did not go through')}</Notice>}
      <Button
        size="lg"
        variant="accent"
        block
        className="auction-paddle__raise"
        disabled={!canBid || bid.isPending}
        onClick={() => {
          bid.reset();
          if (lot) bid.mutate({ lotId: lot.lotId, teamId, amount: lot.nextBid });
        }}
      >
        {lot && canBid ? `Bid ${points(lot.nextBid)}` : why}
      </Button>
    </>
  );
}
