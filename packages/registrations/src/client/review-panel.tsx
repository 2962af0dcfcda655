/**
 * Review sign-ups: approve into a player profile (or link the one with the same phone),
 * reject, or put in the auction pool with a category; approve several at once (all shown at
 * once with "Select all"). Each sign-up shows its age, or "Age unknown" when its date of birth
 * cannot be read; the list filters by age. A minor, and anyone of unknown age, needs a
 * guardian's name, phone and consent before the name is shown to visitors.
 */
import { useId, useMemo, useState } from 'react';
import { messageOf } from '@league/core/client';
import { Badge, Button, Card, EmptyState, Field, Modal, TextInput, useToast } from '@league/ui';
import type { Registration } from '../contract';
import { useBulkApprove, useRecordConsent, useReviewSignup } from './queries';

const STATUS_TONE = { pending: 'neutral', approved: 'ok', rejected: 'error', pooled: 'info' } as const;
const SHOWN = 100;

type AgeFilter = 'all' | 'adult' | 'minor' | 'unknown';
const AGE_FILTERS: Array<[AgeFilter, string]> = [
  ['all', 'Everyone'],
  ['adult', '18 and over'],
  ['minor', 'Under 18'],
  ['unknown', 'Age unknown'],
];

/** The server's word (the person's, once the sign-up is one): an adult confirmed by an admin has no age but is not a minor. */
function ageGroup(row: Registration): Exclude<AgeFilter, 'all'> {
  if (!row.minor) return 'adult';
  return row.age === null || row.age === undefined ? 'unknown' : 'minor';
}

/** "Age 12", or "Age unknown" for a date nobody could read (it counts as under 18). */
export function AgeBadge({ row }: { row: Registration }) {
  const group = ageGroup(row);
  if (group === 'unknown') return <Badge tone="warn">Age unknown</Badge>;
  if (row.age === null || row.age === undefined) return <Badge tone="neutral">18 and over</Badge>;
  return <Badge tone={group === 'minor' ? 'info' : 'neutral'}>Age {row.age}</Badge>;
}

