/**
 * A tournament's awards (part 3 spec 5), from the same scorecards and the same binding of
 * names to people as its statistics (career-binding.ts): every line is relabelled to its
 * person's key, the engine computes MVP points and the awards over those keys (dot balls from
 * the event log's deliveries, relabelled the same way), and the keys become the names the
 * stats page shows. Those names then pass the visibility rule on their way out like any
 * answer, so a hidden child is the stats page's placeholder here too.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound, badRequest, type Executor } from '@league/core/server';
import { computeAwards, effectiveEvents, isDelivery, mvpOrder, type AwardsMatch, type MvpFormula, type PlayerFigures } from '@league/cricket';
import { matches } from '@league/schedule/schema';
import { teamPlayers } from '@league/teams/schema';
import { people, peopleToday } from '@league/people/server';
import { ageOn } from '@league/people/contract';
import { AWARDS_MESSAGES, DEFAULT_MVP_FORMULA, MESSAGES, awardsSchema, type AwardPlayer, type Awards } from '../contract';
import { createBinder, loadScoredCards, relabel, scoredCardColumns, type Binder, type Binding, type ScoredCard } from './career-binding';
import { toLogged } from './log';
import { getTournament, isId } from './repo';
import { matchEvents, matchSummaries } from './schema';

/** Under 19 on the tournament's first day: the emerging player's age rule. */
export const EMERGING_AGE = 19;

interface Seen {
  binding: Binding;
  name: string;
}

/**
 * A dot ball, as the engine counts one (awards.ts in @league/cricket): a legal delivery off
 * which nothing was scored, outside a super over.
 */
const isDot = sql`coalesce((${matchEvents.body}->'runs'->>'total')::int, 0) = 0
  and coalesce((${matchEvents.body}->'extras'->>'wides')::int, 0) = 0
  and coalesce((${matchEvents.body}->'extras'->>'noballs')::int, 0) = 0
  and coalesce((${matchEvents.body}->>'superOver')::boolean, false) = false`;

/**
 * Each match's dot balls per bowler, relabelled as its scorecard lines are. A log without
 * amendments (every import, most scored matches) is counted in the database; one with
 * amendments is replayed here, and the engine counts its deliveries.
 */
async function dotsOf(db: Executor, cards: ScoredCard[], binder: Binder): Promise<Map<string, Pick<AwardsMatch, 'dots' | 'deliveries'>>> {
  const out = new Map<string, Pick<AwardsMatch, 'dots' | 'deliveries'>>();
  if (!cards.length) return out;
  const ids = cards.map((c) => c.id);
  const amended = new Set(
    (
      await db
        .selectDistinct({ matchId: matchEvents.matchId })
        .from(matchEvents)
        .where(and(inArray(matchEvents.matchId, ids), eq(matchEvents.type, 'amend')))
    ).map((r) => r.matchId),
  );
  const plain = ids.filter((id) => !amended.has(id));
  const team = sql<string>`${matchEvents.body}->>'team'`;
  const bowler = sql<string>`${matchEvents.body}->>'bowler'`;
  const counted = plain.length
    ? await db
        .select({ matchId: matchEvents.matchId, team, bowler, dots: sql<number>`count(*)::int` })
        .from(matchEvents)
        .where(and(inArray(matchEvents.matchId, plain), eq(matchEvents.type, 'delivery'), isDot))
        .groupBy(matchEvents.matchId, team, bowler)
    : [];
  const logs = amended.size
    ? await db
        .select({ matchId: matchEvents.matchId, seq: matchEvents.seq, id: matchEvents.id, body: matchEvents.body })
        .from(matchEvents)
        .where(and(inArray(matchEvents.matchId, [...amended]), inArray(matchEvents.type, ['delivery', 'amend'])))
        .orderBy(matchEvents.matchId, matchEvents.seq)
    : [];
  const fieldingOf = (card: ScoredCard, batting: string) => card.scorecard.teams.find((t) => t !== batting) ?? '';
  for (const card of cards) {
    if (amended.has(card.id)) {
      const events = effectiveEvents(logs.filter((r) => r.matchId === card.id).map(toLogged)).filter(isDelivery);
      out.set(card.id, { deliveries: events.map((d) => ({ ...d, bowler: binder.bind(card, fieldingOf(card, d.team), d.bowler).key })) });
      continue;
    }
    const dots = new Map<string, number>();
    for (const row of counted) {
      if (row.matchId !== card.id) continue;
      const key = binder.bind(card, fieldingOf(card, row.team), row.bowler).key;
      dots.set(key, (dots.get(key) ?? 0) + row.dots);
    }
    out.set(card.id, { dots });
  }
  return out;
}

