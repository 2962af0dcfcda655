/** The console `/auction/:id/console` (admin): call lots, take bids, sell, mark unsold, undo. */
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@league/ui/i18n';
import { messageOf } from '@league/core/client';
import { Badge, Button, ButtonLink, EmptyState, Field, Notice, PageHeader, Select } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { AuctionView } from '../contract';
import { csvPath, useAuction, useAuctionLive, useBid, useCallLot, useHammer, useSetStatus, useUndo } from './queries';
import { Announcer, LiveBadge, StateGate, StatusWord, points, useHeadline } from './shared';
import './auction.css';

export function ConsolePage() {
  const { id = '' } = useParams();
  const query = useAuction(id);
  const status = useAuctionLive(id, !!query.data, { needsPool: true });
  const { t } = useLingui();
  return (
    <div className="ui-page ui-container auction-console">
      <StateGate query={query} loading={t`Loading the console…`}>
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
  const { t } = useLingui();
  const line = useHeadline(v);
  const name = v.name;
  const base = lot ? points(lot.basePrice) : '';
  const leader = lot?.leader?.teamName;
  const leaderBid = lot?.leader ? points(lot.leader.amount) : '';
  const next = lot ? points(lot.nextBid) : '';
  const soldCount = v.sold.length;
  const unsoldNames = v.unsold.map((u) => u.name).join(', ');

  const callByName = (event: FormEvent) => {
    event.preventDefault();
    reset();
    call.mutate({ name: pick || undefined, lower }, { onSuccess: () => setPick('') });
  };

  return (
    <>
      <PageHeader
        title={t`${name}: console`}
        subtitle={line}
        actions={
          <div className="auction-row">
            <LiveBadge status={status} paused={v.status === 'paused'} />
            <Badge tone={live ? 'ok' : v.status === 'closed' ? 'neutral' : 'warn'}>
              <StatusWord status={v.status} />
            </Badge>
          </div>
        }
      />
      <Announcer v={v} />
      <div className="auction-row auction-row--wrap">
        {v.status === 'setup' && (
          <Button onClick={() => (reset(), setStatus.mutate('live'))}>
            <Trans>Start the auction</Trans>
          </Button>
        )}
        {live && (
          <Button variant="secondary" onClick={() => (reset(), setStatus.mutate('paused'))}>
            <Trans>Pause</Trans>
          </Button>
        )}
        {v.status === 'paused' && (
          <Button onClick={() => (reset(), setStatus.mutate('live'))}>
            <Trans>Resume</Trans>
          </Button>
        )}
        {(live || v.status === 'paused') && (
          <Button variant="danger" disabled={!!lot} onClick={() => (reset(), setStatus.mutate('closed'))}>
            <Trans>Close the auction</Trans>
          </Button>
        )}
        <ButtonLink variant="ghost" to={`/auction/${v._id}`}>
          <Trans>Projector</Trans>
        </ButtonLink>
        <ButtonLink variant="ghost" href={csvPath(v._id)} download>
          <Trans>Squads CSV</Trans>
        </ButtonLink>
        <Link className="auction-link" to="/admin/auctions">
          <Trans>All auctions</Trans>
        </Link>
      </div>
      {failed && <Notice tone="error">{messageOf(failed.error, t`That did not work`)}</Notice>}

      <section className="auction-panel" aria-labelledby="lot-title">
        <h2 id="lot-title">{lot ? `${lot.name} · ${lot.category}${lot.role ? ` · ${lot.role}` : ''}` : t`No lot open`}</h2>
        {lot ? (
          <>
            <p className="auction-panel__bid">
              {lot.leader ? (
                <>
                  <strong>{points(lot.leader.amount)}</strong> {lot.leader.teamName}
                </>
              ) : (
                <Trans>No bids yet · base {base}</Trans>
              )}
            </p>
            <div className="auction-row auction-row--wrap">
              <Button disabled={!live || !lot.leader || busy} onClick={() => (reset(), hammer.mutate({ lotId: lot.lotId, kind: 'sold' }))}>
                {lot.leader ? t`Sell to ${leader} for ${leaderBid}` : t`Sell`}
              </Button>
              <Button variant="secondary" disabled={!live || busy} onClick={() => (reset(), hammer.mutate({ lotId: lot.lotId, kind: 'unsold' }))}>
                <Trans>Unsold</Trans>
              </Button>
            </div>
            <h3>
              <Trans>Bid ladder</Trans>
            </h3>
            <ul className="auction-ladder" aria-label={t`Raise for a team`}>
              {v.teams.map((team) => {
                const leads = lot.leader?.teamId === team.teamId;
                const full = team.squadCount >= v.squadMax;
                const over = lot.nextBid > team.maxBid;
                const left = points(team.purseLeft);
                const maxBid = points(team.maxBid);
                const count = team.squadCount;
                const squadMax = v.squadMax;
                return (
                  <li key={team.teamId}>
                    <span className="auction-ladder__team">
                      {team.name}
                      <small>
                        <Trans>
                          {left} left · max {maxBid} · {count}/{squadMax}
                        </Trans>
                      </small>
                    </span>
                    <Button
                      size="lg"
                      variant={leads ? 'secondary' : 'accent'}
                      disabled={!live || leads || full || over || busy}
                      onClick={() => (reset(), bid.mutate({ lotId: lot.lotId, teamId: team.teamId, amount: lot.nextBid }))}
                    >
                      <span className="ui-visually-hidden">{team.name}, </span>
                      {leads ? t`Leading` : full ? t`Squad is full` : over ? t`Over max` : t`Bid ${next}`}
                    </Button>
                  </li>
                );
              })}
            </ul>
            {lot.bids.length > 0 && (
              <>
                <h3>
                  <Trans>Bids on this lot</Trans>
                </h3>
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
            {v.hammer && <p className="auction-panel__bid">{line}</p>}
            {v.status === 'closed' ? (
              <p>
                <Trans>
                  The squads are on the Teams screen. <a href={csvPath(v._id)}>Download squads and prices (CSV)</a>
                </Trans>
              </p>
            ) : (
              <form className="auction-row auction-row--wrap auction-call" onSubmit={callByName}>
                <Field label={t`Player`} htmlFor="auction-pick" hint={t`Leave on random to call a random player of the current category`}>
                  <Select id="auction-pick" value={pick} onChange={(e) => setPick(e.target.value)} disabled={!live}>
                    <option value="">{t`Random`}</option>
                    {callable.map((p) => (
                      <option key={p.poolId} value={p.name}>
                        {p.name} · {p.category}
                        {p.status === 'unsold' ? ` · ${t`unsold`}` : ''}
                      </option>
                    ))}
                  </Select>
                </Field>
                <label className="auction-check">
                  <input type="checkbox" checked={lower} onChange={(e) => setLower(e.target.checked)} /> <Trans>Re-call unsold one category lower</Trans>
                </label>
                <Button type="submit" disabled={!live || busy || callable.length === 0}>
                  <Trans>Call next lot</Trans>
                </Button>
                <Button type="button" variant="secondary" disabled={!v.canUndo || busy} onClick={() => (reset(), undo.mutate())}>
                  <Trans>Undo last sale</Trans>
                </Button>
              </form>
            )}
            {callable.length === 0 && v.status === 'live' && (
              <EmptyState title={t`Every player has been called`} hint={t`Close the auction to write the squads.`} />
            )}
          </>
        )}
      </section>

      <section className="auction-panel" aria-labelledby="sold-title">
        <h2 id="sold-title">
          <Trans>Sold ({soldCount})</Trans>
        </h2>
        {v.sold.length === 0 ? (
          <p>
            <Trans>Nobody sold yet.</Trans>
          </p>
        ) : (
          <ul className="auction-list">
            {[...v.sold].reverse().map((s) => (
              <li key={s.lotId ?? s.poolId}>
                {s.name} → {s.teamName} · {points(s.price)}
              </li>
            ))}
          </ul>
        )}
        {v.unsold.length > 0 && (
          <p>
            <Trans>Unsold: {unsoldNames}</Trans>
          </p>
        )}
      </section>
    </>
  );
}
