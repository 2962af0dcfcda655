/**
 * One player's page `/players/:id` (issue 30): what a visitor may see of them, their record,
 * and Share. Its address is in the sitemap, and its served HTML carries the player's card.
 */
import { useParams } from 'react-router-dom';
import { ButtonLink, EmptyState, ErrorBanner, PageHeader, ShareButton, SkeletonCards, StatTile } from '@league/ui';
import { playerHeadline } from '../contract';
import { usePlayerCard } from './queries';
import './reach.css';

export function PlayerPage() {
  const { id = '' } = useParams();
  const player = usePlayerCard(id);
  const back = (
    <ButtonLink to="/players" variant="secondary">
      All players
    </ButtonLink>
  );

  if (player.isPending) {
    return (
      <div className="ui-page ui-container ui-stack ui-stack--lg">
        <PageHeader title="Player" />
        <SkeletonCards count={2} label="Loading player…" />
      </div>
    );
  }
  if (player.isError) {
    const missing = (player.error as { status?: number }).status === 404;
    return (
      <div className="ui-page ui-container ui-stack ui-stack--lg">
        <PageHeader title={missing ? 'Player not found' : 'Player'} actions={back} />
        {missing ? (
          <EmptyState title="This player is not in the league" hint="They may have been removed, or the link is mistyped." />
        ) : (
          <ErrorBanner message="Failed to load the player" onRetry={() => void player.refetch()} />
        )}
      </div>
    );
  }

  const p = player.data;
  const { batting, bowling, fielding, beforeSite } = p;
  const name = p.jerseyNumber !== null ? `${p.name} #${p.jerseyNumber}` : p.name;
  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        eyebrow="Player"
        title={name}
        subtitle={p.team ?? undefined}
        actions={
          <>
            <ShareButton text={playerHeadline(p)} title={p.name} url={`/players/${encodeURIComponent(p.id)}`} />
            {back}
          </>
        }
      />
      <section aria-labelledby="rp-batting" className="ui-stack">
        <h2 id="rp-batting">Batting</h2>
        <div className="rp-tiles">
          <StatTile label="Matches" value={batting.matches} />
          <StatTile label="Runs" value={batting.runs} tone="accent" />
          <StatTile label="Highest" value={batting.highest} />
          <StatTile label="Average" value={batting.average.toFixed(2)} />
          <StatTile label="Strike rate" value={batting.strikeRate.toFixed(1)} />
        </div>
      </section>
      <section aria-labelledby="rp-bowling" className="ui-stack">
        <h2 id="rp-bowling">Bowling and fielding</h2>
        <div className="rp-tiles">
          <StatTile label="Wickets" value={bowling.wickets} tone="accent" />
          <StatTile label="Best" value={bowling.best} />
          <StatTile label="Economy" value={bowling.economy.toFixed(2)} />
          <StatTile label="Catches" value={fielding.catches} />
          <StatTile label="Stumpings" value={fielding.stumpings} />
          <StatTile label="Run-outs" value={fielding.runouts} />
        </div>
      </section>
      {beforeSite && (
        <section aria-labelledby="rp-before" className="ui-stack">
          <h2 id="rp-before">Before this site</h2>
          <p className="ui-muted">Figures typed into the profile, from before the league scored here. They are not in the site’s rankings.</p>
          <div className="rp-tiles">
            <StatTile label="Matches" value={beforeSite.batting.matches} />
            <StatTile label="Runs" value={beforeSite.batting.runs} />
            <StatTile label="Highest" value={beforeSite.batting.highest} />
            <StatTile label="Wickets" value={beforeSite.bowling.wickets} />
            <StatTile label="Best" value={beforeSite.bowling.best} />
            <StatTile label="Catches" value={beforeSite.fielding.catches} />
          </div>
        </section>
      )}
    </div>
  );
}
