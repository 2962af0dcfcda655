/**
 * Create or edit a sponsor (spec 4: the presence of `_id` decides which), validated with
 * the contract schema the server uses; empty owner and overview are left out (spec 5).
 */
import { useState, type FormEvent } from 'react';
import { Button, Field, Notice, TextArea, TextInput } from '@league/ui';
import { messageOf } from '@league/core/client';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { COMPANY_MAX, MESSAGES, OVERVIEW_MAX, OWNER_MAX, sponsorInputSchema, type Sponsor } from '../contract';
import { useSaveSponsor } from './queries';
import { say } from '@league/ui/i18n';

export interface SponsorFormProps {
  /** The sponsor being edited; absent for a new one. */
  sponsor?: Sponsor | null;
  onDone: () => void;
  onCancel: () => void;
}

export function SponsorForm({ sponsor, onDone, onCancel }: SponsorFormProps) {
  const { t, i18n } = useLingui();
  const [companyName, setCompanyName] = useState(sponsor?.companyName ?? '');
  const [ownerName, setOwnerName] = useState(sponsor?.ownerName ?? '');
  const [companyOverview, setCompanyOverview] = useState(sponsor?.companyOverview ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveSponsor();
  const editing = Boolean(sponsor?._id);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = sponsorInputSchema.safeParse({ companyName, ownerName, companyOverview });
    if (!parsed.success) {
      setNameError(say(i18n, parsed.error.issues[0]?.message ?? MESSAGES.companyName));
      return;
    }
    setNameError(null);
    // JSON drops undefined keys: an empty owner or overview is simply not sent.
    save.mutate({ ...parsed.data, _id: sponsor?._id }, { onSuccess: onDone });
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label={editing ? t`Edit sponsor` : t`New sponsor`}>
      <Field label={t`Company name`} required error={nameError}>
        <TextInput value={companyName} maxLength={COMPANY_MAX} onChange={(e) => setCompanyName(e.target.value)} data-autofocus />
      </Field>
      <Field label={t`Owner name`}>
        <TextInput value={ownerName} maxLength={OWNER_MAX} onChange={(e) => setOwnerName(e.target.value)} />
      </Field>
      <Field label={t`Company overview`} hint={t`Two lines show on the card; the popup shows it all.`}>
        <TextArea rows={4} value={companyOverview} maxLength={OVERVIEW_MAX} onChange={(e) => setCompanyOverview(e.target.value)} />
      </Field>
      {save.isError && <Notice tone="error">{messageOf(save.error, t`Save failed`)}</Notice>}
      <div className="ui-cluster ui-cluster--end">
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={save.isPending} loadingText={editing ? t`Saving...` : t`Creating...`}>
          {editing ? t`Save` : t`Create`}
        </Button>
      </div>
    </form>
  );
}
