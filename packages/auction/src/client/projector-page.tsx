/** The projector `/auction/:id`: the room's big screen, readable from the back of a hall. */
import { useParams } from 'react-router-dom';
import { Avatar } from '@league/ui';
import type { AuctionView } from '../contract';
import { useAuction, useAuctionLive } from './queries';
import { Announcer, LiveBadge, StateGate, headline, points } from './shared';
import './auction.css';

export function ProjectorPage() {
  const { id = '' } = useParams();
  const query = useAuction(id);
  const status = useAuctionLive(id, !!query.data);
  return (
    <div className="auction-projector">
      <StateGate query={query} label="auction">
        {(v) => <Projector v={v} status={status} />}
      </StateGate>
    </div>
  );
}

function Projector({ v, status }: { v: AuctionView; status: ReturnType<typeof useAuctionLive> }) {
  const lot = v.current;
  return (
    <>
      <header className="auction-projector__top">
        <h1>{v.name}</h1>
        <LiveBadge status={status} paused={v.status === 'paused'} />
      </header>
      <Announcer v={v} />
      <div className="auction-projector__body">
        <section className="auction-stage" aria-label="Current lot">
          {lot ? (
            <>
              <div className="auction-stage__player">
                <Avatar name={lot.name} size={200} decorative />
                <div>
                  <p className="auction-stage__name">{lot.name}</p>
                  <p className="auction-stage__meta">
                    <span className="auction-chip">{lot.category}</span>
                    {lot.role && <span>{lot.role}</span>}
                    {lot.round > 1 && <span>Round {lot.round}</span>}
                  </p>
                  {lot.stats && <p className="auction-stage__stats">{lot.stats}</p>}
                  <p className="auction-stage__base">Base price {points(lot.basePrice)}</p>
                </div>
              </div>
              <div className="auction-stage__bid" role="group" aria-label="Current bid">
                <p className="auction-stage__label">{lot.leader ? 'Current bid' : 'Opening bid'}</p>
                <p className="auction-stage__amount">{points(lot.leader?.amount ?? lot.basePrice)}</p>
                <p className="auction-stage__team">{lot.leader ? lot.leader.teamName : 'No bids yet'}</p>
              </div>
            </>
          ) : v.hammer ? (
            <div className={`auction-hammer auction-hammer--${v.hammer.kind}`} role="status">
              <p className="auction-hammer__word">{v.hammer.kind === 'sold' ? 'SOLD' : 'UNSOLD'}</p>
              <p className="auction-hammer__name">{v.hammer.name}</p>
              {v.hammer.kind === 'sold' && (
                <p className="auction-hammer__to">
                  to {v.hammer.teamName} for {points(v.hammer.price ?? 0)}
                </p>
              )}
            </div>
          ) : (
            <p className="auction-stage__waiting">{headline(v)}</p>
          )}
        </section>
        <section className="auction-board" aria-labelledby="auction-board-title">
          <h2 id="auction-board-title">Teams</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Team</th>
                <th scope="col">Purse left</th>
                <th scope="col">Squad</th>
                <th scope="col">Max bid</th>
              </tr>
            </thead>
            <tbody>
              {v.teams.map((t) => (
                <tr key={t.teamId} className={lot?.leader?.teamId === t.teamId ? 'is-leading' : undefined}>
                  <th scope="row">{t.name}</th>
                  <td>{points(t.purseLeft)}</td>
                  <td>
                    {t.squadCount}/{v.squadMax}
                  </td>
                  <td>{t.squadCount >= v.squadMax ? 'Full' : points(t.maxBid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <footer className="auction-ticker" aria-label="Sold so far">
        <span className="auction-ticker__title">Sold</span>
        {v.sold.length === 0 ? (
          <span className="auction-ticker__empty">Nobody sold yet</span>
        ) : (
          <ol>
            {[...v.sold]
              .reverse()
              .slice(0, 8)
              .map((s) => (
                <li key={s.lotId ?? s.poolId}>
                  <strong>{s.name}</strong> {s.teamName} · {points(s.price)}
                </li>
              ))}
          </ol>
        )}
      </footer>
    </>
  );
}
