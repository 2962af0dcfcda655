/** The People screen's dialogs: edit a person, record a guardian's consent, merge two records. */
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Button, Field, Modal, TextInput, useToast } from '@league/ui';
import { MESSAGES, parseBirthDate, type Person } from '../contract';
import { peopleQuery, useConsent, useMerge, usePatchPerson } from './queries';

export function EditDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const patch = usePatchPerson();
  const toast = useToast();
  const [name, setName] = useState(person.name);
  // What was written (a bare year stays a year): an edit of the name never re-dates anyone.
  const written = person.birthDateText || (person.birthDate && !person.birthYearOnly ? person.birthDate : '');
  const [birth, setBirth] = useState(written);
  const read = birth.trim() ? parseBirthDate(birth) : null;
  const unreadable = birth.trim() !== '' && !read;
  const save = () =>
    patch.mutate(
      {
        id: person.id,
        // Only what changed: the server is not asked to rename or re-date anyone by accident.
        patch: { ...(name.trim() !== person.name ? { name: name.trim() } : {}), ...(birth.trim() !== written ? { birthDate: birth.trim() } : {}) },
      },
      {
        onSuccess: () => {
          toast.show(`Saved ${name.trim()}`, { tone: 'success' });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${person.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={patch.isPending} loadingText="Saving…" disabled={!name.trim() || unreadable}>
            Save
          </Button>
        </>
      }
    >
      <Field label="Name" required hint="A corrected name shows everywhere: squads, profiles and scorecards.">
        <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" />
      </Field>
      <Field
        label="Date of birth"
        hint={
          read ? `Read as ${read.yearOnly ? `the year ${read.date.slice(0, 4)}` : read.date}` : 'For example 14/05/2013 or 14 May 2013. Blank: age unknown.'
        }
        error={unreadable ? MESSAGES.unreadableDate : undefined}
      >
        <TextInput value={birth} onChange={(e) => setBirth(e.target.value)} maxLength={40} autoComplete="off" />
      </Field>
      {patch.isError && <p role="alert">{messageOf(patch.error, 'Save failed')}</p>}
    </Modal>
  );
}

export function ConsentDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const consent = useConsent();
  const toast = useToast();
  const [guardianName, setGuardianName] = useState('');
  const [guardianPhone, setGuardianPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const agreeId = useId();
  const submit = () =>
    consent.mutate(
      { id: person.id, action: 'record', guardianName: guardianName.trim(), guardianPhone: guardianPhone.trim() },
      {
        onSuccess: () => {
          toast.show(`Consent recorded: ${person.name} is public now`, { tone: 'success' });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={`Guardian's consent for ${person.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={consent.isPending} disabled={!agreed || !guardianName.trim() || !guardianPhone.trim()}>
            Record consent
          </Button>
        </>
      }
    >
      <Field label="Guardian's name" required>
        <TextInput value={guardianName} onChange={(e) => setGuardianName(e.target.value)} maxLength={100} autoComplete="off" />
      </Field>
      <Field label="Guardian's phone" required>
        <TextInput value={guardianPhone} onChange={(e) => setGuardianPhone(e.target.value)} inputMode="tel" maxLength={20} autoComplete="off" />
      </Field>
      <p className="people__agree">
        <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
        <label htmlFor={agreeId}>The guardian agrees to the player's name and figures being shown on the site</label>
      </p>
      {consent.isError && <p role="alert">{messageOf(consent.error, 'Consent not saved')}</p>}
    </Modal>
  );
}

export function MergeDialog({ person, onClose, onMerged }: { person: Person; onClose: () => void; onMerged: (mergeId: string, label: string) => void }) {
  const merge = useMerge();
  const [intoId, setIntoId] = useState('');
  // The records to keep: those sharing a word of the name first (the search narrows it).
  const [search, setSearch] = useState(person.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '');
  const candidates = useQuery(peopleQuery('all', search.trim()));
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
  const submit = () =>
    merge.mutate(
      { fromId: person.id, intoId },
      { onSuccess: (r) => onMerged(r.data.mergeId, `${person.name} merged into ${into?.name ?? 'the kept record'} (${r.data.moved} references moved).`) },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={`Merge ${person.name} into another record`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={merge.isPending} disabled={!into}>
            {into ? `Merge into ${into.name}` : 'Merge'}
          </Button>
        </>
      }
    >
      <p>
        Every squad line, profile and sign-up of <strong>{person.name}</strong> moves to the record you keep, and “{person.name}” becomes one of its names. You
        can undo the merge.
      </p>
      <Field label="Find the record to keep">
        <TextInput value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} autoComplete="off" />
      </Field>
      {candidates.isError && <p role="alert">{messageOf(candidates.error, 'Failed to load people')}</p>}
      <Field label="Keep this record" hint={candidates.isPending ? 'Looking…' : `${others.length} found`}>
        <select id={listId} className="ui-select" value={intoId} onChange={(e) => setIntoId(e.target.value)}>
          <option value="">Choose a person…</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.teams.length ? ` (${p.teams.join(', ')})` : ''}
              {p.phone ? ` ·${p.phone.slice(-4)}` : ''}
            </option>
          ))}
        </select>
      </Field>
      {merge.isError && <p role="alert">{messageOf(merge.error, 'Merge failed')}</p>}
    </Modal>
  );
}
