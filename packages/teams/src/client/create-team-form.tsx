import { useState, type FormEvent } from 'react';
import { Button, Field, Select, TextArea, TextInput, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { createTeamSchema, type Section, type Team } from '../contract';
import { failureMessage } from './feedback';
import { useCreateTeam } from './queries';
import { say } from '@league/ui/i18n';

type FieldName = 'section' | 'name' | 'captain' | 'players';

export interface CreateTeamFormProps {
  defaultSection: Section;
  /** The league's sections (its settings). */
  sections: readonly Section[];
  onCreated?: (team: Team) => void;
}

/** Admin: a new team with its captain and a pasted squad, checked with the route's own schema. */
export function CreateTeamForm({ defaultSection, sections, onCreated }: CreateTeamFormProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = useCreateTeam();
  // The league's sections may arrive after the form: an unknown pick falls back to the shown tab.
  const [picked, setSection] = useState<Section>(defaultSection);
  const section = sections.includes(picked) ? picked : defaultSection;
  const [name, setName] = useState('');
  const [captain, setCaptain] = useState('');
  const [players, setPlayers] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One name per line (commas work too); blanks are dropped by the schema (spec 5).
    const input = { section, name, captain, players: players.split(/[\n,]/) };
    const parsed = createTeamSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        next[key] ??= say(i18n, issue.message);
      }
      setErrors(next);
      const first = (['name', 'captain', 'players', 'section'] as const).find((k) => next[k]);
      if (first) document.getElementById(`create-team-${first}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (team) => {
        toast.show(t`Team created`, { tone: 'success' });
        setName('');
        setCaptain('');
        setPlayers('');
        onCreated?.(team);
      },
      onError: (error) => toast.show(failureMessage(t`Failed to create team`, error), { tone: 'error', durationMs: 6000 }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-team-title" className="ui-stack ui-stack--sm">
      <h2 id="create-team-title" className="teams-admin__title">
        <Trans>Create team</Trans>
      </h2>
      <div className="teams-form-row">
        <Field label={t`Section`} htmlFor="create-team-section" error={errors.section}>
          <Select value={section} onChange={(e) => setSection(e.target.value as Section)}>
            {sections.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Team name`} htmlFor="create-team-name" error={errors.name} required>
          <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" maxLength={80} />
        </Field>
        <Field label={t`Captain`} htmlFor="create-team-captain" error={errors.captain} required>
          <TextInput value={captain} onChange={(e) => setCaptain(e.target.value)} autoComplete="off" maxLength={80} />
        </Field>
      </div>
      <Field
        label={t`Players`}
        htmlFor="create-team-players"
        hint={t`One name per line. Blank lines are skipped; everyone starts as Player.`}
        error={errors.players}
      >
        <TextArea value={players} onChange={(e) => setPlayers(e.target.value)} rows={4} />
      </Field>
      <div>
        <Button type="submit" loading={create.isPending} loadingText={t`Creating...`}>
          <Trans>Create Team</Trans>
        </Button>
      </div>
    </form>
  );
}
