/**
 * One player's page `/players/:id` (issue 30): what a visitor may see of them, their record,
 * and Share. Its address is in the sitemap, and its served HTML carries the player's card.
 */
import { useParams } from 'react-router-dom';
import { ButtonLink, EmptyState, ErrorBanner, PageHeader, ShareButton, SkeletonCards, StatTile } from '@league/ui';
import { plural } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { usePlayerCard } from './queries';
import './reach.css';

export function PlayerPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const player = usePlayerCard(id);
  const back = (
    <ButtonLink to="/players" variant="secondary">
      <Trans>All players</Trans>
    </ButtonLink>
  );

  if (player.isPending) {
    return (
      <div className="ui-page ui-container ui-stack ui-stack--lg">
        <PageHeader title={t`Player`} />
        <SkeletonCards count={2} label={t`Loading player…`} />
      </div>
    );
  }
  if (player.isError) {
    const missing = (player.error as { status?: number }).status === 404;
    return (
      <div className="ui-page ui-container ui-stack ui-stack--lg">
        <PageHeader title={missing ? t`Player not found` : t`Player`} actions={back} />
        {missing ? (
          <EmptyState title={t`This player is not in the league`} hint={t`They may have been removed, or the link is mistyped.`} />
        ) : (
          <ErrorBanner message={t`Failed to load the player`} onRetry={() => void player.refetch()} />
        )}
      </div>
    );
  }

  const p = player.data;
  const { batting, bowling, fielding, beforeSite } = p;
  const name = p.jerseyNumber !== null ? `${p.name} #${p.jerseyNumber}` : p.name;
  // The share text: contract's playerHeadline ("Kabir Arora: 212 runs, 1 wicket"), in the page's language.
  const playerName = p.name;
  const headline = t`${playerName}: ${plural(batting.runs, { one: '# run', other: '# runs' })}, ${plural(bowling.wickets, { one: '# wicket', other: '# wickets' })}`;
  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        eyebrow={t`Player`}
        title={name}
        subtitle={p.team ?? undefined}
        actions={
          <>
            <ShareButton text={headline} title={p.name} url={`/players/${encodeURIComponent(p.id)}`} />
            {back}
          </>
        }
      />
      <section aria-labelledby="rp-batting" className="ui-stack">
        <h2 id="rp-batting">
          <Trans>Batting</Trans>
        </h2>
        <div className="rp-tiles">
          <StatTile label={t`Matches`} value={batting.matches} />
          <StatTile label={t`Runs`} value={batting.runs} tone="accent" />
          <StatTile label={t`Highest`} value={batting.highest} />
          <StatTile label={t`Average`} value={batting.average.toFixed(2)} />
          <StatTile label={t`Strike rate`} value={batting.strikeRate.toFixed(1)} />
        </div>
      </section>
      <section aria-labelledby="rp-bowling" className="ui-stack">
        <h2 id="rp-bowling">
          <Trans>Bowling and fielding</Trans>
        </h2>
        <div className="rp-tiles">
          <StatTile label={t`Wickets`} value={bowling.wickets} tone="accent" />
          <StatTile label={t`Best`} value={bowling.best} />
          <StatTile label={t`Economy`} value={bowling.economy.toFixed(2)} />
          <StatTile label={t`Catches`} value={fielding.catches} />
          <StatTile label={t`Stumpings`} value={fielding.stumpings} />
          <StatTile label={t`Run-outs`} value={fielding.runouts} />
        </div>
      </section>
      {beforeSite && (
        <section aria-labelledby="rp-before" className="ui-stack">
          <h2 id="rp-before">
            <Trans>Before this site</Trans>
          </h2>
          <p className="ui-muted">
            <Trans>Figures typed into the profile, from before the league scored here. They are not in the site’s rankings.</Trans>
          </p>
          <div className="rp-tiles">
            <StatTile label={t`Matches`} value={beforeSite.batting.matches} />
            <StatTile label={t`Runs`} value={beforeSite.batting.runs} />
            <StatTile label={t`Highest`} value={beforeSite.batting.highest} />
            <StatTile label={t`Wickets`} value={beforeSite.bowling.wickets} />
            <StatTile label={t`Best`} value={beforeSite.bowling.best} />
            <StatTile label={t`Catches`} value={beforeSite.fielding.catches} />
          </div>
        </section>
      )}
    </div>
  );
}
