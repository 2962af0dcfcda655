/** The new-auction form, checked by the same contract the server uses. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Button, Field, Notice, TextArea, TextInput } from '@league/ui';
import { useTeams } from '@league/teams/client';
import { usePlayers } from '@league/players/client';
import { createAuctionSchema, type CreateAuctionInput } from '../contract';
import { useCreateAuction } from './queries';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** "Diamond 100" -> {name, basePrice}; "100 10" -> {from, step}. */
const parseCategories = (text: string) =>
  lines(text).map((l) => {
    const m = /^(.*?)[\s,:]+(\d+)$/.exec(l);
    return m ? { name: m[1]!.trim(), basePrice: Number(m[2]) } : { name: l, basePrice: NaN };
  });
const parseBands = (text: string) =>
  lines(text).map((l) => {
    const [from, step] = l.split(/[\s,:+]+/).map(Number);
    return { from: from ?? NaN, step: step ?? NaN };
  });

export function CreateAuctionForm({ onDone }: { onDone: () => void }) {
  const teams = useTeams();
  const players = usePlayers();
  const create = useCreateAuction();
  const navigate = useNavigate();
  const [f, setF] = useState({
    name: '',
    tournamentId: '',
    purse: '1000',
    squadMin: '11',
    squadMax: '15',
    categories: 'Diamond 100\nGold 75\nSilver 50\nBronze 25',
    increments: '0 5\n100 10\n500 25',
    pool: '',
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [roster, setRoster] = useState<Map<string, { playerId: string; stats: string }>>(new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) => setF((old) => ({ ...old, [key]: e.target.value }));

  const addRoster = () => {
    const list = players.data ?? [];
    const lowest = parseCategories(f.categories).sort((a, b) => a.basePrice - b.basePrice)[0]?.name ?? '';
    const known = new Set(lines(f.pool).map((l) => l.split(',')[0]!.trim().toLowerCase()));
    const fresh = list.filter((p) => !known.has(p.name.toLowerCase()));
    setRoster((old) => new Map([...old, ...fresh.map((p) => [p.name.toLowerCase(), { playerId: p.id, stats: `${p.batting.runs} runs, ${p.bowling.wickets} wickets` }] as const)]));
    setF((old) => ({ ...old, pool: [...lines(old.pool), ...fresh.map((p) => `${p.name}, ${lowest}`)].join('\n') }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: CreateAuctionInput = {
      name: f.name,
      tournamentId: f.tournamentId || null,
      purse: Number(f.purse),
      squadMin: Number(f.squadMin),
      squadMax: Number(f.squadMax),
      categories: parseCategories(f.categories),
      increments: parseBands(f.increments),
      teams: chosen.map((teamId) => ({ teamId })),
      pool: lines(f.pool).map((l) => {
        const [name = '', category = '', role = ''] = l.split(',').map((x) => x.trim());
        const fromRoster = roster.get(name.toLowerCase());
        return { name, category, role: role || null, playerId: fromRoster?.playerId ?? null, stats: fromRoster?.stats ?? null };
      }),
    };
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
    create.mutate(input, { onSuccess: (answer) => (onDone(), navigate(`/auction/${answer.data._id}/console`)) });
  };

  return (
    <form className="auction-panel auction-form" onSubmit={submit} noValidate aria-labelledby="new-auction-title">
      <h2 id="new-auction-title">New auction</h2>
      <Field label="Name" htmlFor="au-name" required error={errors.name}>
        <TextInput id="au-name" value={f.name} onChange={set('name')} />
      </Field>
      <Field label="Tournament (optional)" htmlFor="au-tournament" error={errors.tournamentId}>
        <TextInput id="au-tournament" value={f.tournamentId} onChange={set('tournamentId')} />
      </Field>
      <div className="auction-row auction-row--wrap">
        <Field label="Purse per team" htmlFor="au-purse" required error={errors.purse}>
          <TextInput id="au-purse" inputMode="numeric" value={f.purse} onChange={set('purse')} />
        </Field>
        <Field label="Squad minimum" htmlFor="au-min" required error={errors.squadMin}>
          <TextInput id="au-min" inputMode="numeric" value={f.squadMin} onChange={set('squadMin')} />
        </Field>
        <Field label="Squad maximum" htmlFor="au-max" required error={errors.squadMax}>
          <TextInput id="au-max" inputMode="numeric" value={f.squadMax} onChange={set('squadMax')} />
        </Field>
      </div>
      <Field label="Categories and base prices" htmlFor="au-cats" hint="One a line: Diamond 100" error={errors.categories}>
        <TextArea id="au-cats" rows={4} value={f.categories} onChange={set('categories')} />
      </Field>
      <Field label="Increments" htmlFor="au-bands" hint="One a line: from which bid, the step (0 5 means +5 from 0)" error={errors.increments}>
        <TextArea id="au-bands" rows={3} value={f.increments} onChange={set('increments')} />
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
      <Field label="Pool" htmlFor="au-pool" hint="One player a line: Name, Category, Role" error={errors.pool}>
        <TextArea id="au-pool" rows={6} value={f.pool} onChange={set('pool')} />
      </Field>
      <div className="auction-row auction-row--wrap">
        <Button type="button" variant="secondary" onClick={addRoster} disabled={!players.data?.length}>
          Add the roster
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create auction'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {create.isError && (
        <Notice tone="error">
          {messageOf(create.error, 'Could not create the auction')}
        </Notice>
      )}
    </form>
  );
}
