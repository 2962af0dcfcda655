/**
 * The scorer's person pickers (part 3 spec 1): search the match's people for one side, and
 * put the one chosen (or a new person made on purpose) into that side's squad, so the name
 * the lineup and balls then carry is that person.
 */
import { ApiError, api } from '@league/core/client';
import type { PersonChoice, PersonOption } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import type { MatchPerson, MatchPersonBody } from '../contract';
import type { I18n } from './ball';

const enc = encodeURIComponent;

/** A person found, with what tells them apart for `team`'s side: this squad, the other side's, their other teams. */
export function optionOf(i18n: I18n, person: MatchPerson, team: string): PersonOption {
  const squad = person.team;
  const side = squad === team ? i18n._(msg`in this squad`) : squad ? i18n._(msg`${squad} squad`) : '';
  return { id: person.personId, name: person.name, detail: [side, ...person.teams].filter(Boolean).join(' · ') || undefined };
}

/** GET /api/matches/{id}/people?q=, as options for `team`'s side. */
export function matchPeopleSearch(i18n: I18n, matchId: string, team: string) {
  return async (q: string, signal?: AbortSignal): Promise<PersonOption[]> => {
    const body = await api.get<{ data: MatchPerson[] }>(`/api/matches/${enc(matchId)}/people?${new URLSearchParams({ q })}`, {
      fallback: i18n._(msg`Could not search`),
      signal,
    });
    return body.data.map((p) => optionOf(i18n, p, team));
  };
}

/** POST /api/matches/{id}/people: the person chosen joins `team`'s squad; answers the name to use. */
export async function joinSquad(i18n: I18n, matchId: string, team: string, choice: PersonChoice): Promise<string> {
  const body: MatchPersonBody = choice.create ? { team, name: choice.name } : { team, personId: choice.personId };
  const answer = await api.post<{ data: { name: string } }>(`/api/matches/${enc(matchId)}/people`, body, {
    fallback: i18n._(msg`Could not add the player`),
  });
  return answer.data.name;
}

/** What to say when a search or a join failed: offline gets words of its own (the balls still queue, people cannot). */
export function failureText(i18n: I18n, error: unknown): string {
  if ((error instanceof ApiError && error.status === 0) || (typeof navigator !== 'undefined' && !navigator.onLine))
    return i18n._(msg`No network: adding someone needs a connection. Choose from the list, or try again when the phone is back online.`);
  return error instanceof Error && error.message ? error.message : i18n._(msg`Could not add the player`);
}
