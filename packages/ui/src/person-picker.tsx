import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { Plural, useLingui } from '@league/ui/i18n/macro';
import { Field, TextInput } from './field';

/** One person a search found. */
export interface PersonOption {
  /** The person's record id (what a choice carries). */
  id: string;
  name: string;
  /** What tells two people of one name apart: their teams, "in this squad". */
  detail?: string;
}

/** A person picked (`personId`), or a new person asked for on purpose (`create`). */
export type PersonChoice<T extends PersonOption = PersonOption> =
  { name: string; personId: string; person: T; create?: never } | { name: string; create: true };

export interface PersonPickerProps<T extends PersonOption> {
  label: ReactNode;
  /** The text in the box (the parent owns it: it shows a choice, or clears it). */
  value: string;
  onChange: (text: string) => void;
  /** Finds people for the typed text; a rejection shows its message. */
  search: (q: string, signal: AbortSignal) => Promise<T[]>;
  onChoose: (choice: PersonChoice<T>) => void;
  /** The last option's words; defaults to Add “name” as a new person. */
  newLabel?: (typed: string) => string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Quiet time after the last key before searching. */
  debounceMs?: number;
  /** The list's accessible name (not the box's label: that names the box alone). */
  listLabel?: string;
  /** Letters needed before searching (the new-person option shows from the first). */
  minChars?: number;
  className?: string;
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The people found whose name is the typed text (any case or spacing): typed alone, it must not become someone new. */
export function sameName<T extends PersonOption>(text: string, people: readonly T[]): T[] {
  const want = clean(text).toLowerCase();
  return people.filter((p) => clean(p.name).toLowerCase() === want);
}

type Found<T> = { q: string; error?: string; people: T[]; loading?: boolean };
const SHOWN = 8;

/**
 * A name box that picks a person (WAI-ARIA combobox with a listbox popup): typing searches
 * after a pause, the arrow keys move through the people found and Enter or a tap picks one;
 * the last option always makes a new person of the typed name, so nothing typed becomes a
 * second record of someone by accident. Escape closes the list (and, closed, clears the box).
 */
export function PersonPicker<T extends PersonOption>({
  label,
  value,
  onChange,
  search,
  onChoose,
  newLabel,
  hint,
  error,
  id,
  placeholder,
  disabled,
  inputRef,
  debounceMs = 250,
  minChars = 2,
  listLabel,
  className,
}: PersonPickerProps<T>) {
  const { t } = useLingui();
  const auto = useId();
  const inputId = id ?? `picker-${auto}`;
  const listId = `${inputId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<Found<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);
  const pressed = useRef(false);
  useEffect(() => {
    const down = () => (pressed.current = true);
    const up = () => (pressed.current = false);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      clearTimeout(timer.current);
      pending.current?.abort();
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);

  const typed = clean(value);
  // While a new search runs the last results stay (no flicker); null stands for "new person".
  const options: Array<T | null> = typed ? [...(found?.people ?? []).slice(0, SHOWN), null] : [];
  const shown = open && !disabled && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const run = (q: string) => {
    pending.current?.abort();
    const ctrl = new AbortController();
    pending.current = ctrl;
    setFound((old) => ({ q, people: old?.people ?? [], loading: true }));
    // An answer to an older search (aborted by a newer one) is dropped.
    search(q, ctrl.signal).then(
      (people) => {
        if (!ctrl.signal.aborted) setFound({ q, people });
      },
      (e: unknown) => {
        if (!ctrl.signal.aborted) setFound({ q, people: [], error: e instanceof Error ? e.message : '' });
      },
    );
  };

  const type = (text: string) => {
    onChange(text);
    setOpen(true);
    setActive(-1);
    clearTimeout(timer.current);
    const q = clean(text);
    if (q.length >= minChars) timer.current = setTimeout(() => run(q), debounceMs);
    else {
      pending.current?.abort();
      setFound(null);
    }
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  // The list sits in the page's flow: closed the moment a press elsewhere takes the focus, it
  // would pull the form's own button up from under the pointer, and the click would miss it.
  // So a blur by a press closes the list once the press is over (after its click).
  const blurred = () => {
    if (!pressed.current) return close();
    document.addEventListener('pointerup', () => setTimeout(close, 0), { once: true });
  };
  const choose = (person: T | null) => {
    close();
    onChoose(person ? { name: person.name, personId: person.id, person } : { name: typed, create: true });
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    const down = e.key === 'ArrowDown';
    if ((down || e.key === 'ArrowUp') && n) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (!shown ? (down ? 0 : n - 1) : down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      choose(options[active] ?? null);
    } else if (e.key === 'Escape' && (shown || value)) {
      // Used here: an enclosing Modal must not close as well.
      e.preventDefault();
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      if (shown) close();
      else type('');
    } else if (e.key === 'Tab') close();
  };

  useEffect(() => {
    if (shown && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const count = found?.people.length ?? 0;
  const reason = found?.error;
  const q = found?.q;
  const message: ReactNode = !shown ? (
    ''
  ) : typed.length < minChars ? (
    ''
  ) : found?.loading ? (
    t`Searching…`
  ) : reason !== undefined ? (
    reason ? (
      t`Could not search: ${reason}`
    ) : (
      t`Could not search`
    )
  ) : !found ? (
    ''
  ) : count === 0 ? (
    t`No one on record matches “${q}”`
  ) : (
    <Plural value={count} one="# person found" other="# people found" />
  );

  return (
    <Field label={label} htmlFor={inputId} hint={hint} error={error} className={cx('ui-picker', className)}>
      <TextInput
        ref={inputRef}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => type(e.target.value)}
        onKeyDown={keyDown}
        onClick={() => setOpen(true)}
        onBlur={blurred}
      />
      <p role="status" className={cx('ui-picker__msg', (!message || (count > 0 && !found?.loading)) && 'ui-visually-hidden')}>
        {message}
      </p>
      <ul id={listId} role="listbox" aria-label={listLabel ?? t`People found`} className="ui-picker__list" hidden={!shown}>
        {options.map((person, i) => (
          <li
            key={person ? person.id : 'new'}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            aria-label={person?.detail ? `${person.name}, ${person.detail}` : undefined}
            className={cx('ui-picker__option', !person && 'ui-picker__option--new')}
            // Keeps focus in the box, so the list is not closed by a blur before the click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(person)}
          >
            {person ? (
              <>
                <span className="ui-picker__name">{person.name}</span>
                {person.detail && <span className="ui-picker__detail">{person.detail}</span>}
              </>
            ) : (
              (newLabel?.(typed) ?? t`Add “${typed}” as a new person`)
            )}
          </li>
        ))}
      </ul>
    </Field>
  );
}
