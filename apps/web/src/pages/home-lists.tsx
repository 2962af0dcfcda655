/**
 * Competing Teams (top six by players) and Player Highlights (top three by runs on this
 * site's scorecards, the ranking /stats shows) on the home page, each with the spec's six
 * placeholders, red banner and empty text.
 */
import { Link } from 'react-router-dom';
import { EmptyState, ErrorBanner, Section, SkeletonCards } from '@league/ui';
import { messageOf } from '@league/core/client';
import { useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { TeamCard, useTopTeams } from '@league/teams/client';
import { PlayerHighlightCard, useTopPlayers } from '@league/players/client';

function More({ to, children }: { to: string; children: string }) {
  const path = useLocalePath();
  return (
    <Link to={path(to)} className="home-more">
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}

export function CompetingTeams() {
  const { t } = useLingui();
  const query = useTopTeams(6);
  return (
    <Section id="competing-teams" title={t`Competing Teams`} actions={<More to="/teams">{t`All teams`}</More>}>
      {query.isPending ? (
        <SkeletonCards count={6} label={t`Loading teams…`} />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, t`Failed to load teams`)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t`No teams yet`} hint={t`Teams appear here once the auction is done.`} />
      ) : (
        <ul className="ui-grid" aria-label={t`Teams with the most players`}>
          {query.data.map((team) => (
            <li key={team._id}>
              <TeamCard team={team} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function PlayerHighlights() {
  const { t } = useLingui();
  const query = useTopPlayers(3);
  return (
    <Section id="player-highlights" title={t`Player Highlights`} actions={<More to="/players">{t`All players`}</More>}>
      {/* Said before the list loads, so nothing moves when it arrives (players' rankingNotes.source). */}
      <p className="home-note">
        <Trans>Runs, strike rates and wickets from this site's scorecards.</Trans>
      </p>
      {query.isPending ? (
        <SkeletonCards count={6} label={t`Loading players…`} />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, t`Failed to load players`)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t`No players yet`} hint={t`Top run-getters show up here after the first matches.`} />
      ) : (
        <ul className="ui-grid" aria-label={t`Top run-getters`}>
          {query.data.map((player) => (
            <PlayerHighlightCard key={player.id} player={player} as="li" />
          ))}
        </ul>
      )}
    </Section>
  );
}
