import { Link } from 'react-router-dom';
import { useMatches, type Match } from '@league/schedule/client';
import { useNow } from '@league/ui';
import { formatDateTime, formatShortDate } from '@league/ui';
import type { Team } from '../contract';

const plays = (m: Match, team: Team) =>
  m.team1Id === team._id || m.team2Id === team._id || [m.team1, m.team2].some((n) => n.toLowerCase() === team.name.toLowerCase());

const opponent = (m: Match, team: Team) => (m.team1Id === team._id || m.team1.toLowerCase() === team.name.toLowerCase() ? m.team2 : m.team1);

/**
 * The team's next match and its latest results in the popup, so a parent gets there from
 * the team's card in two taps (operations spec 5); each opens its match page.
 */
export function TeamMatches({ team }: { team: Team }) {
  const matches = useMatches();
  const now = useNow();
  if (matches.isPending)
    return (
      <p role="status" className="ui-muted ui-text-sm">
        Loading matches…
      </p>
    );
  if (matches.isError) return <p className="ui-muted ui-text-sm">Matches could not be loaded.</p>;

  const mine = matches.data.filter((m) => plays(m, team));
  const next = mine.find((m) => !m.result && m.status !== 'completed' && new Date(m.matchDate).getTime() >= now - 6 * 3600_000);
  const results = mine
    .filter((m) => m.result)
    .reverse()
    .slice(0, 3);

  return (
    <section aria-labelledby="team-matches-title" className="ui-stack ui-stack--sm team-matches">
      <h3 id="team-matches-title" className="ui-text-sm ui-muted" style={{ margin: 0 }}>
        Matches
      </h3>
      <dl className="team-matches__list">
        <div>
          <dt>Next match</dt>
          <dd>
            {next ? (
              <Link to={`/matches/${encodeURIComponent(next.id)}`}>
                vs {opponent(next, team)}, <time dateTime={next.matchDate}>{formatDateTime(next.matchDate)}</time>
                {next.venue ? `, ${next.venue}` : ''}
              </Link>
            ) : (
              <span className="ui-muted">None scheduled</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Latest results</dt>
          <dd>
            {results.length === 0 ? (
              <span className="ui-muted">No results yet</span>
            ) : (
              <ul className="team-matches__results">
                {results.map((m) => (
                  <li key={m.id}>
                    <Link to={`/matches/${encodeURIComponent(m.id)}`}>
                      vs {opponent(m, team)} ({formatShortDate(m.matchDate)}): {m.result}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <Link to={`/schedule?team=${encodeURIComponent(team._id)}`} className="ui-text-sm">
        All {team.name} matches <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
