import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf } from '@league/core/client';
import { Button, EmptyState, ErrorBanner, Field, Notice, PageHeader, Section, SkeletonCards, TextInput } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { GROUND_MESSAGES, groundInputSchema, type Ground } from '../contract';
import { groundsOptions, matchKeys } from './queries';
import { say } from '@league/ui/i18n';

/**
 * The league's grounds under the schedule's prefix (a ground's change reaches the fixtures that
 * show it); the fixture generator reads the same entry.
 */

const BLANK = { name: '', address: '', mapUrl: '' };
type Draft = typeof BLANK;

/** Admin `/admin/grounds` (part 3 spec 4): the league's grounds, each fixture played at one. */
export function GroundsPage() {
  const { t, i18n } = useLingui();
  const saveFailed = t`Failed to save the ground.`;
  const deleteFailed = t`Failed to delete the ground.`;
  const grounds = useQuery(groundsOptions(t`Failed to load the grounds.`));
  const client = useQueryClient();
  const [draft, setDraft] = useState(BLANK);
  const [editing, setEditing] = useState<Ground | null>(null);
  const [errors, setErrors] = useState<Partial<Draft>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Every write: the fixtures carry their ground, so the whole schedule is read again.
  const write = useMutation({
    mutationFn: ([method, path, body]: ['post' | 'put' | 'delete', string, unknown?]) =>
      method === 'delete' ? api.delete(path, { fallback: deleteFailed }) : api[method](path, body, { fallback: saveFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: matchKeys.all }),
  });
  const list = grounds.data?.data ?? [];

  function edit(ground: Ground | null) {
    setEditing(ground);
    setDraft(ground ? { name: ground.name, address: ground.address ?? '', mapUrl: ground.mapUrl ?? '' } : BLANK);
    setErrors({});
    setFailure(null);
  }

  async function run(...call: Parameters<typeof write.mutateAsync>[0]) {
    try {
      await write.mutateAsync(call);
      edit(null);
    } catch (error) {
      const message = messageOf(error, saveFailed);
      // The name clash is the name field's own message.
      if (message === GROUND_MESSAGES.taken) setErrors({ name: message });
      else setFailure(message);
    }
  }

  /** A delete leaves the form alone, unless the ground being edited is the one that went. */
  async function remove(ground: Ground) {
    const { name } = ground;
    if (!window.confirm(t`Delete ${name}?`)) return;
    setFailure(null);
    try {
      await write.mutateAsync(['delete', `/api/grounds/${ground.id}`]);
      if (editing?.id === ground.id) edit(null);
    } catch (error) {
      setFailure(messageOf(error, deleteFailed));
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = groundInputSchema.safeParse(draft);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], say(i18n, i.message)]).reverse()));
    run(editing ? 'put' : 'post', `/api/grounds/${editing?.id ?? ''}`, parsed.data);
  }

  const editingName = editing?.name;
  const field = (key: keyof Draft, label: string, type = 'text') => (
    <Field label={label} required={key === 'name'} error={errors[key]}>
      <TextInput type={type} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </Field>
  );

  return (
    <div className="ui-page ui-container ui-stack ui-stack--xl">
      <PageHeader title={t`Grounds`} subtitle={t`Each fixture is played at one of them.`} />
      {failure && <Notice tone="error">{failure}</Notice>}
      <Section title={editing ? t`Edit ${editingName}` : t`Add a ground`}>
        <form className="ui-stack" onSubmit={save} noValidate>
          {field('name', t`Name`)}
          {field('address', t`Address`)}
          {field('mapUrl', t`Map link`, 'url')}
          <div className="ui-cluster">
            <Button type="submit" loading={write.isPending}>
              {editing ? t`Save ground` : t`Add ground`}
            </Button>
            {editing && (
              <Button variant="secondary" onClick={() => edit(null)}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </div>
        </form>
      </Section>
      <Section title={t`The league's grounds`}>
        {grounds.isPending ? (
          <SkeletonCards count={2} label={t`Loading grounds…`} />
        ) : grounds.isError ? (
          <ErrorBanner message={messageOf(grounds.error, t`Failed to load grounds.`)} onRetry={() => grounds.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t`No grounds yet`} />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table">
              <caption className="ui-visually-hidden">
                <Trans>Grounds</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Address and map</Trans>
                  </th>
                  <th scope="col">
                    <span className="ui-visually-hidden">
                      <Trans>Actions</Trans>
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((g) => {
                  const { name } = g;
                  return (
                    <tr key={g.id}>
                      <td>{g.name}</td>
                      <td>
                        {g.address}{' '}
                        {g.mapUrl && (
                          <a href={g.mapUrl} aria-label={t`Map of ${name}`}>
                            <Trans>Map</Trans>
                          </a>
                        )}
                      </td>
                      <td className="ui-cluster ui-cluster--sm">
                        <Button size="sm" variant="secondary" onClick={() => edit(g)} aria-label={t`Edit ${name}`}>
                          <Trans>Edit</Trans>
                        </Button>
                        <Button size="sm" variant="danger" aria-label={t`Delete ${name}`} onClick={() => void remove(g)}>
                          <Trans>Delete</Trans>
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}
