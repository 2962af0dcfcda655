/**
 * Competing Teams (top six by players) and Player Highlights (top three by runs on this
 * site's scorecards, the ranking /stats shows) on the home page, each with the spec's six
 * placeholders, red banner and empty text.
 */
import { Link } from 'react-router-dom';
import { EmptyState, ErrorBanner, Section, SkeletonCards } from '@league/ui';
import { messageOf } from '@league/core/client';
import { TeamCard, useTopTeams } from '@league/teams/client';
import { PlayerHighlightCard, rankingNotes, useTopPlayers } from '@league/players/client';

function More({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="home-more">
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}

export function CompetingTeams() {
  const query = useTopTeams(6);
  return (
    <Section id="competing-teams" title="Competing Teams" actions={<More to="/teams">All teams</More>}>
      {query.isPending ? (
        <SkeletonCards count={6} label="Loading teams…" />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, 'Failed to load teams')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title="No teams yet" hint="Teams appear here once the auction is done." />
      ) : (
        <ul className="ui-grid" aria-label="Teams with the most players">
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
  const query = useTopPlayers(3);
  return (
    <Section id="player-highlights" title="Player Highlights" actions={<More to="/players">All players</More>}>
      {/* Said before the list loads, so nothing moves when it arrives. */}
      <p className="home-note">{rankingNotes.source}</p>
      {query.isPending ? (
        <SkeletonCards count={6} label="Loading players…" />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, 'Failed to load players')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title="No players yet" hint="Top run-getters show up here after the first matches." />
      ) : (
        <ul className="ui-grid" aria-label="Top run-getters">
          {query.data.map((player) => (
            <PlayerHighlightCard key={player.id} player={player} as="li" />
          ))}
        </ul>
      )}
    </Section>
  );
}
