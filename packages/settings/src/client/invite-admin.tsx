/**
 * Invite a co-admin by email (the admin package's POST /api/admin/sign-in-links creates the
 * admin and answers a one-time sign-in link): the link is shown to pass on, since a league
 * without a mail server cannot email it.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, messageOf } from '@league/core/client';
import { Button, Field, Notice, TextInput } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';

interface LinkAnswer {
  data: { url: string; expiresAt: string; created: boolean };
}

export function InviteAdmin({ onInvited }: { onInvited?: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const formId = useId();
  const { t } = useLingui();
  const failed = t`Invite failed`;
  const invite = useMutation({
    mutationFn: () => api.post<LinkAnswer>('/api/admin/sign-in-links', { email, name: name || undefined }, { fallback: failed }),
    onSuccess: () => onInvited?.(),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) invite.mutate();
  };
  return (
    <form id={formId} className="first-run__invite" onSubmit={onSubmit} aria-label={t`Invite a co-admin`}>
      <Field label={t`Co-admin's email`} required>
        <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </Field>
      <Field label={t`Their name`}>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Button type="submit" size="sm" loading={invite.isPending} disabled={!email.trim()}>
        <Trans>Invite</Trans>
      </Button>
      {invite.isError && <Notice tone="error">{messageOf(invite.error, failed)}</Notice>}
      {invite.data && (
        <Notice tone="success">
          {invite.data.data.created ? <Trans>Admin added.</Trans> : <Trans>Already an admin.</Trans>} <Trans>Send them this one-time sign-in link:</Trans>{' '}
          <a href={invite.data.data.url}>{invite.data.data.url}</a>
        </Notice>
      )}
    </form>
  );
}