function ConsentDialog({ row, onClose }: { row: Registration; onClose: () => void }) {
  const consent = useRecordConsent();
  const toast = useToast();
  const [name, setName] = useState(row.guardianName ?? '');
  const [phone, setPhone] = useState(row.guardianPhone ?? '');
  const [agreed, setAgreed] = useState(false);
  const agreeId = useId();
  const submit = () =>
    consent.mutate(
      { id: row.id, guardianName: name, guardianPhone: phone },
      {
        onSuccess: () => {
          toast.show(`Consent recorded for ${row.fullName}`, { tone: 'success' });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={`Guardian's consent for ${row.fullName}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={consent.isPending} disabled={!agreed || !name.trim() || !phone.trim()}>
            Record consent
          </Button>
        </>
      }
    >
      <Field label="Guardian's name" required>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Guardian's phone" required>
        <TextInput value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" autoComplete="off" />
      </Field>
      <p className="reg-review__agree">
        <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
        <label htmlFor={agreeId}>The guardian agrees to the player's profile being shown on the site</label>
      </p>
      {consent.isError && <p role="alert">{messageOf(consent.error, 'Consent not recorded')}</p>}
    </Modal>
  );
}

export function ReviewPanel({ rows }: { rows: Registration[] }) {
  const titleId = useId();
  const toast = useToast();
  const review = useReviewSignup();
  const bulk = useBulkApprove();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [category, setCategory] = useState('A');
  const [consentFor, setConsentFor] = useState<Registration | null>(null);
  const [ages, setAges] = useState<AgeFilter>('all');
  const filterId = useId();
  const toReview = useMemo(() => rows.filter((r) => (r.status ?? 'pending') === 'pending' || (r.minor && !r.consentAt && r.status === 'approved')), [rows]);
  const pending = useMemo(() => (ages === 'all' ? toReview : toReview.filter((r) => ageGroup(r) === ages)), [toReview, ages]);
  const shown = pending.slice(0, SHOWN);
  const selectable = shown.filter((r) => r.status === 'pending');
  // Only what is shown counts: a selection hidden by a filter change is not approved unseen.
  const chosen = selectable.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allSelected = selectable.length > 0 && chosen.length === selectable.length;
  const selectAll = () => setSelected(allSelected ? new Set() : new Set(selectable.map((r) => r.id)));

  const act = (row: Registration, input: Parameters<typeof review.mutate>[0]['input']) =>
    review.mutate(
      { id: row.id, input },
      {
        onSuccess: (r) => toast.show(r.warning ? `${row.fullName}: ${r.warning}` : `${row.fullName}: ${r.status}`, { tone: r.warning ? 'info' : 'success' }),
        onError: (e) => toast.show(messageOf(e, 'Review failed'), { tone: 'error' }),
      },
    );
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const approveSelected = () =>
    bulk.mutate(chosen, {
      onSuccess: (r) => {
        toast.show(`${r.approved} approved${r.warnings.length ? `; ${r.warnings.join('; ')}` : ''}`, { tone: 'success' });
        setSelected(new Set());
      },
      onError: (e) => toast.show(messageOf(e, 'Approve failed'), { tone: 'error' }),
    });

  return (
    <Card as="section" aria-labelledby={titleId} className="reg-card reg-review">
      <h2 id={titleId} className="reg-card__title">
        Review sign-ups
      </h2>
      {toReview.length > 0 && (
        <div className="reg-review__filter">
          <label htmlFor={filterId}>Show</label>
          <select id={filterId} className="ui-select" value={ages} onChange={(e) => setAges(e.target.value as AgeFilter)}>
            {AGE_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label} ({value === 'all' ? toReview.length : toReview.filter((r) => ageGroup(r) === value).length})
              </option>
            ))}
          </select>
        </div>
      )}
      {pending.length === 0 ? (
        <EmptyState title="Nothing to review" hint={toReview.length ? 'No sign-up matches this filter.' : 'New sign-ups appear here after an import.'} />
      ) : (
        <>
          <div className="reg-review__bar">
            <label className="reg-review__all">
              <input type="checkbox" checked={allSelected} onChange={selectAll} disabled={selectable.length === 0} /> Select all
              {selectable.length < pending.length ? ` ${selectable.length} shown` : ''}
            </label>
            <Button onClick={approveSelected} disabled={chosen.length === 0} loading={bulk.isPending}>
              Approve selected ({chosen.length})
            </Button>
            <Field label="Auction category">
              <TextInput value={category} onChange={(e) => setCategory(e.target.value)} maxLength={40} />
            </Field>
            <span>{pending.length > SHOWN ? `Showing ${SHOWN} of ${pending.length}` : `${pending.length} to review`}</span>
          </div>
          <ul className="reg-review__list">
            {shown.map((row) => (
              <li key={row.id} className="reg-review__item">
                <input
                  type="checkbox"
                  aria-label={`Select ${row.fullName || row.phNo}`}
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                  disabled={row.status !== 'pending'}
                />
                <div className="reg-review__who">
                  <strong>{row.fullName || '(no name)'}</strong>
                  <span className="ui-num">{row.phNo || row.emailAddress}</span>
                  {row.role && <span>{row.role}</span>}
                  <Badge tone={STATUS_TONE[row.status ?? 'pending']}>{row.status ?? 'pending'}</Badge>
                  <AgeBadge row={row} />
                  {row.minor && !row.consentAt && (
                    <Badge tone="warn">{ageGroup(row) === 'unknown' ? 'Hidden until a date or consent is recorded' : 'Under 18: needs guardian consent'}</Badge>
                  )}
                </div>
                <div className="reg-review__actions">
                  {row.status === 'pending' && (
                    <>
                      <Button size="sm" onClick={() => act(row, { action: 'approve' })}>
                        Approve
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => act(row, { action: 'pool', category: category.trim() })}>
                        To auction pool
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => act(row, { action: 'reject' })}>
                        Reject
                      </Button>
                    </>
                  )}
                  {row.minor && !row.consentAt && (
                    <Button size="sm" variant="secondary" onClick={() => setConsentFor(row)}>
                      Record consent
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {consentFor && <ConsentDialog row={consentFor} onClose={() => setConsentFor(null)} />}
    </Card>
  );
}
