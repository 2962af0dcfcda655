import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@league/core/client';
import { Button, Field, Select, TextInput, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { NAME_MAX, updateTeamSchema, type Team } from '../contract';
import { failureMessage } from './feedback';
import { useUpdateTeam } from './queries';
import { say } from '@league/ui/i18n';

export interface EditTeamFormProps {
  team: Team;
  /** Called after a save and on Cancel. */
  onDone: () => void;
}

/** The squad line the team's captain is: the one marked C, else the one of the captain's name. */
function captainLine(team: Team): string {
  const named = team.captain.toLowerCase();
  return (team.players.find((p) => p.role === 'C') ?? team.players.find((p) => p.name.toLowerCase() === named))?._id ?? '';
}

/**
 * Issue 31: rename a team and pick its captain from the current squad; the server marks
 * that member C and the old captain Player. A captain typed before (not in the squad) is
 * offered as it is, so saving a rename alone never changes who the captain is.
 */
export function EditTeamForm({ team, onDone }: EditTeamFormProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const update = useUpdateTeam(team._id);
  const typedCaptain = team.captain;
  const [name, setName] = useState(team.name);
  const [captainId, setCaptainId] = useState(() => captainLine(team));
  const [nameError, setNameError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const nameBox = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const member = team.players.find((p) => p._id === captainId);
    const parsed = updateTeamSchema.safeParse({ name, captain: member?.name ?? team.captain, captainPlayerId: member?._id });
    setProblem(undefined);
    if (!parsed.success) {
      setNameError(say(i18n, parsed.error.issues[0]?.message ?? ''));
      nameBox.current?.focus();
      return;
    }
    setNameError(undefined);
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.show(t`Team saved`, { tone: 'success' });
        onDone();
      },
      onError: (error) => {
        // A name another team has belongs beside the name; anything else beside the buttons.
        if (error instanceof ApiError && error.status === 409) {
          setNameError(error.message);
          nameBox.current?.focus();
        } else setProblem(failureMessage(t`Failed to save team`, error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="edit-team-title" className="team-edit ui-stack ui-stack--sm">
      <h3 id="edit-team-title" className="teams-admin__title">
        <Trans>Edit team</Trans>
      </h3>
      <div className="teams-form-row">
        <Field label={t`Team name`} htmlFor="edit-team-name" error={nameError} required>
          <TextInput ref={nameBox} autoFocus value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" maxLength={NAME_MAX} />
        </Field>
        <Field label={t`Captain`} htmlFor="edit-team-captain">
          <Select value={captainId} onChange={(e) => setCaptainId(e.target.value)}>
            {captainLine(team) === '' && <option value="">{t`${typedCaptain} (not in the squad)`}</option>}
            {team.players.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="ui-cluster ui-cluster--sm">
        <Button type="submit" loading={update.isPending} loadingText={t`Saving...`}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        {problem && (
          <p role="alert" className="ui-field__error">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
