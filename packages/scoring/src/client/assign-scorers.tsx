/**
 * On `/admin/scorers`: an admin picks a match and ticks who may score it (PUT
 * /api/matches/{id}/scorers). A scorer sees and scores only the matches assigned to them, so
 * without this nobody but an admin could score after the assignment rule came in.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf, messageOf } from '@league/core/client';
import { Button, EmptyState, ErrorBanner, Field, Notice, Select, SkeletonCards, formatDateTime } from '@league/ui';
import type { Assignment, Scorer, ScorerMatch } from '../contract';
import { scoringKeys } from './queries';

export function AssignScorers({ scorers }: { scorers: Scorer[] }) {
  const client = useQueryClient();
  // An admin's "my matches" is every scheduled or live match.
  const matches = useQuery({
    queryKey: scoringKeys.assignable,
    queryFn: async ({ signal }) => listOf<ScorerMatch>(await api.get('/api/scorer/matches', { signal, fallback: 'Failed to load matches.' })),
  });
  const [matchId, setMatchId] = useState('');
  const assignment = useQuery({
    queryKey: scoringKeys.assignment(matchId),
    enabled: matchId !== '',
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Assignment }>(`/api/matches/${encodeURIComponent(matchId)}/scorers`, { signal, fallback: 'Failed to load the assigned scorers.' }))
        .data,
  });
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setTicked(new Set(assignment.data?.emails ?? []));
  }, [assignment.data]);
  const save = useMutation({
    mutationFn: (emails: string[]) =>
      api.put<{ data: Assignment }>(`/api/matches/${encodeURIComponent(matchId)}/scorers`, { emails }, { fallback: 'Could not assign the scorers.' }),
    onSuccess: (answer) => {
      client.setQueryData(scoringKeys.assignment(matchId), answer.data);
      setSaved(true);
    },
  });
  const toggle = (email: string, on: boolean) => {
    setSaved(false);
    setTicked((old) => {
      const next = new Set(old);
      if (on) next.add(email);
      else next.delete(email);
      return next;
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate([...ticked]);
  };
  const pick = (id: string) => {
    setMatchId(id);
    setSaved(false);
    save.reset();
  };

  const chosen = matches.data?.find((m) => m.id === matchId);
  // Someone assigned before being removed as a scorer stays listed, so saving keeps or drops them knowingly.
  const emails = [...new Set([...scorers.map((s) => s.email), ...(assignment.data?.emails ?? [])])];
  const nameOf = (email: string) => scorers.find((s) => s.email === email)?.name;

  return (
    <section className="sc-panel" aria-labelledby="sc-assign">
      <h2 id="sc-assign">Assign scorers to a match</h2>
      {matches.isPending ? (
        <SkeletonCards count={1} />
      ) : matches.isError ? (
        <ErrorBanner message={matches.error.message} onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <EmptyState title="No matches to score" hint="Scheduled and live matches appear here once they are on the schedule." />
      ) : (
        <form onSubmit={submit} noValidate>
          <Field label="Match">
            <Select value={matchId} onChange={(e) => pick(e.target.value)}>
              <option value="">Choose a match</option>
              {matches.data.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.team1} v {m.team2}, {formatDateTime(m.matchDate)}
                </option>
              ))}
            </Select>
          </Field>
          {!chosen ? null : assignment.isPending ? (
            <SkeletonCards count={1} />
          ) : assignment.isError ? (
            <ErrorBanner message={assignment.error.message} onRetry={() => void assignment.refetch()} />
          ) : emails.length === 0 ? (
            <EmptyState title="No scorers to assign" hint="Add a scorer above first." />
          ) : (
            <>
              <fieldset className="sc-choices">
                <legend>Who may score {`${chosen.team1} v ${chosen.team2}`}</legend>
                {emails.map((email) => (
                  <label key={email} className="sc-choice">
                    <input type="checkbox" checked={ticked.has(email)} onChange={(e) => toggle(email, e.target.checked)} />
                    {nameOf(email) ? `${nameOf(email)} (${email})` : email}
                  </label>
                ))}
              </fieldset>
              <Button type="submit" loading={save.isPending}>
                Save scorers for this match
              </Button>
            </>
          )}
          {save.isError && <Notice tone="error">{messageOf(save.error, 'Could not assign the scorers.')}</Notice>}
          {saved && chosen && (
            <Notice tone="success">
              {ticked.size === 0 ? 'No scorer is' : ticked.size === 1 ? '1 scorer is' : `${ticked.size} scorers are`} assigned to {chosen.team1} v{' '}
              {chosen.team2}.
            </Notice>
          )}
        </form>
      )}
    </section>
  );
}
