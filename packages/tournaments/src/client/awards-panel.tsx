/**
 * A tournament's awards (part 3 spec 5) as visitors see them: the season awards, the MVP
 * table's top five and the team of the tournament under the points table, and the player of
 * the match on a match page. Names come from `GET /api/tournaments/{id}/awards`, which has
 * already passed them through the visibility rule.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf, useSession } from '@league/core/client';
import { ErrorBanner, Field, Select } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { AwardPlayer, Awards, TEAM_ROLES } from '../awards-contract';
import { tournamentKeys } from './keys';
import type { I18n, Words } from './words';

/** The awards' read; `i18n` words the fallback of a failure in the page's language. */
const useAwards = (id: string, i18n: I18n) =>
  useQuery({
    queryKey: tournamentKeys.awards(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: Awards }>(`/api/tournaments/${encodeURIComponent(id)}/awards`, {
          signal,
          fallback: i18n._(msg`Failed to load the awards.`),
        })
      ).data,
  });

const pointsOf = (points: number) => msg`${points} pts`;

/** A place in the team of the tournament, as the panel writes it. */
const ROLES: Record<(typeof TEAM_ROLES)[number], Words> = {
  'wicket-keeper': msg`wicket-keeper`,
  batter: msg`batter`,
  bowler: msg`bowler`,
  'all-rounder': msg`all-rounder`,
  'next best': msg`next best`,
};

/** Each season award: its title and the figure it is decided by. */
const SEASON: Array<[keyof Omit<Awards['season'], 'minMatches'>, Words, (p: AwardPlayer) => Words]> = [
  ['mostValuable', msg`Most valuable player`, (p) => pointsOf(p.points)],
  ['bestBatter', msg`Best batter`, ({ runs }) => msg`${runs} runs`],
  ['bestBowler', msg`Best bowler`, ({ breakdown: { wickets } }) => msg`${wickets} wickets`],
  [
    'bestFielder',
    msg`Best fielder`,
    ({ breakdown: b }) => {
      const dismissals = b.catches + b.stumpings + b.runOuts;
      return msg`${dismissals} dismissals`;
    },
  ],
  ['mostSixes', msg`Most sixes`, ({ breakdown: { sixes } }) => msg`${sixes} sixes`],
  ['emergingPlayer', msg`Emerging player (under 19)`, (p) => pointsOf(p.points)],
];

/** Under a tournament's table (its heading a `level` below the page's): nothing until a match has been scored. */
export function AwardsPanel({ tournamentId, level = 2 }: { tournamentId: string; level?: 2 | 4 }) {
  const Heading = level === 2 ? 'h2' : 'h4';
  const { i18n } = useLingui();
  const awards = useAwards(tournamentId, i18n);
  if (awards.isError) return <ErrorBanner message={awards.error.message} onRetry={() => void awards.refetch()} />;
  if (!awards.data?.mvp.length) return null;
  const { season, mvp, teamOfTheTournament: team } = awards.data;
  const given = SEASON.filter(([key]) => season[key]);
  const minMatches = season.minMatches;
  return (
    <section className="ui-stack mc-awards" aria-labelledby={`awards-${tournamentId}`}>
      <Heading className="mc-subtitle" id={`awards-${tournamentId}`}>
        <Trans>Awards</Trans>
      </Heading>
      {given.length ? (
        <dl className="mc-awards__list">
          {given.map(([key, title, figure]) => (
            <div key={key}>
              <dt className="ui-muted ui-text-sm">{i18n._(title)}</dt>
              <dd>
                {season[key]!.name} <span className="ui-muted">· {i18n._(figure(season[key]!))}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="ui-muted ui-text-sm">
          <Trans>Season awards go to players with at least {minMatches} matches.</Trans>
        </p>
      )}
      <div className="mc-awards__columns">
        <table className="ui-table mc-table">
          <caption className="mc-awards__caption">
            <Trans>MVP points</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Player</Trans>
              </th>
              <th scope="col">
                <Trans context="matches">M</Trans>
              </th>
              <th scope="col">
                <Trans>Points</Trans>
              </th>
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
            <p className="mc-awards__caption">
              <Trans>Team of the tournament</Trans>
            </p>
            <ol className="mc-awards__team">
              {team.map((p) => (
                <li key={p.personId ?? p.name}>
                  {p.name} <span className="ui-muted ui-text-sm">{ROLES[p.role] ? i18n._(ROLES[p.role]) : p.role}</span>
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
  const { i18n, t } = useLingui();
  const awards = useAwards(tournamentId, i18n);
  const { isAdmin } = useSession();
  const client = useQueryClient();
  const choose = useMutation({
    mutationFn: (personId: string | null) =>
      api.put(`/api/matches/${encodeURIComponent(matchId)}/player-of-match`, { personId }, { fallback: t`Failed to save the player of the match.` }),
    onSuccess: () => client.invalidateQueries({ queryKey: tournamentKeys.awards(tournamentId) }),
  });
  const pick = awards.data?.playerOfTheMatch.find((p) => p.matchId === matchId);
  if (!pick) return null;
  const who = (pick.chosen ?? pick.suggested).name;
  const suggested = pick.suggested.name;
  if (!isAdmin)
    return (
      <p className="ui-text-sm">
        <Trans>Player of the match: {who}</Trans>
      </p>
    );
  const players = awards.data!.mvp.filter((p) => p.personId && names.includes(p.name));
  return (
    <Field label={t`Player of the match`} error={choose.isError ? messageOf(choose.error, t`Failed to save the player of the match.`) : undefined}>
      <Select value={pick.chosen?.personId ?? ''} disabled={choose.isPending} onChange={(e) => choose.mutate(e.target.value || null)}>
        <option value="">{t`Suggested: ${suggested}`}</option>
        {players.map((p) => (
          <option key={p.personId} value={p.personId!}>
            {p.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
