/** The paddle `/auction/:id/paddle?token=…`: a team's phone. The lot, its max bid, one tap to raise. */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Button, ErrorBanner, Notice, SkeletonCards } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { AuctionView } from '../contract';
import { useAuction, useAuctionLive, useBid, usePaddleWho } from './queries';
import { Announcer, LiveBadge, StateGate, points, useHeadline } from './shared';
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
  const { t } = useLingui();
  return (
    <div className="auction-paddle">
      {!token ? (
        <ErrorBanner message={t`This page needs the paddle link the auctioneer sent to your team.`} />
      ) : who.isPending ? (
        <SkeletonCards count={2} label={t`Checking the paddle link…`} />
      ) : who.error || !who.data ? (
        <ErrorBanner message={messageOf(who.error, t`This paddle link did not work`)} onRetry={() => void who.refetch()} />
      ) : (
        <StateGate query={query} loading={t`Loading the paddle…`}>
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
  const { t } = useLingui();
  const line = useHeadline(v);
  const maxBid = points(team.maxBid);
  const base = lot ? points(lot.basePrice) : '';
  const next = lot ? points(lot.nextBid) : '';
  const why = !lot
    ? t`Waiting for the next lot`
    : v.status !== 'live'
      ? t`The auction is paused`
      : leads
        ? t`You lead`
        : full
          ? t`Squad is full`
          : over
            ? t`Above your maximum bid of ${maxBid}`
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
          <dt>
            <Trans>Purse left</Trans>
          </dt>
          <dd>{points(team.purseLeft)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Max bid</Trans>
          </dt>
          <dd>{points(team.maxBid)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Squad</Trans>
          </dt>
          <dd>
            {team.squadCount}/{v.squadMax}
          </dd>
        </div>
      </dl>
      <section className="auction-paddle__lot" aria-label={t`Current lot`}>
        {lot ? (
          <>
            <p className="auction-paddle__name">{lot.name}</p>
            <p className="auction-paddle__meta">
              {lot.category}
              {lot.role ? ` · ${lot.role}` : ''} <Trans>· base {base}</Trans>
            </p>
            <p className="auction-paddle__bid">
              {lot.leader ? (
                <>
                  <strong>{points(lot.leader.amount)}</strong> {lot.leader.teamId === teamId ? t`You` : lot.leader.teamName}
                </>
              ) : (
                t`No bids yet`
              )}
            </p>
          </>
        ) : (
          <p className="auction-paddle__name">{line}</p>
        )}
      </section>
      {bid.isError && <Notice tone="error">{messageOf(bid.error, t`The bid did not go through`)}</Notice>}
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
        {lot && canBid ? t`Bid ${next}` : why}
      </Button>
    </>
  );
}
