/**
 * The setup form's choosers: the tournament (from the league's list, never a typed id), the
 * teams with each one's pre-assigned captain, and the sign-ups the pool takes (chosen one by
 * one or all at once, not every approved sign-up).
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { idSchema } from '@league/core/contract';
import { messageOf } from '@league/core/client';
import { registrationsKeys } from '@league/registrations/keys';
import { Button, ErrorBanner, Field, Select } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useTeams } from '@league/teams/client';
import { useTournaments } from '@league/tournaments/client';
import { chosenOf, fetchPoolCandidates, type Captains, type FormFields, type Signups } from './auction-form-model';

export function TournamentPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const tournaments = useTournaments();
  const id = useId();
  const { t } = useLingui();
  const list = tournaments.data ?? [];
  // A stored auction's tournament stays choosable even if the list no longer has it; a name
  // typed before the list existed is not offered (the contract refuses it, so it cannot be saved).
  const unknown = value && idSchema.safeParse(value).success && tournaments.isSuccess && !list.some((one) => one._id === value);
  const hint = tournaments.isPending
    ? t`Loading tournaments…`
    : tournaments.isSuccess && list.length === 0
      ? t`No tournaments yet: add one under Tournaments to write the squads into it.`
      : t`Sold players join their team's squad for this tournament.`;
  return (
    <>
      <Field label={t`Tournament`} htmlFor={id} hint={hint} error={error}>
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={tournaments.isPending} aria-busy={tournaments.isPending}>
          <option value="">{t`No tournament`}</option>
          {unknown && <option value={value}>{t`The tournament chosen before`}</option>}
          {list.map((tournament) => (
            <option key={tournament._id} value={tournament._id}>
              {tournament.name} ({tournament.season})
            </option>
          ))}
        </Select>
      </Field>
      {tournaments.isError && <ErrorBanner message={messageOf(tournaments.error, t`Failed to load tournaments`)} onRetry={() => void tournaments.refetch()} />}
    </>
  );
}

interface PoolPlayer {
  key: string;
  name: string;
}

export function TeamsPicker({
  chosen,
  setChosen,
  captains,
  setCaptains,
  players,
  error,
}: {
  chosen: string[];
  setChosen: (update: (old: string[]) => string[]) => void;
  captains: Captains;
  setCaptains: (update: (old: Captains) => Captains) => void;
  /** Everyone in the pool now, a captain's choices. */
  players: PoolPlayer[];
  error?: string;
}) {
  const teams = useTeams();
  const uid = useId();
  const { t } = useLingui();
  const setCaptain = (teamId: string, key: string) =>
    setCaptains((old) => {
      const next = new Map(old);
      if (key) next.set(teamId, key);
      else next.delete(teamId);
      return next;
    });
  return (
    <fieldset className="auction-teams auction-teams--captains">
      <legend>
        <Trans>Teams taking part, and their pre-assigned captains</Trans>
      </legend>
      {teams.isPending && (
        <p>
          <Trans>Loading teams…</Trans>
        </p>
      )}
      {teams.error && <ErrorBanner message={messageOf(teams.error, t`Failed to load teams`)} onRetry={() => void teams.refetch()} />}
      {teams.data?.length === 0 && (
        <p>
          <Trans>No teams yet: add them on the Teams screen first.</Trans>
        </p>
      )}
      {teams.data?.map((team) => {
        const taking = chosen.includes(team._id);
        const pick = `${uid}-captain-${team._id}`;
        // A player already captain of another team is not offered again.
        const taken = new Set([...captains].filter(([teamId]) => teamId !== team._id).map(([, key]) => key));
        const teamName = team.name;
        const captain = team.captain;
        return (
          <div key={team._id} className="auction-team-row">
            <label className="auction-check">
              <input
                type="checkbox"
                checked={taking}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, team._id] : c.filter((x) => x !== team._id)))}
              />{' '}
              {team.name}
            </label>
            {taking && (
              <span className="auction-team-row__captain">
                <label htmlFor={pick}>
                  <Trans>Captain of {teamName}</Trans>
                </label>
                <Select id={pick} value={captains.get(team._id) ?? ''} onChange={(e) => setCaptain(team._id, e.target.value)}>
                  <option value="">{t`None: every player is bid for`}</option>
                  {captain && <option value="team:">{t`${captain} (the team's captain)`}</option>}
                  {players
                    .filter((p) => !taken.has(p.key) && p.name.toLowerCase() !== team.captain?.toLowerCase())
                    .map((p) => (
                      <option key={p.key} value={p.key}>
                        {p.name}
                      </option>
                    ))}
                </Select>
              </span>
            )}
          </div>
        );
      })}
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function SignupsPicker({ fields, signups, setSignups }: { fields: FormFields; signups: Signups; setSignups: (next: Signups) => void }) {
  const { t } = useLingui();
  const unreadable = t`Could not load the approved sign-ups`;
  const candidates = useQuery({ queryKey: registrationsKeys.poolCandidates(), queryFn: () => fetchPoolCandidates(unreadable), staleTime: 30_000 });
  const list = candidates.data ?? [];
  const all = list.length > 0 && list.every((c) => signups.has(c.registrationId));
  const some = list.some((c) => signups.has(c.registrationId));
  const toggle = (ids: string[], on: boolean) => {
    const next = new Map(signups);
    for (const id of ids) {
      const c = list.find((x) => x.registrationId === id);
      if (on && c) next.set(id, chosenOf(c, fields.categories));
      else next.delete(id);
    }
    setSignups(next);
  };
  // Sign-ups chosen before that the list no longer offers (withdrawn, or hidden awaiting consent) stay until unticked.
  const total = list.length;
  const chosenCount = signups.size;
  const gone = [...signups].filter(([id]) => candidates.isSuccess && !list.some((c) => c.registrationId === id));
  return (
    <fieldset className="auction-teams auction-signups">
      <legend>
        <Trans>Sign-ups in the pool</Trans>
      </legend>
      {candidates.isPending && (
        <p aria-busy="true">
          <Trans>Loading the approved sign-ups…</Trans>
        </p>
      )}
      {candidates.isError && <ErrorBanner message={messageOf(candidates.error, unreadable)} onRetry={() => void candidates.refetch()} />}
      {candidates.isSuccess && list.length === 0 && (
        <p>
          <Trans>No approved sign-ups yet: approve them on the Registration Dashboard first.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <>
          <label className="auction-check auction-signups__all">
            <input
              type="checkbox"
              checked={all}
              ref={(el) => {
                if (el) el.indeterminate = some && !all;
              }}
              onChange={(e) =>
                toggle(
                  list.map((c) => c.registrationId),
                  e.target.checked,
                )
              }
            />{' '}
            <Trans>Select all ({total})</Trans>
          </label>
          <ul className="auction-signups__list">
            {list.map((c) => (
              <li key={c.registrationId}>
                <label className="auction-check">
                  <input type="checkbox" checked={signups.has(c.registrationId)} onChange={(e) => toggle([c.registrationId], e.target.checked)} /> {c.name}
                  <span className="auction-signups__meta">
                    {signups.get(c.registrationId)?.category ?? chosenOf(c, fields.categories).category}
                    {c.role ? ` · ${c.role}` : ''}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <p role="status" className="auction-form__status">
            <Trans>
              {chosenCount} of {total} chosen
            </Trans>
          </p>
        </>
      )}
      {gone.map(([id, s]) => {
        const name = s.name;
        return (
          <p key={id}>
            <Trans>{name} (no longer an approved sign-up)</Trans>{' '}
            <Button size="sm" variant="ghost" onClick={() => toggle([id], false)}>
              <Trans>Remove {name}</Trans>
            </Button>
          </p>
        );
      })}
    </fieldset>
  );
}
