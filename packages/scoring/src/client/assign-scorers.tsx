/**
 * On `/admin/scorers`: an admin picks a match and ticks who may score it (PUT
 * /api/matches/{id}/scorers). A scorer sees and scores only the matches assigned to them, so
 * without this nobody but an admin could score after the assignment rule came in.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf, messageOf } from '@league/core/client';
import { Button, EmptyState, ErrorBanner, Field, Notice, Select, SkeletonCards, formatDateTime } from '@league/ui';
import { Plural, Trans, useLingui } from '@league/ui/i18n/macro';
import type { Assignment, Scorer, ScorerMatch } from '../contract';
import { scoringKeys } from './queries';

export function AssignScorers({ scorers }: { scorers: Scorer[] }) {
  const { t } = useLingui();
  const client = useQueryClient();
  // An admin's "my matches" is every scheduled or live match.
  const matches = useQuery({
    queryKey: scoringKeys.assignable,
    queryFn: async ({ signal }) => listOf<ScorerMatch>(await api.get('/api/scorer/matches', { signal, fallback: t`Failed to load matches.` })),
  });
  const [matchId, setMatchId] = useState('');
  const assignment = useQuery({
    queryKey: scoringKeys.assignment(matchId),
    enabled: matchId !== '',
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: Assignment }>(`/api/matches/${encodeURIComponent(matchId)}/scorers`, {
          signal,
          fallback: t`Failed to load the assigned scorers.`,
        })
      ).data,
  });
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setTicked(new Set(assignment.data?.emails ?? []));
  }, [assignment.data]);
  const save = useMutation({
    mutationFn: (emails: string[]) =>
      api.put<{ data: Assignment }>(`/api/matches/${encodeURIComponent(matchId)}/scorers`, { emails }, { fallback: t`Could not assign the scorers.` }),
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
  const team1 = chosen?.team1;
  const team2 = chosen?.team2;
  const assigned = ticked.size;

  return (
    <section className="sc-panel" aria-labelledby="sc-assign">
      <h2 id="sc-assign">
        <Trans>Assign scorers to a match</Trans>
      </h2>
      {matches.isPending ? (
        <SkeletonCards count={1} />
      ) : matches.isError ? (
        <ErrorBanner message={matches.error.message} onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <EmptyState title={t`No matches to score`} hint={t`Scheduled and live matches appear here once they are on the schedule.`} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Field label={t`Match`}>
            <Select value={matchId} onChange={(e) => pick(e.target.value)}>
              <option value="">{t`Choose a match`}</option>
              {matches.data.map((m) => {
                const { team1, team2 } = m;
                const when = formatDateTime(m.matchDate);
                return (
                  <option key={m.id} value={m.id}>
                    {t`${team1} v ${team2}, ${when}`}
                  </option>
                );
              })}
            </Select>
          </Field>
          {!chosen ? null : assignment.isPending ? (
            <SkeletonCards count={1} />
          ) : assignment.isError ? (
            <ErrorBanner message={assignment.error.message} onRetry={() => void assignment.refetch()} />
          ) : emails.length === 0 ? (
            <EmptyState title={t`No scorers to assign`} hint={t`Add a scorer above first.`} />
          ) : (
            <>
              <fieldset className="sc-choices">
                <legend>
                  <Trans>
                    Who may score {team1} v {team2}
                  </Trans>
                </legend>
                {emails.map((email) => (
                  <label key={email} className="sc-choice">
                    <input type="checkbox" checked={ticked.has(email)} onChange={(e) => toggle(email, e.target.checked)} />
                    {nameOf(email) ? `${nameOf(email)} (${email})` : email}
                  </label>
                ))}
              </fieldset>
              <Button type="submit" loading={save.isPending}>
                <Trans>Save scorers for this match</Trans>
              </Button>
            </>
          )}
          {save.isError && <Notice tone="error">{messageOf(save.error, t`Could not assign the scorers.`)}</Notice>}
          {saved && chosen && (
            <Notice tone="success">
              <Plural
                value={assigned}
                _0={`No scorer is assigned to ${team1} v ${team2}.`}
                one={`# scorer is assigned to ${team1} v ${team2}.`}
                other={`# scorers are assigned to ${team1} v ${team2}.`}
              />
            </Notice>
          )}
        </form>
      )}
    </section>
  );
}
