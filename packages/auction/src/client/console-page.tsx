/** The console `/auction/:id/console` (admin): call lots, take bids, sell, mark unsold, undo. */
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Badge, Button, ButtonLink, EmptyState, Field, Notice, PageHeader, Select } from '@league/ui';
import type { AuctionView } from '../contract';
import { csvPath, useAuction, useAuctionLive, useBid, useCallLot, useHammer, useSetStatus, useUndo } from './queries';
import { Announcer, LiveBadge, StateGate, headline, points } from './shared';
import './auction.css';

export function ConsolePage() {
  const { id = '' } = useParams();
  const query = useAuction(id);
  const status = useAuctionLive(id, !!query.data, { needsPool: true });
  return (
    <div className="ui-page ui-container auction-console">
      <StateGate query={query} label="console">
        {(v) => <Console v={v} status={status} />}
      </StateGate>
    </div>
  );
}

function Console({ v, status }: { v: AuctionView; status: ReturnType<typeof useAuctionLive> }) {
  const call = useCallLot(v._id);
  const bid = useBid(v._id);
  const hammer = useHammer(v._id);
  const undo = useUndo(v._id);
  const setStatus = useSetStatus(v._id);
  const [pick, setPick] = useState('');
  const [lower, setLower] = useState(false);
  const failed = [call, bid, hammer, undo, setStatus].find((m) => m.isError);
  const busy = [call, bid, hammer, undo, setStatus].some((m) => m.isPending);
  const lot = v.current;
  const live = v.status === 'live';
  const callable = v.pool.filter((p) => p.status === 'unsold' || (p.status === 'waiting' && p.calls === 0));
  const reset = () => [call, bid, hammer, undo, setStatus].forEach((m) => m.reset());

  const callByName = (event: FormEvent) => {
    event.preventDefault();
    reset();
    call.mutate({ name: pick || undefined, lower }, { onSuccess: () => setPick('') });
  };

  return (
    <>
      <PageHeader
        title={`${v.name}: console`}
        subtitle={headline(v)}
        actions={
          <div className="auction-row">
            <LiveBadge status={status} paused={v.status === 'paused'} />
            <Badge tone={live ? 'ok' : v.status === 'closed' ? 'neutral' : 'warn'}>{v.status}</Badge>
          </div>
        }
      />
      <Announcer v={v} />
      <div className="auction-row auction-row--wrap">
        {v.status === 'setup' && <Button onClick={() => (reset(), setStatus.mutate('live'))}>Start the auction</Button>}
        {live && (
          <Button variant="secondary" onClick={() => (reset(), setStatus.mutate('paused'))}>
            Pause
          </Button>
        )}
        {v.status === 'paused' && <Button onClick={() => (reset(), setStatus.mutate('live'))}>Resume</Button>}
        {(live || v.status === 'paused') && (
          <Button variant="danger" disabled={!!lot} onClick={() => (reset(), setStatus.mutate('closed'))}>
            Close the auction
          </Button>
        )}
        <ButtonLink variant="ghost" to={`/auction/${v._id}`}>
          Projector
        </ButtonLink>
        <ButtonLink variant="ghost" href={csvPath(v._id)} download>
          Squads CSV
        </ButtonLink>
        <Link className="auction-link" to="/admin/auctions">
          All auctions
        </Link>
      </div>
      {failed && <Notice tone="error">{messageOf(failed.error, 'That did not work')}</Notice>}

      <section className="auction-panel" aria-labelledby="lot-title">
        <h2 id="lot-title">{lot ? `${lot.name} · ${lot.category}${lot.role ? ` · ${lot.role}` : ''}` : 'No lot open'}</h2>
        {lot ? (
          <>
            <p className="auction-panel__bid">
              {lot.leader ? (
                <>
                  <strong>{points(lot.leader.amount)}</strong> {lot.leader.teamName}
                </>
              ) : (
                <>No bids yet · base {points(lot.basePrice)}</>
              )}
            </p>
            <div className="auction-row auction-row--wrap">
              <Button disabled={!live || !lot.leader || busy} onClick={() => (reset(), hammer.mutate({ lotId: lot.lotId, kind: 'sold' }))}>
                Sell{lot.leader ? ` to ${lot.leader.teamName} for ${points(lot.leader.amount)}` : ''}
              </Button>
              <Button variant="secondary" disabled={!live || busy} onClick={() => (reset(), hammer.mutate({ lotId: lot.lotId, kind: 'unsold' }))}>
                Unsold
              </Button>
            </div>
            <h3>Bid ladder</h3>
            <ul className="auction-ladder" aria-label="Raise for a team">
              {v.teams.map((t) => {
                const leads = lot.leader?.teamId === t.teamId;
                const full = t.squadCount >= v.squadMax;
                const over = lot.nextBid > t.maxBid;
                return (
                  <li key={t.teamId}>
                    <span className="auction-ladder__team">
                      {t.name}
                      <small>
                        {points(t.purseLeft)} left · max {points(t.maxBid)} · {t.squadCount}/{v.squadMax}
                      </small>
                    </span>
                    <Button
                      size="lg"
                      variant={leads ? 'secondary' : 'accent'}
                      disabled={!live || leads || full || over || busy}
                      onClick={() => (reset(), bid.mutate({ lotId: lot.lotId, teamId: t.teamId, amount: lot.nextBid }))}
                    >
                      <span className="ui-visually-hidden">{t.name}, </span>
                      {leads ? 'Leading' : full ? 'Squad is full' : over ? 'Over max' : `Bid ${points(lot.nextBid)}`}
                    </Button>
                  </li>
                );
              })}
            </ul>
            {lot.bids.length > 0 && (
              <>
                <h3>Bids on this lot</h3>
                <ol className="auction-bids" reversed>
                  {[...lot.bids].reverse().map((b, i) => (
                    <li key={`${b.teamId}-${b.amount}-${i}`}>
                      {points(b.amount)} · {b.teamName}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </>
        ) : (
          <>
            {v.hammer && <p className="auction-panel__bid">{headline(v)}</p>}
            {v.status === 'closed' ? (
              <p>
                The squads are on the Teams screen. <a href={csvPath(v._id)}>Download squads and prices (CSV)</a>
              </p>
            ) : (
              <form className="auction-row auction-row--wrap auction-call" onSubmit={callByName}>
                <Field label="Player" htmlFor="auction-pick" hint="Leave on random to call a random player of the current category">
                  <Select id="auction-pick" value={pick} onChange={(e) => setPick(e.target.value)} disabled={!live}>
                    <option value="">Random</option>
                    {callable.map((p) => (
                      <option key={p.poolId} value={p.name}>
                        {p.name} · {p.category}
                        {p.status === 'unsold' ? ' · unsold' : ''}
                      </option>
                    ))}
                  </Select>
                </Field>
                <label className="auction-check">
                  <input type="checkbox" checked={lower} onChange={(e) => setLower(e.target.checked)} /> Re-call unsold one category lower
                </label>
                <Button type="submit" disabled={!live || busy || callable.length === 0}>
                  Call next lot
                </Button>
                <Button type="button" variant="secondary" disabled={!v.canUndo || busy} onClick={() => (reset(), undo.mutate())}>
                  Undo last sale
                </Button>
              </form>
            )}
            {callable.length === 0 && v.status === 'live' && <EmptyState title="Every player has been called" hint="Close the auction to write the squads." />}
          </>
        )}
      </section>

      <section className="auction-panel" aria-labelledby="sold-title">
        <h2 id="sold-title">Sold ({v.sold.length})</h2>
        {v.sold.length === 0 ? (
          <p>Nobody sold yet.</p>
        ) : (
          <ul className="auction-list">
            {[...v.sold].reverse().map((s) => (
              <li key={s.lotId ?? s.poolId}>
                {s.name} → {s.teamName} · {points(s.price)}
              </li>
            ))}
          </ul>
        )}
        {v.unsold.length > 0 && <p>Unsold: {v.unsold.map((u) => u.name).join(', ')}</p>}
      </section>
    </>
  );
}
