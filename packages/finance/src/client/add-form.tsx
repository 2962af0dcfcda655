/**
 * Spec 2/5: the Add Contribution and Add Expense cards. One form; its kind (contributionForm in
 * contributions.tsx, expenseForm in expenses.tsx) says what differs. Amounts are typed in rupees.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Button, Card, Field, Notice, TextInput } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { amountReading, parseAmountToPaise } from './amount';
import { screenMessages, type I18n, type Words } from './messages';
import { reloadAll } from './queries';
import { newIdempotencyKey } from './idempotency';

/** What both forms hold; `name` is the contributor's or the item's. A kind adds its own fields. */
interface Common {
  name: string;
  amount: string;
  note: string;
}

type Status = { tone: 'success' | 'error'; text: string } | null;

/** A kind's words are messages (`msg`), drawn in the page's language. */
export interface FormKind<Values extends Common, Input> {
  /** "Contribution" or "Expense": the heading's id. */
  noun: string;
  /** The card's title ("Add Contribution") and its button ("Save Contribution"). */
  title: Words;
  save: Words;
  start: Values;
  /** Fields that keep what was chosen after a save; the others go back to `start`. */
  keep?: (values: Values) => Partial<Values>;
  /** The error when the name or the amount is missing, and the success text. */
  required: Words;
  added: Words;
  /** The amount box's placeholder. */
  example: Words;
  /** The fields before the amount, and between the amount and the note (`i18n`: the page's). */
  before: (values: Values, set: (patch: Partial<Values>) => void, i18n: I18n) => ReactNode;
  after: (values: Values, set: (patch: Partial<Values>) => void, i18n: I18n) => ReactNode;
  toInput: (values: Values, amountPaise: number, note: string | null) => Input;
  /** `fallback`: the message when the server gives none. */
  add: (input: Input, idempotencyKey: string, fallback?: string) => Promise<unknown>;
}

export function AddForm<Values extends Common, Input>({ kind }: { kind: FormKind<Values, Input> }) {
  const client = useQueryClient();
  const { i18n, t } = useLingui();
  const [values, setValues] = useState(kind.start);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // One key per distinct submission: pressing Save again after a lost answer cannot add twice.
  const key = useRef<{ body: string; key: string } | null>(null);
  const set = (patch: Partial<Values>) => setValues((old) => ({ ...old, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const amountPaise = parseAmountToPaise(values.amount);
    if (!values.name.trim() || amountPaise <= 0) {
      setStatus({ tone: 'error', text: i18n._(kind.required) });
      return;
    }
    const input = kind.toInput(values, amountPaise, values.note.trim() || null);
    const body = JSON.stringify(input);
    if (key.current?.body !== body) key.current = { body, key: newIdempotencyKey() };
    setSaving(true);
    setStatus(null);
    const failed = i18n._(screenMessages.failed);
    try {
      await kind.add(input, key.current.key, failed);
      key.current = null;
      setValues((old) => ({ ...kind.start, ...kind.keep?.(old) }));
      setStatus({ tone: 'success', text: i18n._(kind.added) });
      await reloadAll(client);
    } catch (error) {
      const message = messageOf(error, failed);
      setStatus({ tone: 'error', text: t`Error: ${message}` });
    } finally {
      setSaving(false);
    }
  }

  const titleId = `add-${kind.noun.toLowerCase()}-title`;
  const reading = amountReading(values.amount);
  return (
    <Card as="section" aria-labelledby={titleId} className="ui-stack">
      <h2 id={titleId} className="fin-card-title">
        {i18n._(kind.title)}
      </h2>
      <form className="ui-stack" onSubmit={submit} noValidate>
        <div className="fin-form-grid">
          {kind.before(values, set, i18n)}
          <Field label={<Trans>Amount (₹)</Trans>} hint={reading ? i18n._(reading) : undefined}>
            <TextInput
              value={values.amount}
              onChange={(e) => set({ amount: e.target.value } as Partial<Values>)}
              inputMode="decimal"
              autoComplete="off"
              placeholder={i18n._(kind.example)}
            />
          </Field>
          {kind.after(values, set, i18n)}
          <Field label={<Trans>Note (optional)</Trans>}>
            <TextInput value={values.note} onChange={(e) => set({ note: e.target.value } as Partial<Values>)} autoComplete="off" maxLength={500} />
          </Field>
        </div>
        <div className="ui-cluster">
          <Button type="submit" loading={saving} loadingText={t`Saving...`}>
            {i18n._(kind.save)}
          </Button>
        </div>
        {status && <Notice tone={status.tone}>{status.text}</Notice>}
      </form>
    </Card>
  );
}
