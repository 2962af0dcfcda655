/**
 * `/admin/scorers`: admins grant the scorer role by email (the answer is a one-time sign-in
 * link to pass on), revoke it, and assign scorers to matches. A scorer may score matches and nothing else.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf, messageOf } from '@league/core/client';
import { Button, EmptyState, ErrorBanner, Field, Notice, PageHeader, SkeletonCards, TextInput, formatDateTime } from '@league/ui';
import { scorerGrantBodySchema, type Scorer } from '../contract';
import { AssignScorers } from './assign-scorers';
import { scoringKeys } from './queries';
import './scoring.css';

export function ScorersPage() {
  const client = useQueryClient();
  const scorers = useQuery({
    queryKey: scoringKeys.scorers,
    queryFn: async ({ signal }) => listOf<Scorer>(await api.get('/api/scorers', { signal, fallback: 'Failed to load scorers.' })),
  });
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const grant = useMutation({
    mutationFn: (body: { email: string; name?: string }) =>
      api.post<{ data: { scorer: Scorer; url: string } }>('/api/scorers', body, { fallback: 'Could not add the scorer.' }),
    onSuccess: async (answer) => {
      setLink({ email: answer.data.scorer.email, url: answer.data.url });
      setEmail('');
      setName('');
      await client.invalidateQueries({ queryKey: scoringKeys.scorers });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.delete(`/api/scorers/${encodeURIComponent(id)}`, { fallback: 'Could not remove the scorer.' }),
    onSuccess: () => client.invalidateQueries({ queryKey: scoringKeys.scorers }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = scorerGrantBodySchema.safeParse({ email, name: name || undefined });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Check the email');
    setFieldError(null);
    setLink(null);
    grant.mutate(parsed.data);
  };

  return (
    <div className="ui-page ui-container">
      <PageHeader title="Scorers" subtitle="People who may score matches ball by ball, and nothing else. They sign in with Google or a one-time link." />
      <form className="sc-panel" onSubmit={submit} noValidate aria-labelledby="sc-grant">
        <h2 id="sc-grant">Add a scorer</h2>
        <Field label="Email" required error={fieldError ?? undefined}>
          <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Name (optional)">
          <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Field>
        <Button type="submit" loading={grant.isPending}>
          Add scorer and make a sign-in link
        </Button>
        {grant.isError && <Notice tone="error">{messageOf(grant.error, 'Could not add the scorer.')}</Notice>}
        {link && (
          <Notice tone="success">
            {link.email} may now score. Send them this one-time sign-in link: <code className="sc-link">{link.url}</code>
          </Notice>
        )}
      </form>
      <h2>Current scorers</h2>
      {scorers.isPending ? (
        <SkeletonCards count={2} />
      ) : scorers.isError ? (
        <ErrorBanner message={scorers.error.message} onRetry={() => void scorers.refetch()} />
      ) : scorers.data.length === 0 ? (
        <EmptyState title="No scorers yet" hint="Admins can score too. Add a scorer above to let someone else score." />
      ) : (
        <ul className="sc-list">
          {scorers.data.map((s) => (
            <li key={s.id} className="sc-panel sc-scorer">
              <span>
                <strong>{s.name}</strong> {s.email}
                <br />
                <span className="sc-muted">Added {formatDateTime(s.createdAt)}</span>
              </span>
              <Button
                variant="danger"
                size="sm"
                loading={revoke.isPending && revoke.variables === s.id}
                onClick={() => window.confirm(`Remove ${s.email} as a scorer? They are signed out at once.`) && revoke.mutate(s.id)}
                aria-label={`Remove ${s.email}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && <Notice tone="error">{messageOf(revoke.error, 'Could not remove the scorer.')}</Notice>}
      {scorers.isSuccess && <AssignScorers scorers={scorers.data} />}
    </div>
  );
}
