/**
 * /dashboard/people: one record per person, and what visitors see of each. An organiser
 * finds the people hidden from visitors (minors without a guardian's consent, anyone of
 * unknown age), records a date of birth, confirms an adult, records or withdraws consent,
 * fixes a name everywhere at once, and merges two records of one person (with an undo).
 */
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, messageOf, useSession } from '@league/core/client';
import { Badge, Button, Card, EmptyState, ErrorBanner, Notice, PageHeader, SearchInput, Skeleton, StatTile, formatIndianNumber, useToast } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Person } from '../contract';
import { peopleQuery, useConsent, usePatchPerson, useUndoMerge, type PeopleFilter } from './queries';
import { ConsentDialog, EditDialog, MergeDialog } from './people-dialogs';
import './people.css';

const FILTERS = [
  ['hidden', msg`Hidden from visitors`],
  ['unknown', msg`Age unknown`],
  ['minor', msg`Under 18`],
  ['adult', msg`18 and over`],
  ['all', msg`Everyone`],
] as const satisfies ReadonlyArray<readonly [PeopleFilter, unknown]>;

export function AgeBadge({ person }: { person: Person }) {
  if (person.ageStatus === 'unknown')
    return (
      <Badge tone="warn">
        <Trans>Age unknown</Trans>
      </Badge>
    );
  if (person.age === null)
    return (
      <Badge tone="neutral">
        <Trans>Adult (confirmed)</Trans>
      </Badge>
    );
  const age = person.age;
  return (
    <Badge tone={person.ageStatus === 'minor' ? 'info' : 'neutral'}>
      <Trans>Age {age}</Trans>
    </Badge>
  );
}

