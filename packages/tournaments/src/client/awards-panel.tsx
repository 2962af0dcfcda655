/**
 * A tournament's awards (part 3 spec 5) as visitors see them: the season awards, the MVP
 * table's top five and the team of the tournament under the points table, and the player of
 * the match on a match page. Names come from `GET /api/tournaments/{id}/awards`, which has
 * already passed them through the visibility rule.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf, useSession } from '@league/core/client';
import { ErrorBanner, Field, Select } from '@league/ui';
import type { AwardPlayer, Awards } from '../awards-contract';
import { tournamentKeys } from './keys';

const useAwards = (id: string) =>
  useQuery({
    queryKey: tournamentKeys.awards(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Awards }>(`/api/tournaments/${encodeURIComponent(id)}/awards`, { signal, fallback: 'Failed to load the awards.' })).data,
  });

const points = (n: number) => `${n} pts`;

/** Each season award: its title and the figure it is decided by. */
const SEASON: Array<[keyof Omit<Awards['season'], 'minMatches'>, string, (p: AwardPlayer) => string]> = [
  ['mostValuable', 'Most valuable player', (p) => points(p.points)],
  ['bestBatter', 'Best batter', (p) => `${p.runs} runs`],
  ['bestBowler', 'Best bowler', (p) => `${p.breakdown.wickets} wickets`],
  ['bestFielder', 'Best fielder', (p) => `${p.breakdown.catches + p.breakdown.stumpings + p.breakdown.runOuts} dismissals`],
  ['mostSixes', 'Most sixes', (p) => `${p.breakdown.sixes} sixes`],
  ['emergingPlayer', 'Emerging player (under 19)', (p) => points(p.points)],
];

/** Under a tournament's table (its heading a `level` below the page's): nothing until a match has been scored. */
export function AwardsPanel({ tournamentId, level = 2 }: { tournamentId: string; level?: 2 | 4 }) {
  const Heading = level === 2 ? 'h2' : 'h4';
  const awards = useAwards(tournamentId);
  if (awards.isError) return <ErrorBanner message={awards.error.message} onRetry={() => void awards.refetch()} />;
  if (!awards.data?.mvp.length) return null;
  const { season, mvp, teamOfTheTournament: team } = awards.data;
  const given = SEASON.filter(([key]) => season[key]);
  return (
    <section className="ui-stack mc-awards" aria-labelledby={`awards-${tournamentId}`}>
      <Heading className="mc-subtitle" id={`awards-${tournamentId}`}>
        Awards
      </Heading>
      {given.length ? (
        <dl className="mc-awards__list">
          {given.map(([key, title, figure]) => (
            <div key={key}>
              <dt className="ui-muted ui-text-sm">{title}</dt>
              <dd>
                {season[key]!.name} <span className="ui-muted">· {figure(season[key]!)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="ui-muted ui-text-sm">Season awards go to players with at least {season.minMatches} matches.</p>
      )}
      <div className="mc-awards__columns">
        <table className="ui-table mc-table">
          <caption className="mc-awards__caption">MVP points</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">M</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {mvp.slice(0, 5).map((row) => (
              <tr key={row.personId ?? row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.matches}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {team.length > 0 && (
          <div>
            <p className="mc-awards__caption">Team of the tournament</p>
            <ol className="mc-awards__team">
              {team.map((p) => (
                <li key={p.personId ?? p.name}>
                  {p.name} <span className="ui-muted ui-text-sm">{p.role}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * On a match page: the organiser's pick, or the scorecard's suggestion. An admin picks from
 * the players named on this scorecard (`names`) or goes back to the suggestion.
 */
export function PlayerOfTheMatch({ tournamentId, matchId, names }: { tournamentId: string; matchId: string; names: string[] }) {
  const awards = useAwards(tournamentId);
  const { isAdmin } = useSession();
  const client = useQueryClient();
  const choose = useMutation({
    mutationFn: (personId: string | null) =>
      api.put(`/api/matches/${encodeURIComponent(matchId)}/player-of-match`, { personId }, { fallback: 'Failed to save the player of the match.' }),
    onSuccess: () => client.invalidateQueries({ queryKey: tournamentKeys.awards(tournamentId) }),
  });
  const pick = awards.data?.playerOfTheMatch.find((p) => p.matchId === matchId);
  if (!pick) return null;
  const who = pick.chosen ?? pick.suggested;
  if (!isAdmin) return <p className="ui-text-sm">Player of the match: {who.name}</p>;
  const players = awards.data!.mvp.filter((p) => p.personId && names.includes(p.name));
  return (
    <Field label="Player of the match" error={choose.isError ? messageOf(choose.error, 'Failed to save the player of the match.') : undefined}>
      <Select value={pick.chosen?.personId ?? ''} disabled={choose.isPending} onChange={(e) => choose.mutate(e.target.value || null)}>
        <option value="">Suggested: {pick.suggested.name}</option>
        {players.map((p) => (
          <option key={p.personId} value={p.personId!}>
            {p.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
