import { useEffect, useId, useState, type FormEvent } from 'react';
import { messageOf } from '@league/core/client';
import { httpUrlSchema } from '@league/core/contract';
import { Button, Card, EmptyState, ErrorBanner, Field, PageHeader, Section, SkeletonCards, TextInput, formatDateTime, useToast } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Match } from '../contract';
import { ActionError } from './action-error';
import { AddMatchForm } from './add-match-form';
import { useMatches, useSetMatchLink, type LinkKind } from './queries';
import './schedule.css';
import { say } from '@league/ui/i18n';

/**
 * The older admin form (/admin-view, admin-only route): Add Match Schedule, and the
 * Match Schedules list where each fixture gets its own press conference and auction link.
 */
export function AdminViewPage() {
  const { t } = useLingui();
  const matches = useMatches();
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader title={t`Admin View`} subtitle={t`Add fixtures and give each one its own press conference and auction link.`} />
      <ActionError message={error} />

      <Section title={t`Add Match Schedule`}>
        <Card>
          <AddMatchForm path="/api/add-match" onError={setError} />
        </Card>
      </Section>

      <Section title={t`Match Schedules`}>
        {matches.isPending ? (
          <SkeletonCards count={6} label={t`Loading schedule…`} />
        ) : matches.isError ? (
          <ErrorBanner message={messageOf(matches.error, t`Failed to load schedule.`)} onRetry={() => matches.refetch()} />
        ) : matches.data.length === 0 ? (
          <EmptyState title={t`No matches scheduled yet`} hint={t`Add the first fixture above.`} />
        ) : (
          <ul className="ui-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {matches.data.map((match) => (
              <MatchLinksRow key={match.id} match={match} onError={setError} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function MatchLinksRow({ match, onError }: { match: Match; onError(message: string | null): void }) {
  const { t } = useLingui();
  const { team1, team2 } = match;
  const title = t`${team1} vs ${team2}`;
  const titleId = useId();
  return (
    <Card as="li" className="ui-stack">
      <div>
        <h3 id={titleId} className="schedule-card__teams">
          {title}
        </h3>
        <p className="schedule-card__when">
          <time dateTime={match.matchDate}>{formatDateTime(match.matchDate)}</time>
        </p>
      </div>
      <div className="schedule-admin-links">
        <MatchLinkForm kind="press" match={match} titleId={titleId} onError={onError} />
        <MatchLinkForm kind="auction" match={match} titleId={titleId} onError={onError} />
      </div>
    </Card>
  );
}

const rowTexts = {
  press: {
    label: msg`Press Conference link`,
    save: msg`Save Press Link`,
    saved: msg`Press conference link saved`,
    failed: msg`Failed to save press conference link.`,
  },
  auction: { label: msg`Auction link`, save: msg`Save Auction Link`, saved: msg`Auction link saved`, failed: msg`Failed to save auction link.` },
} as const;

interface MatchLinkFormProps {
  kind: LinkKind;
  match: Match;
  /** The row's heading: read after the label, so each of the many inputs says whose it is. */
  titleId: string;
  onError(message: string | null): void;
}

function MatchLinkForm({ kind, match, titleId, onError }: MatchLinkFormProps) {
  const texts = rowTexts[kind];
  const { i18n, t } = useLingui();
  const stored = kind === 'press' ? match.pressLink : match.auctionLink;
  const [draft, setDraft] = useState(stored ?? '');
  const save = useSetMatchLink(kind);
  const toast = useToast();
  useEffect(() => setDraft(stored ?? ''), [stored]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = httpUrlSchema.safeParse(draft);
    if (!parsed.success) {
      onError(say(i18n, parsed.error.issues[0]?.message ?? i18n._(texts.failed)));
      return;
    }
    try {
      await save.mutateAsync({ matchId: match.id, link: parsed.data });
      onError(null);
      toast.show(i18n._(texts.saved), { tone: 'success' });
    } catch (error) {
      onError(messageOf(error, i18n._(texts.failed)));
    }
  }

  return (
    <form className="ui-stack ui-stack--xs" onSubmit={submit} noValidate>
      <div className="schedule-inline-form">
        <Field label={i18n._(texts.label)}>
          <TextInput type="url" inputMode="url" placeholder="https://" value={draft} onChange={(e) => setDraft(e.target.value)} aria-describedby={titleId} />
        </Field>
        <Button type="submit" size="md" variant="secondary" loading={save.isPending} loadingText={t`Saving...`}>
          {i18n._(texts.save)}
        </Button>
      </div>
      <p className="ui-text-xs ui-muted">
        {stored ? (
          <a href={stored} target="_blank" rel="noopener noreferrer">
            <Trans>Open current link</Trans>
          </a>
        ) : (
          t`Not set yet`
        )}
      </p>
    </form>
  );
}