/** Which of these people were under 19 on `day` (no birth date: not known to be). Birth dates stay here. */
async function under19Of(db: Executor, personIds: string[], day: Date): Promise<Map<string, boolean>> {
  if (!personIds.length) return new Map();
  const rows = await db.select({ id: people.id, birthDate: people.birthDate }).from(people).where(inArray(people.id, personIds));
  // A bare year is kept as its 1 January, so it counts as the oldest the person can be: nobody is called under 19 too late.
  return new Map(rows.map((r) => [r.id, r.birthDate ? ageOn(r.birthDate, day) < EMERGING_AGE : false]));
}

export function formulaOf(points: { mvp?: MvpFormula | undefined }): MvpFormula {
  return { ...DEFAULT_MVP_FORMULA, ...points.mvp };
}

/** GET /api/tournaments/{id}/awards. */
export async function readAwards(db: Executor, tournamentId: string): Promise<Awards> {
  const tournament = await getTournament(db, tournamentId);
  const formula = formulaOf(tournament.points);
  const cards = await loadScoredCards(db, tournamentId);
  const binder = await createBinder(db, cards);
  const seen = new Map<string, Seen>();
  const relabelled = cards.map((card) => ({
    id: card.id,
    // Cards come oldest first: the last spelling seen is the current one (as careers.ts).
    scorecard: relabel(card, binder, (binding, _team, name) => seen.set(binding.key, { binding, name })),
  }));
  const dots = await dotsOf(db, cards, binder);
  const personOf = (key: string) => seen.get(key)?.binding.personId ?? null;
  const personIds = [...new Set([...seen.values()].flatMap((s) => (s.binding.personId ? [s.binding.personId] : [])))];
  // The league's calendar day of the first match (ages are by the league's day, as the visibility rule's).
  const under19 = await under19Of(db, personIds, peopleToday(cards[0]?.matchDate));
  const computed = computeAwards(
    relabelled.map((m) => ({ ...m, ...dots.get(m.id) })),
    formula,
    { personOf, under19, finished: tournament.status === 'completed' },
  );

  // The stats page's name for a key: the profile's, else the name the scorecards last gave.
  const nameOf = (key: string) => {
    const s = seen.get(key);
    return s?.binding.profile?.name ?? s?.name ?? key;
  };
  const player = (p: PlayerFigures): AwardPlayer => ({
    name: nameOf(p.name),
    personId: p.personId,
    matches: p.matches,
    points: p.points,
    breakdown: p.breakdown,
    runs: p.runs,
    ballsFaced: p.ballsFaced,
    strikeRate: p.strikeRate,
    ballsBowled: p.ballsBowled,
    runsConceded: p.runsConceded,
    economy: p.economy,
  });
  const maybe = (p: PlayerFigures | null) => (p ? player(p) : null);
  const chosen = await chosenOf(
    db,
    cards.map((c) => c.id),
    seen,
  );
  return awardsSchema.parse({
    formula,
    mvp: computed.mvp
      .map((p) => ({ ...p, name: nameOf(p.name) }))
      .sort(mvpOrder)
      .map(({ name, personId, points, matches: played, breakdown }) => ({ name, personId, points, matches: played, breakdown })),
    playerOfTheMatch: computed.playerOfTheMatch.map(({ matchId, suggested }) => ({
      matchId,
      suggested: { ...suggested, name: nameOf(suggested.name) },
      chosen: chosen.get(matchId) ?? null,
    })),
    season: {
      minMatches: computed.minMatches,
      mostValuable: maybe(computed.season.mostValuable),
      bestBatter: maybe(computed.season.bestBatter),
      bestBowler: maybe(computed.season.bestBowler),
      bestFielder: maybe(computed.season.bestFielder),
      mostSixes: maybe(computed.season.mostSixes),
      emergingPlayer: maybe(computed.season.emergingPlayer),
    },
    teamOfTheTournament: computed.teamOfTheTournament.map((p) => ({ ...player(p), role: p.role })),
  } satisfies Awards);
}