function PersonItem({ person, onEdit, onConsent, onMerge }: { person: Person; onEdit: () => void; onConsent: () => void; onMerge: () => void }) {
  const patch = usePatchPerson();
  const consent = useConsent();
  const toast = useToast();
  const { t } = useLingui();
  const fail = (e: unknown) => toast.show(messageOf(e, t`Save failed`), { tone: 'error' });
  const needsConsent = person.ageStatus !== 'adult';
  const name = person.name;
  const placeholder = person.placeholder;
  const names = person.names.join(', ');
  const guardian = person.consent?.guardianName || t`a guardian`;
  const by = person.consent?.by;
  return (
    <li className="people__item">
      <div className="people__who">
        <strong className="people__name">{person.name}</strong>
        <AgeBadge person={person} />
        {person.isPublic ? (
          <Badge tone="ok">
            <Trans>Public</Trans>
          </Badge>
        ) : (
          <Badge tone="warn">
            <Trans>Hidden: shown as “{placeholder}”</Trans>
          </Badge>
        )}
        {person.teams.length > 0 && <span className="people__meta">{person.teams.join(', ')}</span>}
        {person.names.length > 0 && (
          <span className="people__meta">
            <Trans>Also written: {names}</Trans>
          </span>
        )}
        {person.consent && (
          <span className="people__meta">
            {by ? (
              <Trans>
                Consent from {guardian}, recorded by {by}
              </Trans>
            ) : (
              <Trans>Consent from {guardian}</Trans>
            )}
          </span>
        )}
      </div>
      <div className="people__actions">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
        {person.ageStatus === 'unknown' && (
          <Button
            size="sm"
            variant="secondary"
            loading={patch.isPending}
            onClick={() =>
              patch.mutate(
                { id: person.id, patch: { adultConfirmed: true } },
                { onSuccess: () => toast.show(t`${name} confirmed as an adult`, { tone: 'success' }), onError: fail },
              )
            }
          >
            <Trans>Confirm adult</Trans>
          </Button>
        )}
        {needsConsent && !person.consent && (
          <Button size="sm" variant="secondary" onClick={onConsent}>
            <Trans>Record consent</Trans>
          </Button>
        )}
        {person.consent && (
          <Button
            size="sm"
            variant="ghost"
            loading={consent.isPending}
            onClick={() =>
              consent.mutate(
                { id: person.id, action: 'withdraw' },
                { onSuccess: () => toast.show(t`Consent withdrawn: ${name} is hidden again`, { tone: 'success' }), onError: fail },
              )
            }
          >
            <Trans>Withdraw consent</Trans>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onMerge}>
          <Trans>Merge…</Trans>
        </Button>
      </div>
    </li>
  );
}

export function PeoplePage() {
  const { logout } = useSession();
  const { i18n, t } = useLingui();
  const [filter, setFilter] = useState<PeopleFilter>('hidden');
  const [q, setQ] = useState('');
  const query = useQuery(peopleQuery(filter, q.trim(), t`Failed to load people`));
  const [editing, setEditing] = useState<Person | null>(null);
  const [consenting, setConsenting] = useState<Person | null>(null);
  const [merging, setMerging] = useState<Person | null>(null);
  const [lastMerge, setLastMerge] = useState<{ id: string; label: string } | null>(null);
  const undo = useUndoMerge();
  const toast = useToast();
  const filterId = useId();
  useEffect(() => {
    if (query.error instanceof ApiError && query.error.isAuth) logout();
  }, [query.error, logout]);

  const counts = query.data?.counts;
  const count = (key: keyof NonNullable<typeof counts>) => (counts ? formatIndianNumber(counts[key]) : '…');
  const rows = query.data?.data ?? [];

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg people">
      <PageHeader
        title={t`People`}
        subtitle={t`One record per person. A child, or anyone whose age is unknown, is hidden from visitors until a guardian consents or an adult is confirmed.`}
      />
      <div className="people__tiles" role="group" aria-label={t`Totals`}>
        <StatTile label={t`Hidden from visitors`} value={count('hidden')} />
        <StatTile label={t`Age unknown`} value={count('unknown')} />
        <StatTile label={t`Under 18`} value={count('minor')} />
        <StatTile label={t`Everyone`} value={count('all')} />
      </div>
      {lastMerge && (
        <Notice tone="info">
          <span>{lastMerge.label}</span>{' '}
          <Button
            size="sm"
            variant="secondary"
            loading={undo.isPending}
            onClick={() =>
              undo.mutate(lastMerge.id, {
                onSuccess: () => {
                  toast.show(t`Merge undone`, { tone: 'success' });
                  setLastMerge(null);
                },
                onError: (e) => toast.show(messageOf(e, t`Undo failed`), { tone: 'error' }),
              })
            }
          >
            <Trans>Undo merge</Trans>
          </Button>
        </Notice>
      )}
      <Card className="people__card">
        <div className="people__bar">
          <div className="people__filter">
            <label htmlFor={filterId}>
              <Trans>Show</Trans>
            </label>
            <select id={filterId} className="ui-select" value={filter} onChange={(e) => setFilter(e.target.value as PeopleFilter)}>
              {FILTERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {i18n._(label)}
                </option>
              ))}
            </select>
          </div>
          <SearchInput value={q} onChange={setQ} label={t`Search people by name or phone`} placeholder={t`Search by name or phone`} />
        </div>
        {query.isError && <ErrorBanner message={messageOf(query.error, t`Failed to load people`)} onRetry={() => void query.refetch()} />}
        {query.isPending && (
          <div aria-busy="true" aria-label={t`Loading people`}>
            <Skeleton height={240} radius="var(--radius-md)" />
          </div>
        )}
        {query.data &&
          (rows.length === 0 ? (
            <EmptyState
              title={filter === 'hidden' && !q ? t`Nobody is hidden` : t`Nobody matches`}
              hint={filter === 'hidden' && !q ? t`Every person on the site is an adult or has a guardian’s consent.` : t`Try another filter or search.`}
            />
          ) : (
            <ul className="people__list" aria-label={t`People`}>
              {rows.map((person) => (
                <PersonItem
                  key={person.id}
                  person={person}
                  onEdit={() => setEditing(person)}
                  onConsent={() => setConsenting(person)}
                  onMerge={() => setMerging(person)}
                />
              ))}
            </ul>
          ))}
      </Card>
      {editing && <EditDialog person={editing} onClose={() => setEditing(null)} />}
      {consenting && <ConsentDialog person={consenting} onClose={() => setConsenting(null)} />}
      {merging && (
        <MergeDialog
          person={merging}
          onClose={() => setMerging(null)}
          onMerged={(mergeId, label) => {
            setMerging(null);
            setLastMerge({ id: mergeId, label });
          }}
        />
      )}
    </div>
  );
}
