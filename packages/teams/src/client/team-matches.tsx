import { Link, say } from '@league/ui/i18n';
import { useMatches, type Match } from '@league/schedule/client';
import { useNow } from '@league/ui';
import { formatDateTime, formatShortDate } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Team } from '../contract';

const plays = (m: Match, team: Team) =>
  m.team1Id === team._id || m.team2Id === team._id || [m.team1, m.team2].some((n) => n.toLowerCase() === team.name.toLowerCase());

const opponent = (m: Match, team: Team) => (m.team1Id === team._id || m.team1.toLowerCase() === team.name.toLowerCase() ? m.team2 : m.team1);

/**
 * The team's next match and its latest results in the popup, so a parent gets there from
 * the team's card in two taps (operations spec 5); each opens its match page.
 */
export function TeamMatches({ team }: { team: Team }) {
  const { i18n } = useLingui();
  const matches = useMatches();
  const now = useNow();
  if (matches.isPending)
    return (
      <p role="status" className="ui-muted ui-text-sm">
        <Trans>Loading matches…</Trans>
      </p>
    );
  if (matches.isError)
    return (
      <p className="ui-muted ui-text-sm">
        <Trans>Matches could not be loaded.</Trans>
      </p>
    );

  const mine = matches.data.filter((m) => plays(m, team));
  const next = mine.find((m) => !m.result && m.status !== 'completed' && new Date(m.matchDate).getTime() >= now - 6 * 3600_000);
  const results = mine
    .filter((m) => m.result)
    .reverse()
    .slice(0, 3);
  const nextOpponent = next ? opponent(next, team) : '';
  const nextWhen = next ? formatDateTime(next.matchDate) : '';
  const teamName = team.name;

  return (
    <section aria-labelledby="team-matches-title" className="ui-stack ui-stack--sm team-matches">
      <h3 id="team-matches-title" className="ui-text-sm ui-muted" style={{ margin: 0 }}>
        <Trans>Matches</Trans>
      </h3>
      <dl className="team-matches__list">
        <div>
          <dt>
            <Trans>Next match</Trans>
          </dt>
          <dd>
            {next ? (
              <Link to={`/matches/${encodeURIComponent(next.id)}`}>
                <Trans>
                  vs {nextOpponent}, <time dateTime={next.matchDate}>{nextWhen}</time>
                </Trans>
                {next.venue ? `, ${next.venue}` : ''}
              </Link>
            ) : (
              <span className="ui-muted">
                <Trans>None scheduled</Trans>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Latest results</Trans>
          </dt>
          <dd>
            {results.length === 0 ? (
              <span className="ui-muted">
                <Trans>No results yet</Trans>
              </span>
            ) : (
              <ul className="team-matches__results">
                {results.map((m) => {
                  const other = opponent(m, team);
                  const day = formatShortDate(m.matchDate);
                  const result = say(i18n, m.result ?? '');
                  return (
                    <li key={m.id}>
                      <Link to={`/matches/${encodeURIComponent(m.id)}`}>
                        <Trans>
                          vs {other} ({day}): {result}
                        </Trans>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <Link to={`/schedule?team=${encodeURIComponent(team._id)}`} className="ui-text-sm">
        <Trans>
          All {teamName} matches <span aria-hidden="true">→</span>
        </Trans>
      </Link>
    </section>
  );
}