/** The organiser's choices, named as the scorecards name them (else by the person's own name). */
async function chosenOf(db: Executor, matchIds: string[], seen: Map<string, Seen>): Promise<Map<string, { name: string; personId: string }>> {
  if (!matchIds.length) return new Map();
  const rows = await db
    .select({ id: matches.id, personId: matches.playerOfMatchPersonId, name: people.name })
    .from(matches)
    .innerJoin(people, eq(people.id, matches.playerOfMatchPersonId))
    .where(inArray(matches.id, matchIds));
  return new Map(
    rows.map((r) => {
      const line = seen.get(`person:${r.personId}`);
      return [r.id, { personId: r.personId!, name: line?.binding.profile?.name ?? line?.name ?? r.name }];
    }),
  );
}

/**
 * PUT /api/matches/{id}/player-of-match: the organiser's pick, a person on the match's
 * scorecard or in either team's squad; null goes back to the suggestion.
 */
export async function choosePlayerOfMatch(db: Executor, matchId: string, personId: string | null) {
  if (!isId(matchId)) throw notFound(MESSAGES.matchNotFound);
  // The fixture and its scorecard (null before any ball), read as career-binding's ScoredCard.
  const [fixture] = await db
    .select(scoredCardColumns)
    .from(matches)
    .leftJoin(matchSummaries, eq(matchSummaries.matchId, matches.id))
    .where(eq(matches.id, matchId));
  if (!fixture) throw notFound(MESSAGES.matchNotFound);
  let chosen: { name: string; personId: string } | null = null;
  if (personId) {
    chosen = await playerOfThisMatch(db, fixture, personId);
    if (!chosen) throw badRequest(AWARDS_MESSAGES.notInMatch);
  }
  await db.update(matches).set({ playerOfMatchPersonId: personId }).where(eq(matches.id, matchId));
  return { matchId, chosen };
}

async function playerOfThisMatch(
  db: Executor,
  fixture: Omit<ScoredCard, 'scorecard'> & { scorecard: unknown },
  personId: string,
): Promise<{ name: string; personId: string } | null> {
  const [person] = await db.select({ name: people.name }).from(people).where(eq(people.id, personId));
  if (!person) return null;
  // The match's scorecard lines, bound as the awards bind them (its tournament's squads, its file's register).
  if (fixture.scorecard) {
    const card = { ...fixture, scorecard: fixture.scorecard as ScoredCard['scorecard'] };
    const binder = await createBinder(db, [card]);
    let name: string | null = null;
    relabel(card, binder, (binding, _team, typed) => {
      if (binding.personId === personId) name = binding.profile?.name ?? typed;
    });
    if (name) return { name, personId };
  }
  const teamIds = [fixture.team1Id, fixture.team2Id].filter((id): id is string => Boolean(id));
  if (!teamIds.length) return null;
  const [member] = await db
    .select({ personId: teamPlayers.personId })
    .from(teamPlayers)
    .where(and(inArray(teamPlayers.teamId, teamIds), eq(teamPlayers.personId, personId)))
    .limit(1);
  return member ? { name: person.name, personId } : null;
}
