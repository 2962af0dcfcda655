import { useEffect, useId, useState, type FormEvent } from 'react';
import { messageOf } from '@league/core/client';
import { httpUrlSchema } from '@league/core/contract';
import { Button, ButtonLink, Card, Field, TextInput, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { linkTexts, useDeleteGlobalLink, useUpdateGlobalLink, type LinkKind } from './queries';
import { say } from '@league/ui/i18n';

export interface LinkSectionProps {
  kind: LinkKind;
  link: string | null;
  isAdmin: boolean;
  onError(message: string | null): void;
}

/**
 * 'Press Conference Link' / 'Auction Link': the View link when set (visitors see the
 * section only then); admins also get the input with Update and Delete.
 */
export function LinkSection({ kind, link, isAdmin, onError }: LinkSectionProps) {
  const texts = linkTexts[kind];
  const { i18n } = useLingui();
  const headingId = useId();
  if (!link && !isAdmin) return null;
  return (
    <Card as="section" aria-labelledby={headingId} className="ui-stack schedule-link">
      <h2 id={headingId} className="schedule-link__title">
        {i18n._(texts.title)}
      </h2>
      {link ? (
        <div className="ui-cluster">
          {/* Absolute http(s) only (the server refuses anything else): opens a new tab, noopener. */}
          <ButtonLink href={link} variant="accent" newTab>
            {i18n._(texts.view)}
          </ButtonLink>
        </div>
      ) : (
        <p className="ui-muted ui-text-sm">
          <Trans>Not set yet.</Trans>
        </p>
      )}
      {isAdmin && <LinkEditor kind={kind} link={link} onError={onError} />}
    </Card>
  );
}

function LinkEditor({ kind, link, onError }: Omit<LinkSectionProps, 'isAdmin'>) {
  const texts = linkTexts[kind];
  const { i18n, t } = useLingui();
  const label = i18n._(texts.inputLabel);
  const lowerLabel = label.toLowerCase();
  const [draft, setDraft] = useState(link ?? '');
  const update = useUpdateGlobalLink(kind);
  const remove = useDeleteGlobalLink(kind);
  const toast = useToast();

  // A reload (another admin, or our own write) brings the stored link into the input.
  useEffect(() => setDraft(link ?? ''), [link]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = httpUrlSchema.safeParse(draft);
    if (!parsed.success) {
      onError(say(i18n, parsed.error.issues[0]?.message ?? i18n._(texts.updateFailed)));
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      onError(null);
      toast.show(i18n._(texts.updated), { tone: 'success' });
    } catch (error) {
      onError(messageOf(error, i18n._(texts.updateFailed)));
    }
  }

  async function clear() {
    if (!window.confirm(i18n._(texts.confirmDelete))) return;
    try {
      await remove.mutateAsync();
      onError(null);
      setDraft('');
      toast.show(i18n._(texts.deleted), { tone: 'success' });
    } catch (error) {
      onError(messageOf(error, i18n._(texts.deleteFailed)));
    }
  }

  return (
    <form className="ui-stack ui-stack--sm" onSubmit={save} noValidate>
      <Field label={label}>
        <TextInput type="url" inputMode="url" placeholder="https://" value={draft} onChange={(e) => setDraft(e.target.value)} />
      </Field>
      <div className="ui-cluster ui-cluster--sm">
        <Button type="submit" size="sm" loading={update.isPending} loadingText={t`Updating...`}>
          <Trans>
            Update<span className="ui-visually-hidden"> {lowerLabel}</span>
          </Trans>
        </Button>
        <Button variant="danger" size="sm" onClick={clear} disabled={!link} loading={remove.isPending} loadingText={t`Deleting...`}>
          <Trans>
            Delete<span className="ui-visually-hidden"> {lowerLabel}</span>
          </Trans>
        </Button>
      </div>
    </form>
  );
}
