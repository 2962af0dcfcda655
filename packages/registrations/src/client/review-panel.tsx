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
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Registration } from '../contract';
import { useBulkApprove, useRecordConsent, useReviewSignup } from './queries';

const STATUS_TONE = { pending: 'neutral', approved: 'ok', rejected: 'error', pooled: 'info' } as const;
const SHOWN = 100;

type AgeFilter = 'all' | 'adult' | 'minor' | 'unknown';
const AGE_FILTERS = [
  ['all', msg`Everyone`],
  ['adult', msg`18 and over`],
  ['minor', msg`Under 18`],
  ['unknown', msg`Age unknown`],
] as const;
/** A sign-up's status as the server spells it (the value), in the page's words. */
const STATUS_LABEL = { pending: msg`pending`, approved: msg`approved`, rejected: msg`rejected`, pooled: msg`pooled` } as const;

/** The server's word (the person's, once the sign-up is one): an adult confirmed by an admin has no age but is not a minor. */
function ageGroup(row: Registration): Exclude<AgeFilter, 'all'> {
  if (!row.minor) return 'adult';
  return row.age === null || row.age === undefined ? 'unknown' : 'minor';
}

/** "Age 12", or "Age unknown" for a date nobody could read (it counts as under 18). */
export function AgeBadge({ row }: { row: Registration }) {
  const group = ageGroup(row);
  const age = row.age;
  if (group === 'unknown')
    return (
      <Badge tone="warn">
        <Trans>Age unknown</Trans>
      </Badge>
    );
  if (age === null || age === undefined)
    return (
      <Badge tone="neutral">
        <Trans>18 and over</Trans>
      </Badge>
    );
  return (
    <Badge tone={group === 'minor' ? 'info' : 'neutral'}>
      <Trans>Age {age}</Trans>
    </Badge>
  );
}

function ConsentDialog({ row, onClose }: { row: Registration; onClose: () => void }) {
  const { t } = useLingui();
  const who = row.fullName;
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
          toast.show(t`Consent recorded for ${who}`, { tone: 'success' });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Guardian's consent for ${who}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={submit} loading={consent.isPending} disabled={!agreed || !name.trim() || !phone.trim()}>
            <Trans>Record consent</Trans>
          </Button>
        </>
      }
    >
      <Field label={t`Guardian's name`} required>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Field label={t`Guardian's phone`} required>
        <TextInput value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" autoComplete="off" />
      </Field>
      <p className="reg-review__agree">
        <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
        <label htmlFor={agreeId}>
          <Trans>The guardian agrees to the player's profile being shown on the site</Trans>
        </label>
      </p>
      {consent.isError && <p role="alert">{messageOf(consent.error, t`Consent not recorded`)}</p>}
    </Modal>
  );
}

export function ReviewPanel({ rows }: { rows: Registration[] }) {
  const { t, i18n } = useLingui();
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
  const selectableCount = selectable.length;
  const chosenCount = chosen.length;
  const pendingCount = pending.length;
  const statusLabel = (status: string) => {
    const label = STATUS_LABEL[status as keyof typeof STATUS_LABEL];
    return label ? i18n._(label) : status;
  };
  const selectAll = () => setSelected(allSelected ? new Set() : new Set(selectable.map((r) => r.id)));

  const act = (row: Registration, input: Parameters<typeof review.mutate>[0]['input']) =>
    review.mutate(
      { id: row.id, input },
      {
        onSuccess: (r) =>
          toast.show(`${row.fullName}: ${r.warning ?? statusLabel(r.status)}`, {
            tone: r.warning ? 'info' : 'success',
          }),
        onError: (e) => toast.show(messageOf(e, t`Review failed`), { tone: 'error' }),
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
        const approved = r.approved;
        const warnings = r.warnings.join('; ');
        toast.show(r.warnings.length ? t`${approved} approved; ${warnings}` : t`${approved} approved`, { tone: 'success' });
        setSelected(new Set());
      },
      onError: (e) => toast.show(messageOf(e, t`Approve failed`), { tone: 'error' }),
    });

  return (
    <Card as="section" aria-labelledby={titleId} className="reg-card reg-review">
      <h2 id={titleId} className="reg-card__title">
        <Trans>Review sign-ups</Trans>
      </h2>
      {toReview.length > 0 && (
        <div className="reg-review__filter">
          <label htmlFor={filterId}>
            <Trans>Show</Trans>
          </label>
          <select id={filterId} className="ui-select" value={ages} onChange={(e) => setAges(e.target.value as AgeFilter)}>
            {AGE_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)} ({value === 'all' ? toReview.length : toReview.filter((r) => ageGroup(r) === value).length})
              </option>
            ))}
          </select>
        </div>
      )}
      {pending.length === 0 ? (
        <EmptyState title={t`Nothing to review`} hint={toReview.length ? t`No sign-up matches this filter.` : t`New sign-ups appear here after an import.`} />
      ) : (
        <>
          <div className="reg-review__bar">
            <label className="reg-review__all">
              <input type="checkbox" checked={allSelected} onChange={selectAll} disabled={selectable.length === 0} />{' '}
              {selectable.length < pending.length ? t`Select all ${selectableCount} shown` : t`Select all`}
            </label>
            <Button onClick={approveSelected} disabled={chosen.length === 0} loading={bulk.isPending}>
              <Trans>Approve selected ({chosenCount})</Trans>
            </Button>
            <Field label={t`Auction category`}>
              <TextInput value={category} onChange={(e) => setCategory(e.target.value)} maxLength={40} />
            </Field>
            <span>{pending.length > SHOWN ? t`Showing ${SHOWN} of ${pendingCount}` : t`${pendingCount} to review`}</span>
          </div>
          <ul className="reg-review__list">
            {shown.map((row) => {
              const rowName = row.fullName || row.phNo;
              return (
                <li key={row.id} className="reg-review__item">
                  <input
                    type="checkbox"
                    aria-label={t`Select ${rowName}`}
                    checked={selected.has(row.id)}
                    onChange={() => toggle(row.id)}
                    disabled={row.status !== 'pending'}
                  />
                  <div className="reg-review__who">
                    <strong>{row.fullName || t`(no name)`}</strong>
                    <span className="ui-num">{row.phNo || row.emailAddress}</span>
                    {row.role && <span>{row.role}</span>}
                    <Badge tone={STATUS_TONE[row.status ?? 'pending']}>{statusLabel(row.status ?? 'pending')}</Badge>
                    <AgeBadge row={row} />
                    {row.minor && !row.consentAt && (
                      <Badge tone="warn">
                        {ageGroup(row) === 'unknown' ? t`Hidden until a date or consent is recorded` : t`Under 18: needs guardian consent`}
                      </Badge>
                    )}
                  </div>
                  <div className="reg-review__actions">
                    {row.status === 'pending' && (
                      <>
                        <Button size="sm" onClick={() => act(row, { action: 'approve' })}>
                          <Trans>Approve</Trans>
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => act(row, { action: 'pool', category: category.trim() })}>
                          <Trans>To auction pool</Trans>
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => act(row, { action: 'reject' })}>
                          <Trans>Reject</Trans>
                        </Button>
                      </>
                    )}
                    {row.minor && !row.consentAt && (
                      <Button size="sm" variant="secondary" onClick={() => setConsentFor(row)}>
                        <Trans>Record consent</Trans>
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {consentFor && <ConsentDialog row={consentFor} onClose={() => setConsentFor(null)} />}
    </Card>
  );
}
