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
import type { Person } from '../contract';
import { peopleQuery, useConsent, usePatchPerson, useUndoMerge, type PeopleFilter } from './queries';
import { ConsentDialog, EditDialog, MergeDialog } from './people-dialogs';
import './people.css';

const FILTERS: Array<[PeopleFilter, string]> = [
  ['hidden', 'Hidden from visitors'],
  ['unknown', 'Age unknown'],
  ['minor', 'Under 18'],
  ['adult', '18 and over'],
  ['all', 'Everyone'],
];

export function AgeBadge({ person }: { person: Person }) {
  if (person.ageStatus === 'unknown') return <Badge tone="warn">Age unknown</Badge>;
  if (person.age === null) return <Badge tone="neutral">Adult (confirmed)</Badge>;
  return <Badge tone={person.ageStatus === 'minor' ? 'info' : 'neutral'}>Age {person.age}</Badge>;
}

function PersonItem({ person, onEdit, onConsent, onMerge }: { person: Person; onEdit: () => void; onConsent: () => void; onMerge: () => void }) {
  const patch = usePatchPerson();
  const consent = useConsent();
  const toast = useToast();
  const fail = (e: unknown) => toast.show(messageOf(e, 'Save failed'), { tone: 'error' });
  const needsConsent = person.ageStatus !== 'adult';
  return (
    <li className="people__item">
      <div className="people__who">
        <strong className="people__name">{person.name}</strong>
        <AgeBadge person={person} />
        {person.isPublic ? <Badge tone="ok">Public</Badge> : <Badge tone="warn">Hidden: shown as “{person.placeholder}”</Badge>}
        {person.teams.length > 0 && <span className="people__meta">{person.teams.join(', ')}</span>}
        {person.names.length > 0 && <span className="people__meta">Also written: {person.names.join(', ')}</span>}
        {person.consent && (
          <span className="people__meta">
            Consent from {person.consent.guardianName || 'a guardian'}
            {person.consent.by ? `, recorded by ${person.consent.by}` : ''}
          </span>
        )}
      </div>
      <div className="people__actions">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        {person.ageStatus === 'unknown' && (
          <Button
            size="sm"
            variant="secondary"
            loading={patch.isPending}
            onClick={() =>
              patch.mutate(
                { id: person.id, patch: { adultConfirmed: true } },
                { onSuccess: () => toast.show(`${person.name} confirmed as an adult`, { tone: 'success' }), onError: fail },
              )
            }
          >
            Confirm adult
          </Button>
        )}
        {needsConsent && !person.consent && (
          <Button size="sm" variant="secondary" onClick={onConsent}>
            Record consent
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
                { onSuccess: () => toast.show(`Consent withdrawn: ${person.name} is hidden again`, { tone: 'success' }), onError: fail },
              )
            }
          >
            Withdraw consent
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onMerge}>
          Merge…
        </Button>
      </div>
    </li>
  );
}

export function PeoplePage() {
  const { logout } = useSession();
  const [filter, setFilter] = useState<PeopleFilter>('hidden');
  const [q, setQ] = useState('');
  const query = useQuery(peopleQuery(filter, q.trim()));
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
        title="People"
        subtitle="One record per person. A child, or anyone whose age is unknown, is hidden from visitors until a guardian consents or an adult is confirmed."
      />
      <div className="people__tiles" role="group" aria-label="Totals">
        <StatTile label="Hidden from visitors" value={count('hidden')} />
        <StatTile label="Age unknown" value={count('unknown')} />
        <StatTile label="Under 18" value={count('minor')} />
        <StatTile label="Everyone" value={count('all')} />
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
                  toast.show('Merge undone', { tone: 'success' });
                  setLastMerge(null);
                },
                onError: (e) => toast.show(messageOf(e, 'Undo failed'), { tone: 'error' }),
              })
            }
          >
            Undo merge
          </Button>
        </Notice>
      )}
      <Card className="people__card">
        <div className="people__bar">
          <div className="people__filter">
            <label htmlFor={filterId}>Show</label>
            <select id={filterId} className="ui-select" value={filter} onChange={(e) => setFilter(e.target.value as PeopleFilter)}>
              {FILTERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <SearchInput value={q} onChange={setQ} label="Search people by name or phone" placeholder="Search by name or phone" />
        </div>
        {query.isError && <ErrorBanner message={messageOf(query.error, 'Failed to load people')} onRetry={() => void query.refetch()} />}
        {query.isPending && (
          <div aria-busy="true" aria-label="Loading people">
            <Skeleton height={240} radius="var(--radius-md)" />
          </div>
        )}
        {query.data &&
          (rows.length === 0 ? (
            <EmptyState
              title={filter === 'hidden' && !q ? 'Nobody is hidden' : 'Nobody matches'}
              hint={filter === 'hidden' && !q ? 'Every person on the site is an adult or has a guardian’s consent.' : 'Try another filter or search.'}
            />
          ) : (
            <ul className="people__list" aria-label="People">
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
