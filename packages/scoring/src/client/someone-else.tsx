/**
 * "Someone else" for the scorer (part 3 spec 1): a name box that picks a person of the match
 * or, on purpose, a new one; `join` then puts them in the side's squad (and lineup) and the
 * name it answers is what the screen uses.
 */
import { useState, type FormEvent } from 'react';
import { Button, PersonPicker, sameName, type PersonChoice, type PersonOption } from '@league/ui';
import { useLingui } from '@league/ui/i18n/macro';
import { failureText } from './match-people';

export interface SomeoneElseProps {
  label: string;
  /** The button that takes a typed name ("Add", "Use"). */
  button: string;
  search: (q: string, signal?: AbortSignal) => Promise<PersonOption[]>;
  /** Puts the person in the squad (and lineup); answers the name to use. */
  join: (choice: PersonChoice) => Promise<string>;
  onName: (name: string) => void;
  /** A local refusal before anything is sent (the lineup's "already in the list"). */
  refuse?: (name: string) => string | null;
}

/** What a sheet is handed for its "someone else": the side's search and join. */
export type SomeoneElseWiring = Pick<SomeoneElseProps, 'search' | 'join'>;

export function SomeoneElse({ label, button, search, join, onName, refuse }: SomeoneElseProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const take = async (choice: PersonChoice) => {
    if (busy) return;
    const refused = refuse?.(choice.name);
    if (refused) return setError(refused);
    setBusy(true);
    setError(null);
    try {
      const name = await join(choice);
      setText('');
      onName(name);
    } catch (e) {
      setError(failureText(i18n, e));
    } finally {
      setBusy(false);
    }
  };

  // A name typed without choosing: a new person only when no one of that name is found.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = text.trim().replace(/\s+/g, ' ');
    if (!name) return setError(t`Type the player’s name`);
    const refused = refuse?.(name);
    if (refused) return setError(refused);
    setBusy(true);
    const found = await search(name).catch((e: unknown) => e);
    setBusy(false);
    if (!Array.isArray(found)) return setError(failureText(i18n, found));
    if (sameName(name, found).length) return setError(t`Someone named ${name} is on record: choose them from the list, or add a new person`);
    await take({ name, create: true });
  };

  return (
    <form className="sc-add" onSubmit={(e) => void submit(e)}>
      <PersonPicker
        label={label}
        value={text}
        onChange={(typed) => {
          setText(typed);
          setError(null);
        }}
        search={search}
        onChoose={(choice) => {
          setText(choice.name);
          void take(choice);
        }}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" loading={busy} loadingText={t`Adding…`}>
        {button}
      </Button>
    </form>
  );
}
