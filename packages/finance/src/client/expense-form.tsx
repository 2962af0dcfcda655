import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Button, Card, Field, Notice, Select, TextInput } from '@league/ui';
import { DEFAULT_CATEGORY, EXPENSE_CATEGORIES, financeMessages, type ExpenseCategory } from '../contract';
import { amountReading, parseAmountToPaise } from './amount';
import { addExpense } from './finance-api';
import { reloadAll } from './queries';
import { newIdempotencyKey } from './idempotency';
import { categoryLabel } from './labels';

type Status = { tone: 'success' | 'error'; text: string } | null;

/** Spec 2/5: Add Expense. The category starts at, and returns to, EQUIPMENT. */
export function ExpenseForm() {
  const client = useQueryClient();
  const [item, setItem] = useState('');
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState<ExpenseCategory>(DEFAULT_CATEGORY);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const key = useRef<{ body: string; key: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const amountPaise = parseAmountToPaise(amount);
    const trimmed = item.trim();
    if (!trimmed || amountPaise <= 0) {
      setStatus({ tone: 'error', text: financeMessages.expenseRequired });
      return;
    }
    const input = { item: trimmed, amountPaise, category, note: note.trim() || null };
    const body = JSON.stringify(input);
    if (key.current?.body !== body) key.current = { body, key: newIdempotencyKey() };
    setSaving(true);
    setStatus(null);
    try {
      await addExpense(input, key.current.key);
      key.current = null;
      setItem('');
      setAmount('');
      setCategory(DEFAULT_CATEGORY);
      setNote('');
      setStatus({ tone: 'success', text: financeMessages.expenseAdded });
      await reloadAll(client);
    } catch (error) {
      setStatus({ tone: 'error', text: `Error: ${messageOf(error, financeMessages.failed)}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="add-expense-title" className="ui-stack">
      <h2 id="add-expense-title" className="fin-card-title">
        Add Expense
      </h2>
      <form className="ui-stack" onSubmit={submit} noValidate>
        <div className="fin-form-grid">
          <Field label="Item name">
            <TextInput value={item} onChange={(e) => setItem(e.target.value)} autoComplete="off" maxLength={160} />
          </Field>
          <Field label="Amount (₹)" hint={amountReading(amount) ?? undefined}>
            <TextInput value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoComplete="off" placeholder="e.g. 2,400" />
          </Field>
          <Field label="Category">
            <Select value={category} onChange={(e) => setCategory(e.target.value as ExpenseCategory)}>
              {EXPENSE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Note (optional)">
            <TextInput value={note} onChange={(e) => setNote(e.target.value)} autoComplete="off" maxLength={500} />
          </Field>
        </div>
        <div className="ui-cluster">
          <Button type="submit" loading={saving} loadingText="Saving...">
            Save Expense
          </Button>
        </div>
        {status && <Notice tone={status.tone}>{status.text}</Notice>}
      </form>
    </Card>
  );
}
