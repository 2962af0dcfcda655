import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { peopleQuery } from '@league/people/client';
import { Button, Card, Field, Notice, Select, TextInput } from '@league/ui';
import { CONTRIBUTOR_TYPES, financeMessages, type ContributorType } from '../contract';
import { amountReading, parseAmountToPaise } from './amount';
import { addContribution } from './finance-api';
import { reloadAll } from './queries';
import { newIdempotencyKey } from './idempotency';

type Status = { tone: 'success' | 'error'; text: string } | null;

/** Spec 2/5: Add Contribution. Name labelled by type; amount typed in rupees. */
export function ContributionForm() {
  const client = useQueryClient();
  const [type, setType] = useState<ContributorType>('PLAYER');
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [personId, setPersonId] = useState('');
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // One key per distinct submission: pressing Save again after a lost answer cannot add twice.
  const key = useRef<{ body: string; key: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const amountPaise = parseAmountToPaise(amount);
    const contributorName = name.trim();
    if (!contributorName || amountPaise <= 0) {
      setStatus({ tone: 'error', text: financeMessages.contributionRequired });
      return;
    }
    const input = { contributorType: type, contributorName, amountPaise, note: note.trim() || null, ...(type === 'PLAYER' && personId ? { personId } : {}) };
    const body = JSON.stringify(input);
    if (key.current?.body !== body) key.current = { body, key: newIdempotencyKey() };
    setSaving(true);
    setStatus(null);
    try {
      await addContribution(input, key.current.key);
      key.current = null;
      setName('');
      setAmount('');
      setNote('');
      setPersonId('');
      setStatus({ tone: 'success', text: financeMessages.contributionAdded });
      await reloadAll(client);
    } catch (error) {
      setStatus({ tone: 'error', text: `Error: ${messageOf(error, financeMessages.failed)}` });
    } finally {
      setSaving(false);
    }
  }

  const nameLabel = type === 'PLAYER' ? 'Player Name' : 'Sponsor Name';
  return (
    <Card as="section" aria-labelledby="add-contribution-title" className="ui-stack">
      <h2 id="add-contribution-title" className="fin-card-title">
        Add Contribution
      </h2>
      <form className="ui-stack" onSubmit={submit} noValidate>
        <div className="fin-form-grid">
          <Field label="Type">
            <Select value={type} onChange={(e) => setType(e.target.value as ContributorType)}>
              {CONTRIBUTOR_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={nameLabel}>
            <TextInput
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                // Another name is another player: the link chosen for the old one goes.
                setPersonId('');
              }}
              autoComplete="off"
              maxLength={120}
            />
          </Field>
          <Field label="Amount (₹)" hint={amountReading(amount) ?? undefined}>
            <TextInput value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoComplete="off" placeholder="e.g. 1,500.50" />
          </Field>
          {type === 'PLAYER' && <PlayerRecord name={name} value={personId} onChange={setPersonId} />}
          <Field label="Note (optional)">
            <TextInput value={note} onChange={(e) => setNote(e.target.value)} autoComplete="off" maxLength={500} />
          </Field>
        </div>
        <div className="ui-cluster">
          <Button type="submit" loading={saving} loadingText="Saving...">
            Save Contribution
          </Button>
        </div>
        {status && <Notice tone={status.tone}>{status.text}</Notice>}
      </form>
    </Card>
  );
}

/**
 * The player a PLAYER contribution is from, picked among the league's people of that name
 * (the People screen's own query): linked, it counts as their dues paid (once).
 */
function PlayerRecord({ name, value, onChange }: { name: string; value: string; onChange: (id: string) => void }) {
  const q = name.trim();
  const people = useQuery({ ...peopleQuery('all', q), enabled: q.length >= 2, staleTime: 30_000 });
  const matches = people.data?.data ?? [];
  const linked = matches.some((m) => m.id === value);
  const hint =
    q.length < 2
      ? "Type the player's name to link their dues"
      : people.isPending
        ? 'Looking up players…'
        : people.isError
          ? messageOf(people.error, 'Could not look up players')
          : matches.length === 0
            ? 'No player of that name: saved without a link'
            : linked
              ? 'Linked: it pays their dues line of exactly this amount'
              : 'Choose the player to count it toward their dues';
  return (
    <Field label="Dues of (optional)" hint={hint}>
      <Select value={linked ? value : ''} onChange={(e) => onChange(e.target.value)} disabled={!matches.length}>
        <option value="">Not linked to a player</option>
        {matches.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
            {m.phone ? ` (…${m.phone.slice(-4)})` : ''}
          </option>
        ))}
      </Select>
    </Field>
  );
}
