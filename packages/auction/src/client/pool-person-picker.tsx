/** The setup form's person search for the pool (part 3 spec 1). */
import { useCallback, useState } from 'react';
import { messageOf } from '@league/core/client';
import { searchPeople } from '@league/people/client';
import { PersonPicker, sameName, type PersonChoice, type PersonOption } from '@league/ui';
import { useLingui } from '@league/ui/i18n/macro';
import { pickIntoPool, poolNames, type Extras, type FormFields } from './auction-form-model';

/** The admin's person search, each person with their teams (`noTeam`: the words for none). */
async function findPeople(q: string, noTeam: string, signal?: AbortSignal): Promise<PersonOption[]> {
  return (await searchPeople(q, signal)).map((p) => ({ id: p.id, name: p.name, detail: p.teams.join(' · ') || noTeam }));
}

/**
 * A person put in the pool through the search (part 3 spec 1): their line keeps who they
 * are (personId), so the lot is that person and not whoever else has the name. Picking a
 * person whose name has a line already binds that line. "Add as a new person" adds the
 * typed name as a line of its own.
 */
export function PoolPersonPicker({ fields, extras, onPick }: { fields: FormFields; extras: Extras; onPick: (next: { pool: string; extras: Extras }) => void }) {
  const [text, setText] = useState('');
  const [said, setSaid] = useState<{ text: string; error?: boolean } | null>(null);
  const { t } = useLingui();
  const noTeam = t`no team yet`;
  const search = useCallback((q: string, signal?: AbortSignal) => findPeople(q, noTeam, signal), [noTeam]);
  const take = (choice: PersonChoice) => {
    const name = choice.name;
    if (choice.create && poolNames(fields).has(name.toLowerCase()))
      return setSaid({ text: t`${name} is in the pool already: pick them from the list to say who they are`, error: true });
    const next = pickIntoPool(fields, extras, { name, personId: choice.create ? null : choice.personId });
    onPick(next);
    setText('');
    setSaid({ text: next.added ? t`${name} added to the pool` : t`${name}'s line in the pool is now the person picked` });
  };
  // Enter on a name not chosen from the list must not submit the auction: a name no one has
  // is a new person's line; a name someone has waits for the admin to choose.
  const typed = async () => {
    const name = text.trim().replace(/\s+/g, ' ');
    if (!name) return;
    const found = await findPeople(name, noTeam).catch((e: unknown) => e);
    if (!Array.isArray(found)) return setSaid({ text: messageOf(found, t`Could not search people`), error: true });
    if (sameName(name, found).length)
      return setSaid({ text: t`Someone named ${name} is on record: choose them from the list, or add a new person`, error: true });
    take({ name, create: true });
  };
  return (
    <div
      className="auction-pool-person"
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || e.defaultPrevented || !(e.target instanceof HTMLInputElement)) return;
        e.preventDefault();
        void typed();
      }}
    >
      <PersonPicker
        label={t`Add a person to the pool`}
        hint={t`Search the league's people; the line keeps the person picked`}
        value={text}
        onChange={(typedText) => {
          setText(typedText);
          setSaid(null);
        }}
        search={search}
        onChoose={take}
        error={said?.error ? said.text : undefined}
      />
      <p role="status" className="auction-form__status">
        {said && !said.error ? said.text : ''}
      </p>
    </div>
  );
}
