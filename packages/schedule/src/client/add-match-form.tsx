import { useState, type FormEvent } from 'react';
import { messageOf, usePublicConfig } from '@league/core/client';
import { Button, Field, Notice, TextInput, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { matchInputSchema, MATCH_REQUIRED_MESSAGE } from '../contract';
import { useAddMatch } from './queries';
import { say } from '@league/ui/i18n';

export interface AddMatchFormProps {
  /** '/api/matches' on the schedule screen, '/api/add-match' on the older form. */
  path?: '/api/matches' | '/api/add-match';
  /** Failures go to the screen's red banner (spec 8). */
  onError(message: string | null): void;
}

const EMPTY = { team1: '', team2: '', matchDate: '' };

/**
 * Team 1, Team 2 and a date-time. The value is sent exactly as the datetime-local input
 * gives it, without an offset: the server reads it in the league's zone, so the hint
 * names that zone (an admin abroad still enters the ground's local kick-off time).
 */
export function AddMatchForm({ path = '/api/matches', onError }: AddMatchFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<string | null>(null);
  const add = useAddMatch(path);
  const toast = useToast();
  const leagueZone = usePublicConfig().data?.timeZone;

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = matchInputSchema.safeParse(values);
    if (!parsed.success) {
      // Blank fields: the spec's one message, and nothing is sent.
      setInvalid(say(i18n, parsed.error.issues[0]?.message ?? MATCH_REQUIRED_MESSAGE));
      return;
    }
    setInvalid(null);
    try {
      await add.mutateAsync(parsed.data);
      onError(null);
      setValues(EMPTY);
      toast.show(t`Match added`, { tone: 'success' });
    } catch (error) {
      onError(messageOf(error, t`Failed to add match.`));
    }
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate>
      <div className="schedule-form-grid">
        <Field label={t`Team 1`}>
          <TextInput name="team1" value={values.team1} onChange={set('team1')} autoComplete="off" maxLength={100} />
        </Field>
        <Field label={t`Team 2`}>
          <TextInput name="team2" value={values.team2} onChange={set('team2')} autoComplete="off" maxLength={100} />
        </Field>
        <Field label={t`Date and time`} hint={leagueZone ? t`Kick-off in league time (${leagueZone})` : t`Kick-off in league time`}>
          <TextInput name="matchDate" type="datetime-local" value={values.matchDate} onChange={set('matchDate')} />
        </Field>
      </div>
      {invalid && <Notice tone="error">{invalid}</Notice>}
      <div className="ui-cluster">
        <Button type="submit" loading={add.isPending} loadingText={t`Adding...`}>
          <Trans>Add Match</Trans>
        </Button>
      </div>
    </form>
  );
}
