/**
 * Create or edit an announcement (spec 4: the presence of `_id` decides which). Validated
 * with the same contract schema the server uses, so the messages match word for word.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Field, Notice, Select, TextArea, TextInput } from '@league/ui';
import { toLocalInput } from '@league/ui/format';
import { messageOf, usePublicConfig } from '@league/core/client';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import {
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TYPES,
  MESSAGE_MAX,
  TITLE_MAX,
  announcementInputSchema,
  type Announcement,
  type AnnouncementPriority,
  type AnnouncementType,
} from '../contract';
import { priorityLabel, typeLabel } from './labels';
import { useSaveAnnouncement } from './queries';
import { say } from '@league/ui/i18n';

interface Values {
  title: string;
  message: string;
  type: AnnouncementType;
  priority: AnnouncementPriority;
  isActive: boolean;
  startsAt: string;
  expiresAt: string;
}

/**
 * A datetime-local value is sent as typed, without an offset: the server reads it in the
 * league's time zone, like match times, whatever zone this browser is in.
 */
export function fromLocalInput(value: string): string {
  return value.trim();
}

function initialValues(a?: Announcement | null, timeZone?: string): Values {
  return {
    title: a?.title ?? '',
    message: a?.message ?? '',
    type: a?.type ?? 'INFO',
    priority: a?.priority ?? 'LOW',
    isActive: a?.isActive ?? true,
    startsAt: toLocalInput(a?.startsAt, timeZone),
    expiresAt: toLocalInput(a?.expiresAt, timeZone),
  };
}

type Errors = Partial<Record<keyof Values, string>>;

export interface AnnouncementFormProps {
  /** The announcement being edited; absent for a new one. */
  announcement?: Announcement | null;
  onDone: () => void;
  onCancel: () => void;
}

export function AnnouncementForm({ announcement, onDone, onCancel }: AnnouncementFormProps) {
  const { t, i18n } = useLingui();
  const timeZone = usePublicConfig().data?.timeZone;
  const [values, setValues] = useState<Values>(() => initialValues(announcement, timeZone));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveAnnouncement();
  const editing = Boolean(announcement?._id);
  const touched = useRef(false);

  // The league's zone may arrive after the form opened: show the saved times in it.
  useEffect(() => {
    if (timeZone && !touched.current) setValues(initialValues(announcement, timeZone));
  }, [timeZone, announcement]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    touched.current = true;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const zoneHint = timeZone ? ' ' + t`Times are ${timeZone} time.` : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = announcementInputSchema.safeParse({
      ...values,
      startsAt: fromLocalInput(values.startsAt),
      expiresAt: fromLocalInput(values.expiresAt),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        next[key] ??= say(i18n, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate({ ...parsed.data, _id: announcement?._id }, { onSuccess: onDone });
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label={editing ? t`Edit announcement` : t`New announcement`}>
      <Field label={t`Title`} required error={errors.title}>
        <TextInput value={values.title} maxLength={TITLE_MAX} onChange={(e) => set('title', e.target.value)} data-autofocus />
      </Field>
      <Field label={t`Message`} required error={errors.message}>
        <TextArea rows={4} value={values.message} maxLength={MESSAGE_MAX} onChange={(e) => set('message', e.target.value)} />
      </Field>
      <div className="ann-form__row">
        <Field label={t`Type`}>
          <Select value={values.type} onChange={(e) => set('type', e.target.value as AnnouncementType)}>
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(i18n, type)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Priority`}>
          <Select value={values.priority} onChange={(e) => set('priority', e.target.value as AnnouncementPriority)}>
            {ANNOUNCEMENT_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {priorityLabel(i18n, p)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="ann-form__row">
        <Field label={t`Starts at`} hint={t`Blank: live now.` + zoneHint} error={errors.startsAt}>
          <TextInput type="datetime-local" value={values.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
        </Field>
        <Field label={t`Expires at`} hint={t`Blank: no expiry.` + zoneHint} error={errors.expiresAt}>
          <TextInput type="datetime-local" value={values.expiresAt} onChange={(e) => set('expiresAt', e.target.value)} />
        </Field>
      </div>
      <label className="ann-form__check">
        <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
        <Trans>Active (shown to visitors)</Trans>
      </label>
      <div className="ann-form__actions">
        {save.isError && (
          <Notice tone="error" className="ann-form__error">
            {messageOf(save.error, t`Save failed`)}
          </Notice>
        )}
        <div className="ui-cluster ui-cluster--end">
          <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending} loadingText={editing ? t`Saving...` : t`Creating...`}>
            {editing ? t`Save` : t`Create`}
          </Button>
        </div>
      </div>
    </form>
  );
}
