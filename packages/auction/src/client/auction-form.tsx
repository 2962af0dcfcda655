/**
 * The auction setup form, new or edited (an edit is allowed while the auction is in setup),
 * checked by the same contract the server uses. The pool can be filled from the roster or
 * from the approved sign-ups (spec part 2, 6 and 7).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Button, Field, Notice, TextArea, TextInput } from '@league/ui';
import { useTeams } from '@league/teams/client';
import { usePlayers } from '@league/players/client';
import { createAuctionSchema, type AuctionView } from '../contract';
import {
  addSignups,
  fetchPoolCandidates,
  fieldsOf,
  lines,
  lowestCategory,
  NEW_AUCTION,
  poolNames,
  signupsMessage,
  toInput,
  type Extras,
  type FormFields,
} from './auction-form-model';
import { useCreateAuction, useUpdateAuction } from './queries';

export function AuctionForm({ auction, onDone }: { auction?: AuctionView; onDone: () => void }) {
  const initial = auction ? fieldsOf(auction) : null;
  const teams = useTeams();
  const players = usePlayers();
  const create = useCreateAuction();
  const update = useUpdateAuction(auction?._id ?? '');
  const save = auction ? update : create;
  const signups = useMutation({ mutationFn: fetchPoolCandidates });
  const navigate = useNavigate();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [f, setF] = useState<FormFields>(initial?.fields ?? NEW_AUCTION);
  const [chosen, setChosen] = useState<string[]>(initial?.teams ?? []);
  const [extras, setExtras] = useState<Extras>(initial?.extras ?? new Map());
  const [teamPurses] = useState(initial?.teamPurses ?? new Map<string, number>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState('');
  const set = (key: keyof FormFields) => (e: { target: { value: string } }) => setF((old) => ({ ...old, [key]: e.target.value }));

  // Opening the form takes the keyboard and screen reader to it.
  useEffect(() => heading.current?.focus(), []);

  const addRoster = () => {
    const lowest = lowestCategory(f.categories);
    const known = poolNames(f.pool);
    const fresh = (players.data ?? []).filter((p) => !known.has(p.name.toLowerCase()));
    setExtras(
      (old) =>
        new Map([
          ...old,
          ...fresh.map((p) => [p.name.toLowerCase(), { playerId: p.id, stats: `${p.batting.runs} runs, ${p.bowling.wickets} wickets`, teamId: null }] as const),
        ]),
    );
    setF((old) => ({ ...old, pool: [...lines(old.pool), ...fresh.map((p) => `${p.name}, ${lowest}`)].join('\n') }));
  };

  const addApproved = () => {
    setAdded('');
    signups.mutate(undefined, {
      onSuccess: (candidates) => {
        const result = addSignups(f, extras, candidates);
        setF((old) => ({ ...old, pool: result.pool }));
        setExtras(result.extras);
        setAdded(signupsMessage(result, candidates.length));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(f, chosen, extras, teamPurses);
    const parsed = createAuctionSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (auction) update.mutate(input, { onSuccess: () => onDone() });
    else create.mutate(input, { onSuccess: (answer) => (onDone(), navigate(`/auction/${answer.data._id}/console`)) });
  };

  const title = auction ? `Edit ${auction.name}` : 'New auction';
  return (
    <form className="auction-panel auction-form" onSubmit={submit} noValidate aria-labelledby={id('title')}>
      <h2 id={id('title')} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <Field label="Name" htmlFor={id('name')} required error={errors.name}>
        <TextInput id={id('name')} value={f.name} onChange={set('name')} />
      </Field>
      <Field label="Tournament (optional)" htmlFor={id('tournament')} error={errors.tournamentId}>
        <TextInput id={id('tournament')} value={f.tournamentId} onChange={set('tournamentId')} />
      </Field>
      <div className="auction-row auction-row--wrap">
        <Field label="Purse per team" htmlFor={id('purse')} required error={errors.purse}>
          <TextInput id={id('purse')} inputMode="numeric" value={f.purse} onChange={set('purse')} />
        </Field>
        <Field label="Squad minimum" htmlFor={id('min')} required error={errors.squadMin}>
          <TextInput id={id('min')} inputMode="numeric" value={f.squadMin} onChange={set('squadMin')} />
        </Field>
        <Field label="Squad maximum" htmlFor={id('max')} required error={errors.squadMax}>
          <TextInput id={id('max')} inputMode="numeric" value={f.squadMax} onChange={set('squadMax')} />
        </Field>
      </div>
      <Field label="Categories and base prices" htmlFor={id('cats')} hint="One a line: Diamond 100" error={errors.categories}>
        <TextArea id={id('cats')} rows={4} value={f.categories} onChange={set('categories')} />
      </Field>
      <Field label="Increments" htmlFor={id('bands')} hint="One a line: from which bid, the step (0 5 means +5 from 0)" error={errors.increments}>
        <TextArea id={id('bands')} rows={3} value={f.increments} onChange={set('increments')} />
      </Field>
      <fieldset className="auction-teams">
        <legend>Teams taking part</legend>
        {teams.isPending && <p>Loading teams…</p>}
        {teams.error && <Notice tone="error">{messageOf(teams.error, 'Failed to load teams')}</Notice>}
        {teams.data?.length === 0 && <p>No teams yet: add them on the Teams screen first.</p>}
        {teams.data?.map((t) => (
          <label key={t._id} className="auction-check">
            <input
              type="checkbox"
              checked={chosen.includes(t._id)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, t._id] : c.filter((x) => x !== t._id)))}
            />{' '}
            {t.name}
          </label>
        ))}
        {errors.teams && (
          <p className="ui-field__error" role="alert">
            {errors.teams}
          </p>
        )}
      </fieldset>
      <Field label="Pool" htmlFor={id('pool')} hint="One player a line: Name, Category, Role" error={errors.pool}>
        <TextArea id={id('pool')} rows={6} value={f.pool} onChange={set('pool')} />
      </Field>
      <div className="auction-row auction-row--wrap">
        <Button type="button" variant="secondary" onClick={addRoster} disabled={!players.data?.length}>
          Add the roster
        </Button>
        <Button type="button" variant="secondary" onClick={addApproved} disabled={signups.isPending}>
          {signups.isPending ? 'Adding sign-ups…' : 'Add approved sign-ups'}
        </Button>
      </div>
      <p role="status" className="auction-form__status">
        {added}
      </p>
      {signups.isError && <Notice tone="error">{messageOf(signups.error, 'Could not load the approved sign-ups')}</Notice>}
      <div className="auction-row auction-row--wrap">
        <Button type="submit" disabled={save.isPending}>
          {auction ? (update.isPending ? 'Saving…' : 'Save changes') : create.isPending ? 'Creating…' : 'Create auction'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {save.isError && <Notice tone="error">{messageOf(save.error, auction ? 'Could not save the auction' : 'Could not create the auction')}</Notice>}
    </form>
  );
}
