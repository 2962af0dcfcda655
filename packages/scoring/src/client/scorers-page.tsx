/**
 * `/admin/scorers`: admins grant the scorer role by email (the answer is a one-time sign-in
 * link to pass on), revoke it, and assign scorers to matches. A scorer may score matches and nothing else.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf, messageOf } from '@league/core/client';
import { Button, EmptyState, ErrorBanner, Field, Notice, PageHeader, SkeletonCards, TextInput, formatDateTime } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { scorerGrantBodySchema, type Scorer } from '../contract';
import { AssignScorers } from './assign-scorers';
import { scoringKeys } from './queries';
import './scoring.css';
import { say } from '@league/ui/i18n';

export function ScorersPage() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const scorers = useQuery({
    queryKey: scoringKeys.scorers,
    queryFn: async ({ signal }) => listOf<Scorer>(await api.get('/api/scorers', { signal, fallback: t`Failed to load scorers.` })),
  });
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const grant = useMutation({
    mutationFn: (body: { email: string; name?: string }) =>
      api.post<{ data: { scorer: Scorer; url: string } }>('/api/scorers', body, { fallback: t`Could not add the scorer.` }),
    onSuccess: async (answer) => {
      setLink({ email: answer.data.scorer.email, url: answer.data.url });
      setEmail('');
      setName('');
      await client.invalidateQueries({ queryKey: scoringKeys.scorers });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.delete(`/api/scorers/${encodeURIComponent(id)}`, { fallback: t`Could not remove the scorer.` }),
    onSuccess: () => client.invalidateQueries({ queryKey: scoringKeys.scorers }),
  });
  const linkEmail = link?.email;
  const linkUrl = link?.url;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = scorerGrantBodySchema.safeParse({ email, name: name || undefined });
    if (!parsed.success) return setFieldError(say(i18n, parsed.error.issues[0]?.message ?? t`Check the email`));
    setFieldError(null);
    setLink(null);
    grant.mutate(parsed.data);
  };

  return (
    <div className="ui-page ui-container">
      <PageHeader title={t`Scorers`} subtitle={t`People who may score matches ball by ball, and nothing else. They sign in with Google or a one-time link.`} />
      <form className="sc-panel" onSubmit={submit} noValidate aria-labelledby="sc-grant">
        <h2 id="sc-grant">
          <Trans>Add a scorer</Trans>
        </h2>
        <Field label={t`Email`} required error={fieldError ?? undefined}>
          <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        </Field>
        <Field label={t`Name (optional)`}>
          <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Field>
        <Button type="submit" loading={grant.isPending}>
          <Trans>Add scorer and make a sign-in link</Trans>
        </Button>
        {grant.isError && <Notice tone="error">{messageOf(grant.error, t`Could not add the scorer.`)}</Notice>}
        {link && (
          <Notice tone="success">
            <Trans>
              {linkEmail} may now score. Send them this one-time sign-in link: <code className="sc-link">{linkUrl}</code>
            </Trans>
          </Notice>
        )}
      </form>
      <h2>
        <Trans>Current scorers</Trans>
      </h2>
      {scorers.isPending ? (
        <SkeletonCards count={2} />
      ) : scorers.isError ? (
        <ErrorBanner message={scorers.error.message} onRetry={() => void scorers.refetch()} />
      ) : scorers.data.length === 0 ? (
        <EmptyState title={t`No scorers yet`} hint={t`Admins can score too. Add a scorer above to let someone else score.`} />
      ) : (
        <ul className="sc-list">
          {scorers.data.map((s) => {
            const { email } = s;
            const added = formatDateTime(s.createdAt);
            return (
              <li key={s.id} className="sc-panel sc-scorer">
                <span>
                  <strong>{s.name}</strong> {email}
                  <br />
                  <span className="sc-muted">
                    <Trans>Added {added}</Trans>
                  </span>
                </span>
                <Button
                  variant="danger"
                  size="sm"
                  loading={revoke.isPending && revoke.variables === s.id}
                  onClick={() => window.confirm(t`Remove ${email} as a scorer? They are signed out at once.`) && revoke.mutate(s.id)}
                  aria-label={t`Remove ${email}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {revoke.isError && <Notice tone="error">{messageOf(revoke.error, t`Could not remove the scorer.`)}</Notice>}
      {scorers.isSuccess && <AssignScorers scorers={scorers.data} />}
    </div>
  );
}
