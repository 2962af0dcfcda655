import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Person } from '@league/people/client';
import {
  Badge,
  Button,
  ErrorBanner,
  Field,
  FollowButton,
  Modal,
  PersonPicker,
  Select,
  ShareButton,
  sameName,
  useToast,
  type PersonChoice,
  type PersonOption,
} from '@league/ui';
import { Plural, Trans, useLingui } from '@league/ui/i18n/macro';
import { PLAYER_ROLES, type AddPlayerInput, type PlayerRole, type Team } from '../contract';
import { EditTeamForm } from './edit-team-form';
import { failureMessage } from './feedback';
import { teamKeys, useAddPlayer, useDeleteTeam, useRemovePlayer, useTeam } from './queries';
import { SquadName } from './squad-name';
import { TeamMatches } from './team-matches';

export interface TeamDetailProps {
  /** The team to show; null keeps the popup closed. */
  teamId: string | null;
  admin: boolean;
  onClose: () => void;
}

/** The team popup (spec 2): squad, Refresh, and for admins Add player, Remove player, Delete Team. */
export function TeamDetail({ teamId, admin, onClose }: TeamDetailProps) {
  const { t } = useLingui();
  const { data: team, error, refetch } = useTeam(teamId);
  const [refreshing, setRefreshing] = useState(false);
  const client = useQueryClient();
  const toast = useToast();
  const deleteTeam = useDeleteTeam();

  const refresh = async () => {
    // Spec 8: a failed refresh only logs; the popup keeps what it showed.
    setRefreshing(true);
    const result = await refetch();
    setRefreshing(false);
    if (result.error) console.error('Failed to refresh team', result.error);
    void client.invalidateQueries({ queryKey: teamKeys.list() });
  };

  const remove = () => {
    if (!team || !window.confirm(t`Delete this team?`)) return;
    deleteTeam.mutate(team._id, {
      onSuccess: onClose,
      onError: (e) => toast.show(failureMessage(t`Failed to delete team`, e), { tone: 'error', durationMs: 6000 }),
    });
  };

  return (
    <Modal
      open={teamId !== null}
      onClose={onClose}
      title={team?.name ?? t`Team`}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={refresh} loading={refreshing} loadingText={t`Refreshing...`}>
            <Trans>Refresh</Trans>
          </Button>
          {admin && team && (
            <Button variant="danger" onClick={remove} loading={deleteTeam.isPending} loadingText={t`Deleting...`}>
              <Trans>Delete Team</Trans>
            </Button>
          )}
        </>
      }
    >
      {team ? (
        <TeamBody team={team} admin={admin} />
      ) : error ? (
        <ErrorBanner message={t`Failed to load teams`} onRetry={refresh} />
      ) : (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </Modal>
  );
}

function TeamBody({ team, admin }: { team: Team; admin: boolean }) {
  const { t } = useLingui();
  const toast = useToast();
  const removePlayer = useRemovePlayer(team._id);
  const teamName = team.name;
  const squadSize = team.players.length;
  const [removing, setRemoving] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const doneEditing = () => {
    setEditing(false);
    // Back to the button that opened the form, not to the top of the page.
    editButton.current?.focus();
  };

  const remove = (playerId: string) => {
    if (!window.confirm(t`Remove this player?`)) return;
    setRemoving(playerId);
    removePlayer.mutate(playerId, {
      onError: (e) => toast.show(failureMessage(t`Failed to remove player`, e), { tone: 'error', durationMs: 6000 }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className="ui-stack">
      {/* Focused on opening instead of the first field, so phones do not pop up a keyboard. */}
      <div className="ui-cluster ui-cluster--sm team-summary" tabIndex={-1} data-autofocus>
        <Badge tone={team.section === 'GICPL-OG' ? 'accent' : 'info'}>{team.section}</Badge>
        <span>
          <span className="ui-muted">
            <Trans>Captain:</Trans>
          </span>{' '}
          <strong>{team.captain}</strong>
        </span>
        <ShareButton
          text={t`${teamName}: squad, fixtures and results`}
          title={team.name}
          url={`/teams/${encodeURIComponent(team._id)}`}
          className="team-share"
        />
        <FollowButton teamId={team._id} name={team.name} />
        {admin && (
          <Button ref={editButton} variant="secondary" size="sm" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            <Trans>Edit team</Trans>
          </Button>
        )}
      </div>
      {admin && editing && <EditTeamForm team={team} onDone={doneEditing} />}
      <TeamMatches team={team} />
      <section aria-labelledby="team-squad-title" className="ui-stack ui-stack--sm">
        <h3 id="team-squad-title" className="ui-text-sm ui-muted" style={{ margin: 0 }}>
          <Trans>
            Squad (<Plural value={squadSize} one="# player" other="# players" />)
          </Trans>
        </h3>
        {team.players.length === 0 ? (
          <p className="ui-muted">
            <Trans>No players yet</Trans>
          </p>
        ) : (
          <ul className="team-squad">
            {team.players.map((p) => {
              const { name } = p;
              return (
                <li key={p._id}>
                  <SquadName player={p} />
                  {admin && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Remove ${name}`}
                      loading={removing === p._id}
                      disabled={removing !== null}
                      onClick={() => remove(p._id)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {admin && <AddPlayerForm team={team} />}
    </div>
  );
}

/** What the picker shows of a person found: their teams, this one named as the squad. */
function personOption(person: Person, team: string, words: { inSquad: string; noTeam: string }): PersonOption {
  const teams = person.teams.map((t) => (t === team ? words.inSquad : t));
  return { id: person.id, name: person.name, detail: teams.join(' · ') || words.noTeam };
}

/**
 * Part 3 spec 1: the name picks a person on record or, on purpose, a new one for this team.
 * A name typed without choosing is a new person only when no one of that name is on record;
 * if someone is, the admin chooses (them, or a new person). When the search itself cannot
 * be read, the name goes as before and the server binds it.
 */
function AddPlayerForm({ team }: { team: Team }) {
  const { t } = useLingui();
  const toast = useToast();
  const add = useAddPlayer(team._id);
  const inSquad = t`in this squad`;
  const noTeam = t`no team yet`;
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<PersonChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [role, setRole] = useState<PlayerRole>('Player');
  const box = useRef<HTMLInputElement>(null);
  // Loaded when an admin first searches: the public teams page does not carry people's client.
  const search = useCallback(
    async (q: string, signal?: AbortSignal) => {
      const { searchPeople } = await import('@league/people/client');
      return (await searchPeople(q, signal)).map((p) => personOption(p, team.name, { inSquad, noTeam }));
    },
    [team.name, inSquad, noTeam],
  );

  const send = (input: AddPlayerInput) =>
    add.mutate(input, {
      onSuccess: () => {
        setName('');
        setChosen(null);
        setRole('Player');
      },
      onError: (e) => toast.show(failureMessage(t`Failed to add player`, e), { tone: 'error', durationMs: 6000 }),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    // Spec 5: a blank name is ignored.
    if (!typed) return;
    if (chosen) return send(chosen.create ? { name: chosen.name, role, newPerson: true } : { name: chosen.name, role, personId: chosen.personId });
    setChecking(true);
    const found = await search(typed).catch(() => null);
    setChecking(false);
    if (!found) return send({ name: typed, role });
    if (sameName(typed, found).length) {
      setProblem(t`Someone named ${typed} is on record: choose them from the list, or add a new person`);
      box.current?.focus();
      return;
    }
    send({ name: typed, role, newPerson: true });
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="team-add-player" aria-label={t`Add player`}>
      <PersonPicker
        label={t`Player name`}
        id="add-player-name"
        inputRef={box}
        value={name}
        onChange={(text) => {
          setName(text);
          setChosen(null);
          setProblem(null);
        }}
        search={search}
        onChoose={(choice) => {
          setName(choice.name);
          setChosen(choice);
          setProblem(null);
        }}
        newLabel={(typed) => t`Add “${typed}” as a new player`}
        error={problem ?? undefined}
        className="team-add-player__name"
      />
      <Field label={t`Role`} htmlFor="add-player-role">
        <Select value={role} onChange={(e) => setRole(e.target.value as PlayerRole)}>
          {PLAYER_ROLES.map((r) => (
            <option key={r} value={r}>
              {r === 'Player' ? t`Player` : r}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" loading={add.isPending || checking} loadingText={t`Adding...`}>
        <Trans>Add player</Trans>
      </Button>
    </form>
  );
}
