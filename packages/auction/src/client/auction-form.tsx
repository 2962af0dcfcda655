/**
 * The auction setup form, new or edited (an edit is allowed while the auction is in setup),
 * checked by the same contract the server uses. The pool can be filled from the roster or
 * from the approved sign-ups (spec part 2, 6 and 7).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { say, useLocaleNavigate } from '@league/ui/i18n';
import { messageOf } from '@league/core/client';
import { Button, Field, Notice, TextArea, TextInput } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useTeams } from '@league/teams/client';
import { usePlayers } from '@league/players/client';
import { createAuctionSchema, type AuctionView } from '../contract';
import {
  fieldsOf,
  lines,
  lowestCategory,
  NEW_AUCTION,
  parseCategories,
  parsePoolLine,
  poolNames,
  toInput,
  type Captains,
  type Extras,
  type FormFields,
  type Signups,
} from './auction-form-model';
import { PoolPersonPicker } from './pool-person-picker';
import { SignupsPicker, TeamsPicker, TournamentPicker } from './pool-pickers';
import { useCreateAuction, useUpdateAuction } from './queries';

export function AuctionForm({ auction, onDone }: { auction?: AuctionView; onDone: () => void }) {
  const initial = auction ? fieldsOf(auction) : null;
  const teams = useTeams();
  const players = usePlayers();
  const create = useCreateAuction();
  const update = useUpdateAuction(auction?._id ?? '');
  const save = auction ? update : create;
  const navigate = useLocaleNavigate();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [f, setF] = useState<FormFields>(initial?.fields ?? NEW_AUCTION);
  const [chosen, setChosen] = useState<string[]>(initial?.teams ?? []);
  const [extras, setExtras] = useState<Extras>(initial?.extras ?? new Map());
  const [signups, setSignups] = useState<Signups>(initial?.signups ?? new Map());
  const [captains, setCaptains] = useState<Captains>(initial?.captains ?? new Map());
  const [teamPurses] = useState(initial?.teamPurses ?? new Map<string, number>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { t, i18n } = useLingui();
  const set = (key: keyof FormFields) => (e: { target: { value: string } }) => setF((old) => ({ ...old, [key]: e.target.value }));

  // Opening the form takes the keyboard and screen reader to it.
  useEffect(() => heading.current?.focus(), []);

  /** Who may be a captain: the typed lines and the chosen sign-ups. */
  const poolPlayers = useMemo(() => {
    const categories = parseCategories(f.categories).map((c) => c.name);
    const typed = lines(f.pool).map((l) => parsePoolLine(l, categories).name);
    return [
      ...typed.filter(Boolean).map((name) => ({ key: `name:${name.toLowerCase()}`, name })),
      ...[...signups].map(([registrationId, s]) => ({ key: `reg:${registrationId}`, name: s.name })),
    ];
  }, [f.pool, f.categories, signups]);

  const addRoster = () => {
    const lowest = lowestCategory(f.categories);
    const known = poolNames(f);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const teamCaptains = new Map((teams.data ?? []).map((team) => [team._id, team.captain]));
    const input = toInput(f, chosen, extras, teamPurses, signups, captains, teamCaptains);
    const parsed = createAuctionSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= say(i18n, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (auction) update.mutate(input, { onSuccess: () => onDone() });
    else create.mutate(input, { onSuccess: (answer) => (onDone(), navigate(`/auction/${answer.data._id}/console`)) });
  };

  const name = auction?.name;
  const title = auction ? t`Edit ${name}` : t`New auction`;
  return (
    <form className="auction-panel auction-form" onSubmit={submit} noValidate aria-labelledby={id('title')}>
      <h2 id={id('title')} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <Field label={t`Name`} htmlFor={id('name')} required error={errors.name}>
        <TextInput id={id('name')} value={f.name} onChange={set('name')} />
      </Field>
      <TournamentPicker value={f.tournamentId} onChange={(tournamentId) => setF((old) => ({ ...old, tournamentId }))} error={errors.tournamentId} />
      <div className="auction-row auction-row--wrap">
        <Field label={t`Purse per team`} htmlFor={id('purse')} required error={errors.purse}>
          <TextInput id={id('purse')} inputMode="numeric" value={f.purse} onChange={set('purse')} />
        </Field>
        <Field label={t`Squad minimum`} htmlFor={id('min')} required error={errors.squadMin}>
          <TextInput id={id('min')} inputMode="numeric" value={f.squadMin} onChange={set('squadMin')} />
        </Field>
        <Field label={t`Squad maximum`} htmlFor={id('max')} required error={errors.squadMax}>
          <TextInput id={id('max')} inputMode="numeric" value={f.squadMax} onChange={set('squadMax')} />
        </Field>
        <Field
          label={t`Fee for a bought player (₹)`}
          htmlFor={id('fee')}
          hint={t`Owed by each player bought, on Registration dues; 0 for none`}
          error={errors.playerFeePaise}
        >
          <TextInput id={id('fee')} inputMode="decimal" value={f.playerFee} onChange={set('playerFee')} />
        </Field>
      </div>
      <Field label={t`Categories and base prices`} htmlFor={id('cats')} hint={t`One a line: Diamond 100`} error={errors.categories}>
        <TextArea id={id('cats')} rows={4} value={f.categories} onChange={set('categories')} />
      </Field>
      <Field label={t`Increments`} htmlFor={id('bands')} hint={t`One a line: from which bid, the step (0 5 means +5 from 0)`} error={errors.increments}>
        <TextArea id={id('bands')} rows={3} value={f.increments} onChange={set('increments')} />
      </Field>
      <Field label={t`Pool`} htmlFor={id('pool')} hint={t`Players typed or from the roster, one a line: Name, Category, Role`} error={errors.pool}>
        <TextArea id={id('pool')} rows={6} value={f.pool} onChange={set('pool')} />
      </Field>
      <div className="auction-row auction-row--wrap">
        <Button type="button" variant="secondary" onClick={addRoster} disabled={!players.data?.length}>
          <Trans>Add the roster</Trans>
        </Button>
      </div>
      <PoolPersonPicker
        fields={f}
        extras={extras}
        onPick={(next) => {
          setExtras(next.extras);
          setF((old) => ({ ...old, pool: next.pool }));
        }}
      />
      <SignupsPicker fields={f} signups={signups} setSignups={setSignups} />
      <TeamsPicker chosen={chosen} setChosen={setChosen} captains={captains} setCaptains={setCaptains} players={poolPlayers} error={errors.teams} />
      <div className="auction-row auction-row--wrap">
        <Button type="submit" disabled={save.isPending}>
          {auction ? (update.isPending ? t`Saving…` : t`Save changes`) : create.isPending ? t`Creating…` : t`Create auction`}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {save.isError && <Notice tone="error">{messageOf(save.error, auction ? t`Could not save the auction` : t`Could not create the auction`)}</Notice>}
    </form>
  );
}
