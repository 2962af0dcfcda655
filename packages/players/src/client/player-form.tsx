/**
 * Add Player / Update Player (spec 4 and 5), validated with the same contract as the API.
 * Edit mode locks the phone (the key) and shows "Editing {phone}"; Cancel or a successful
 * save returns to add mode; while saving the button reads "Saving...".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Field, Notice, Select, TextInput, useToast } from '@league/ui';
import { messageOf } from '@league/core/client';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { BAT_STYLES, BOWL_STYLES } from '../constants';
import { playerInputSchema, type Player } from '../contract';
import { emptyValues, filterFor, statGroups, toPayload, valuesFromPlayer, type PlayerFormValues, type StatGroup } from './form-state';
import { useSavePlayer } from './queries';
import { styleLabel } from './style-labels';
import { say } from '@league/ui/i18n';

export interface PlayerFormProps {
  /** The player being edited, or null to add a new one. */
  editing: Player | null;
  /** Leaves edit mode (Cancel, or after a successful update). */
  onDone: () => void;
}

type Errors = Record<string, string>;

export function PlayerForm({ editing, onDone }: PlayerFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<PlayerFormValues>(() => (editing ? valuesFromPlayer(editing) : emptyValues()));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePlayer();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const mode = editing ? 'update' : 'create';

  // Entering edit mode moves focus to the form the page just scrolled to.
  useEffect(() => {
    if (editing) nameRef.current?.focus({ preventScroll: true });
  }, [editing]);

  // Typing in a field clears its error; the others stay until the next submit.
  const clearError = (path: string) => setErrors((e) => (path in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e));
  const set = <K extends keyof PlayerFormValues>(key: K, value: PlayerFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  };
  const setStat = (group: StatGroup, key: string, value: string) => {
    setValues((v) => ({ ...v, [group]: { ...v[group], [key]: value } }));
    clearError(`${group}.${key}`);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const payload = toPayload(values, mode);
    const parsed = playerInputSchema.safeParse(payload);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= say(i18n, issue.message);
      setErrors(next);
      // Focus the first field that needs attention, so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    try {
      if (editing) await save.mutateAsync({ mode: 'update', id: editing.id, patch: payload });
      else await save.mutateAsync({ mode: 'create', input: payload });
      const name = parsed.data.name;
      toast.show(editing ? t`Updated ${name}` : t`Added ${name}`, { tone: 'success' });
      if (editing) onDone();
      else setValues(emptyValues());
    } catch {
      /* shown beside the buttons from save.error */
    }
  }

  const title = editing ? t`Update Player` : t`Add Player`;
  const phone = editing?.phone;
  return (
    <Card as="section" aria-labelledby="player-form-title" className="pl-form-card">
      <div className="ui-cluster ui-cluster--between">
        <h2 id="player-form-title" className="pl-form__title">
          {title}
        </h2>
        {editing && (
          <Badge tone="info">
            <Trans>Editing {phone}</Trans>
          </Badge>
        )}
      </div>
      <form ref={formRef} className="pl-form" onSubmit={submit} noValidate>
        <div className="pl-form__grid">
          <Field label={t`Name`} required error={errors.name}>
            <TextInput ref={nameRef} value={values.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" maxLength={100} />
          </Field>
          <Field label={t`Phone`} required error={errors.phone} hint={editing ? t`Locked: it identifies the player.` : t`Digits only`}>
            <TextInput
              value={values.phone}
              onChange={(e) => set('phone', filterFor('int')(e.target.value))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={15}
              readOnly={Boolean(editing)}
            />
          </Field>
          <Field label={t`Jersey number`} error={errors.jerseyNumber}>
            <TextInput value={values.jerseyNumber} onChange={(e) => set('jerseyNumber', filterFor('int')(e.target.value))} inputMode="numeric" maxLength={3} />
          </Field>
          <Field label={t`Bat style`} error={errors.batStyle}>
            <Select value={values.batStyle} onChange={(e) => set('batStyle', e.target.value as PlayerFormValues['batStyle'])}>
              <option value="">{t`Not set`}</option>
              {BAT_STYLES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Bowl style`} error={errors.bowlStyle}>
            <Select value={values.bowlStyle} onChange={(e) => set('bowlStyle', e.target.value as PlayerFormValues['bowlStyle'])}>
              <option value="">{t`Not set`}</option>
              {BOWL_STYLES.map((s) => (
                <option key={s} value={s}>
                  {styleLabel(i18n, s)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Date of birth`} error={errors.dob} className="pl-form__dob">
            <TextInput type="date" value={values.dob} onChange={(e) => set('dob', e.target.value)} max={new Date().toISOString().slice(0, 10)} />
          </Field>
          <Field label={t`Photo URL`} error={errors.photoUrl} className="pl-form__wide">
            <TextInput type="url" value={values.photoUrl} onChange={(e) => set('photoUrl', e.target.value)} placeholder="https://…" />
          </Field>
        </div>

        {statGroups.map(({ group, title: legend, fields }) => (
          <fieldset key={group} className="pl-form__stats">
            <legend>{i18n._(legend)}</legend>
            <div className="pl-form__stat-grid">
              {fields.map((f) => (
                <Field key={f.key} label={i18n._(f.label)} error={errors[`${group}.${f.key}`]}>
                  <TextInput
                    value={(values[group] as Record<string, string>)[f.key]}
                    onChange={(e) => setStat(group, f.key, filterFor(f.kind)(e.target.value))}
                    inputMode={f.kind === 'int' ? 'numeric' : f.kind === 'decimal' ? 'decimal' : 'text'}
                    placeholder={f.kind === 'best' ? '0/0' : '0'}
                    maxLength={f.kind === 'int' ? 7 : 8}
                  />
                </Field>
              ))}
            </div>
          </fieldset>
        ))}

        <div className="pl-form__actions">
          <Button type="submit" loading={save.isPending} loadingText={t`Saving...`}>
            {title}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          {save.isError && (
            <Notice tone="error" className="pl-form__error">
              {messageOf(save.error, t`Save failed`)}
            </Notice>
          )}
        </div>
      </form>
    </Card>
  );
}
