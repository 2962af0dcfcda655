/**
 * The home page's Live Updates (spec 2 Home 3): the live announcements with priority
 * styling; admins also see inactive ones (with the Inactive badge) and Add, Edit, Delete.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Badge, Button, Card, EmptyState, ErrorBanner, Modal, Notice, Section, SkeletonCards, formatDateTime, timeAgo } from '@league/ui';
import type { BadgeTone } from '@league/ui';
import { messageOf } from '@league/core/client';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { isLive, type AnnouncementPriority, type AnnouncementType } from '../constants';
import type { Announcement } from '../contract';
import { priorityBadge, typeLabel } from './labels';
import { useActiveAnnouncements, useDeleteAnnouncement, useHomeAdmin } from './queries';
import './announcements.css';

// The form carries zod and is only for admins: it loads when first opened.
const AnnouncementForm = lazy(() => import('./announcement-form').then((m) => ({ default: m.AnnouncementForm })));

const priorityTone: Record<AnnouncementPriority, BadgeTone> = { HIGH: 'error', MEDIUM: 'warn', LOW: 'ok' };
const typeTone: Record<AnnouncementType, BadgeTone> = { INFO: 'info', ALERT: 'error', EVENT: 'accent' };
const typeIcon: Record<AnnouncementType, string> = { INFO: 'ℹ', ALERT: '⚠', EVENT: '★' };

/** When an announcement shows: it starts later, it ended, or it runs until a time. */
function windowOf(a: Announcement, now: Date): { kind: 'starts' | 'ended' | 'until'; when: string } | null {
  if (a.startsAt && Date.parse(a.startsAt) > now.getTime()) return { kind: 'starts', when: formatDateTime(a.startsAt) };
  if (a.expiresAt) return { kind: Date.parse(a.expiresAt) < now.getTime() ? 'ended' : 'until', when: formatDateTime(a.expiresAt) };
  return null;
}

interface ItemProps {
  announcement: Announcement;
  admin: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function AnnouncementItem({ announcement: a, admin, deleting, onEdit, onDelete }: ItemProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const now = new Date();
  const shows = windowOf(a, now);
  const when = shows?.when;
  const note = !shows ? null : shows.kind === 'starts' ? t`Starts ${when}` : shows.kind === 'ended' ? t`Ended ${when}` : t`Until ${when}`;
  const title = a.title;
  const off = a.isActive && !isLive(a, now);
  return (
    <Card as="li" className={`ann ann--${a.priority.toLowerCase()}`} aria-labelledby={titleId} data-testid="announcement">
      <div className="ann__badges">
        <Badge tone={typeTone[a.type]}>
          <span aria-hidden="true">{typeIcon[a.type]}</span> {typeLabel(i18n, a.type)}
        </Badge>
        <Badge tone={priorityTone[a.priority]}>{priorityBadge(i18n, a.priority)}</Badge>
        {!a.isActive && (
          <Badge className="ann__inactive">
            <Trans>Inactive</Trans>
          </Badge>
        )}
        {off && <Badge>{shows?.kind === 'starts' ? t`Scheduled` : t`Expired`}</Badge>}
      </div>
      <h3 id={titleId} className="ann__title">
        {a.title}
      </h3>
      <p className="ann__message">{a.message}</p>
      <p className="ann__meta">
        <time dateTime={a.updatedAt}>{timeAgo(a.updatedAt, now)}</time>
        {note && <span>{note}</span>}
      </p>
      {admin && (
        <div className="ann__actions">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t`Edit ${title}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="danger" onClick={onDelete} loading={deleting} aria-label={t`Delete ${title}`}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}

export function LiveUpdates() {
  const { t } = useLingui();
  const admin = useHomeAdmin();
  const query = useActiveAnnouncements();
  const remove = useDeleteAnnouncement();
  // undefined: no form; null: a new announcement; otherwise the one being edited.
  const [editing, setEditing] = useState<Announcement | null | undefined>(undefined);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = query.data ?? [];

  // Admins will likely edit: fetch the form's code ahead so the dialog opens complete.
  useEffect(() => {
    if (admin) void import('./announcement-form');
  }, [admin]);

  function onDelete(a: Announcement) {
    if (!window.confirm(t`Delete this announcement?`)) return;
    setDeleteError(null);
    remove.mutate(a._id, { onError: (error) => setDeleteError(messageOf(error, t`Delete failed`)) });
  }

  return (
    <Section
      id="live-updates"
      className="ann-section"
      title={
        <>
          <span className="ann-live" aria-hidden="true" />
          <Trans>Live Updates</Trans>
        </>
      }
      actions={
        admin && (
          <Button size="sm" onClick={() => setEditing(null)} aria-label={t`Add announcement`}>
            <span aria-hidden="true">+</span> <Trans>Add</Trans>
          </Button>
        )
      }
    >
      {deleteError && <Notice tone="error">{deleteError}</Notice>}
      {query.isPending ? (
        <SkeletonCards count={6} label={t`Loading announcements…`} />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, t`Failed to load announcements`)} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t`No announcements yet`} hint={t`News from the ground shows up here first.`} />
      ) : (
        <ul className="ui-grid ann-list" aria-label={t`Announcements`}>
          {list.map((a) => (
            <AnnouncementItem
              key={a._id}
              announcement={a}
              admin={admin}
              deleting={remove.isPending && remove.variables === a._id}
              onEdit={() => setEditing(a)}
              onDelete={() => onDelete(a)}
            />
          ))}
        </ul>
      )}
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t`Edit announcement` : t`New announcement`}
        closeOnBackdrop={false}
      >
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading form…</Trans>
            </p>
          }
        >
          {editing !== undefined && <AnnouncementForm announcement={editing} onDone={() => setEditing(undefined)} onCancel={() => setEditing(undefined)} />}
        </Suspense>
      </Modal>
    </Section>
  );
}
