/** The projector `/auction/:id`: the room's big screen, readable from the back of a hall. */
import { useParams } from 'react-router-dom';
import { Avatar } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { AuctionView } from '../contract';
import { useAuction, useAuctionLive } from './queries';
import { Announcer, LiveBadge, StateGate, points, useHeadline } from './shared';
import './auction.css';

export function ProjectorPage() {
  const { id = '' } = useParams();
  const query = useAuction(id);
  const status = useAuctionLive(id, !!query.data);
  const { t } = useLingui();
  return (
    <div className="auction-projector">
      <StateGate query={query} loading={t`Loading the auction…`}>
        {(v) => <Projector v={v} status={status} />}
      </StateGate>
    </div>
  );
}

function Projector({ v, status }: { v: AuctionView; status: ReturnType<typeof useAuctionLive> }) {
  const lot = v.current;
  const { t } = useLingui();
  const line = useHeadline(v);
  const round = lot?.round;
  const base = lot ? points(lot.basePrice) : '';
  const team = v.hammer?.teamName ?? '';
  const price = points(v.hammer?.price ?? 0);
  return (
    <>
      <header className="auction-projector__top">
        <h1>{v.name}</h1>
        <LiveBadge status={status} paused={v.status === 'paused'} />
      </header>
      <Announcer v={v} />
      <div className="auction-projector__body">
        <section className="auction-stage" aria-label={t`Current lot`}>
          {lot ? (
            <>
              <div className="auction-stage__player">
                <Avatar name={lot.name} size={200} decorative />
                <div>
                  <p className="auction-stage__name">{lot.name}</p>
                  <p className="auction-stage__meta">
                    <span className="auction-chip">{lot.category}</span>
                    {lot.role && <span>{lot.role}</span>}
                    {lot.round > 1 && (
                      <span>
                        <Trans>Round {round}</Trans>
                      </span>
                    )}
                  </p>
                  {lot.stats && <p className="auction-stage__stats">{lot.stats}</p>}
                  <p className="auction-stage__base">
                    <Trans>Base price {base}</Trans>
                  </p>
                </div>
              </div>
              <div className="auction-stage__bid" role="group" aria-label={t`Current bid`}>
                <p className="auction-stage__label">{lot.leader ? t`Current bid` : t`Opening bid`}</p>
                <p className="auction-stage__amount">{points(lot.leader?.amount ?? lot.basePrice)}</p>
                <p className="auction-stage__team">{lot.leader ? lot.leader.teamName : t`No bids yet`}</p>
              </div>
            </>
          ) : v.hammer ? (
            <div className={`auction-hammer auction-hammer--${v.hammer.kind}`} role="status">
              <p className="auction-hammer__word">{v.hammer.kind === 'sold' ? t`SOLD` : t`UNSOLD`}</p>
              <p className="auction-hammer__name">{v.hammer.name}</p>
              {v.hammer.kind === 'sold' && (
                <p className="auction-hammer__to">
                  <Trans>
                    to {team} for {price}
                  </Trans>
                </p>
              )}
            </div>
          ) : (
            <p className="auction-stage__waiting">{line}</p>
          )}
        </section>
        <section className="auction-board" aria-labelledby="auction-board-title">
          <h2 id="auction-board-title">
            <Trans>Teams</Trans>
          </h2>
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Team</Trans>
                </th>
                <th scope="col">
                  <Trans>Purse left</Trans>
                </th>
                <th scope="col">
                  <Trans>Squad</Trans>
                </th>
                <th scope="col">
                  <Trans>Max bid</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {v.teams.map((row) => (
                <tr key={row.teamId} className={lot?.leader?.teamId === row.teamId ? 'is-leading' : undefined}>
                  <th scope="row">{row.name}</th>
                  <td>{points(row.purseLeft)}</td>
                  <td>
                    {row.squadCount}/{v.squadMax}
                  </td>
                  <td>{row.squadCount >= v.squadMax ? t`Full` : points(row.maxBid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <footer className="auction-ticker" aria-label={t`Sold so far`}>
        <span className="auction-ticker__title">
          <Trans>Sold</Trans>
        </span>
        {v.sold.length === 0 ? (
          <span className="auction-ticker__empty">
            <Trans>Nobody sold yet</Trans>
          </span>
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
