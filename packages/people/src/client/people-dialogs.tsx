/** The People screen's dialogs: edit a person, record a guardian's consent, merge two records. */
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Button, Field, Modal, TextInput, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { parseBirthDate, type Person } from '../contract';
import { screenMessages } from './messages';
import { peopleQuery, useConsent, useMerge, usePatchPerson } from './queries';

export function EditDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const patch = usePatchPerson();
  const toast = useToast();
  const { i18n, t } = useLingui();
  const [name, setName] = useState(person.name);
  // What was written (a bare year stays a year): an edit of the name never re-dates anyone.
  const written = person.birthDateText || (person.birthDate && !person.birthYearOnly ? person.birthDate : '');
  const [birth, setBirth] = useState(written);
  const read = birth.trim() ? parseBirthDate(birth) : null;
  const unreadable = birth.trim() !== '' && !read;
  const year = read?.date.slice(0, 4);
  const date = read?.date;
  const readAs = read ? (read.yearOnly ? t`Read as the year ${year}` : t`Read as ${date}`) : t`For example 14/05/2013 or 14 May 2013. Blank: age unknown.`;
  const current = person.name;
  const save = () =>
    patch.mutate(
      {
        id: person.id,
        // Only what changed: the server is not asked to rename or re-date anyone by accident.
        patch: { ...(name.trim() !== person.name ? { name: name.trim() } : {}), ...(birth.trim() !== written ? { birthDate: birth.trim() } : {}) },
      },
      {
        onSuccess: () => {
          const saved = name.trim();
          toast.show(t`Saved ${saved}`, { tone: 'success' });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Edit ${current}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save} loading={patch.isPending} loadingText={t`Saving…`} disabled={!name.trim() || unreadable}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <Field label={t`Name`} required hint={t`A corrected name shows everywhere: squads, profiles and scorecards.`}>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" />
      </Field>
      <Field label={t`Date of birth`} hint={readAs} error={unreadable ? i18n._(screenMessages.unreadableDate) : undefined}>
        <TextInput value={birth} onChange={(e) => setBirth(e.target.value)} maxLength={40} autoComplete="off" />
      </Field>
      {patch.isError && <p role="alert">{messageOf(patch.error, t`Save failed`)}</p>}
    </Modal>
  );
}

export function ConsentDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const consent = useConsent();
  const toast = useToast();
  const { t } = useLingui();
  const name = person.name;
  const [guardianName, setGuardianName] = useState('');
  const [guardianPhone, setGuardianPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const agreeId = useId();
  const submit = () =>
    consent.mutate(
      { id: person.id, action: 'record', guardianName: guardianName.trim(), guardianPhone: guardianPhone.trim() },
      {
        onSuccess: () => {
          toast.show(t`Consent recorded: ${name} is public now`, { tone: 'success' });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Guardian's consent for ${name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={submit} loading={consent.isPending} disabled={!agreed || !guardianName.trim() || !guardianPhone.trim()}>
            <Trans>Record consent</Trans>
          </Button>
        </>
      }
    >
      <Field label={t`Guardian's name`} required>
        <TextInput value={guardianName} onChange={(e) => setGuardianName(e.target.value)} maxLength={100} autoComplete="off" />
      </Field>
      <Field label={t`Guardian's phone`} required>
        <TextInput value={guardianPhone} onChange={(e) => setGuardianPhone(e.target.value)} inputMode="tel" maxLength={20} autoComplete="off" />
      </Field>
      <p className="people__agree">
        <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
        <label htmlFor={agreeId}>
          <Trans>The guardian agrees to the player's name and figures being shown on the site</Trans>
        </label>
      </p>
      {consent.isError && <p role="alert">{messageOf(consent.error, t`Consent not saved`)}</p>}
    </Modal>
  );
}

export function MergeDialog({ person, onClose, onMerged }: { person: Person; onClose: () => void; onMerged: (mergeId: string, label: string) => void }) {
  const merge = useMerge();
  const { t } = useLingui();
  const name = person.name;
  const [intoId, setIntoId] = useState('');
  // The records to keep: those sharing a word of the name first (the search narrows it).
  const [search, setSearch] = useState(person.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '');
  const candidates = useQuery(peopleQuery('all', search.trim(), t`Failed to load people`));
  const people = candidates.data?.data ?? [];
  const listId = useId();
  // Likely the same person first: a shared word in the name.
  const others = useMemo(() => {
    const words = new Set(person.name.toLowerCase().split(/\s+/));
    const score = (p: Person) =>
      p.name
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => words.has(w)).length;
    return people.filter((p) => p.id !== person.id).sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name));
  }, [people, person]);
  const into = others.find((p) => p.id === intoId);
  const kept = into?.name;
  const found = others.length;
  const submit = () =>
    merge.mutate(
      { fromId: person.id, intoId },
      {
        onSuccess: (r) => {
          const moved = r.data.moved;
          const label = kept
            ? t`${name} merged into ${kept} (${moved} references moved).`
            : t`${name} merged into the kept record (${moved} references moved).`;
          onMerged(r.data.mergeId, label);
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Merge ${name} into another record`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={submit} loading={merge.isPending} disabled={!into}>
            {kept ? <Trans>Merge into {kept}</Trans> : <Trans>Merge</Trans>}
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          Every squad line, profile and sign-up of <strong>{name}</strong> moves to the record you keep, and “{name}” becomes one of its names. You can undo the
          merge.
        </Trans>
      </p>
      <Field label={t`Find the record to keep`}>
        <TextInput value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} autoComplete="off" />
      </Field>
      {candidates.isError && <p role="alert">{messageOf(candidates.error, t`Failed to load people`)}</p>}
      <Field label={t`Keep this record`} hint={candidates.isPending ? t`Looking…` : t`${found} found`}>
        <select id={listId} className="ui-select" value={intoId} onChange={(e) => setIntoId(e.target.value)}>
          <option value="">{t`Choose a person…`}</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.teams.length ? ` (${p.teams.join(', ')})` : ''}
              {p.phone ? ` ·${p.phone.slice(-4)}` : ''}
            </option>
          ))}
        </select>
      </Field>
      {merge.isError && <p role="alert">{messageOf(merge.error, t`Merge failed`)}</p>}
    </Modal>
  );
}
