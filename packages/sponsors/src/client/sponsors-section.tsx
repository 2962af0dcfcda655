/**
 * The home page's Our Sponsors (spec 2 Home 6): initials, company name, owner and a
 * two-line overview per card; a click opens the details; admins add, edit and delete.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Card, EmptyState, ErrorBanner, Modal, Notice, Section, SkeletonCards, avatarColour, formatMonthYear, initials } from '@league/ui';
import { adminChecks, messageOf, useSession } from '@league/core/client';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Sponsor } from '../contract';
import { useDeleteSponsor, useSponsors } from './queries';
import './sponsors.css';

// The form carries zod and is only for admins: it loads when needed.
const SponsorForm = lazy(() => import('./sponsor-form').then((m) => ({ default: m.SponsorForm })));

/** The home screen's admin rule (spec 6), re-read whenever the session changes. */
function useHomeAdmin(): boolean {
  const { token, user } = useSession();
  return useMemo(() => adminChecks.home(), [token, user]);
}

function Monogram({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span className={`sponsor-mark sponsor-mark--${size}`} style={{ background: avatarColour(name) }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

interface CardProps {
  sponsor: Sponsor;
  admin: boolean;
  deleting: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function SponsorCard({ sponsor: s, admin, deleting, onOpen, onEdit, onDelete }: CardProps) {
  const { t } = useLingui();
  const company = s.companyName;
  return (
    <Card as="li" interactive className="sponsor" data-testid="sponsor">
      <div className="sponsor__head">
        <Monogram name={s.companyName} />
        <div className="sponsor__titles">
          <h3 className="sponsor__name">
            {/* The button's ::after covers the card, so a click anywhere opens the details. */}
            <button type="button" className="sponsor__open" onClick={onOpen} aria-haspopup="dialog">
              {s.companyName}
            </button>
          </h3>
          {s.ownerName && <p className="sponsor__owner">{s.ownerName}</p>}
        </div>
      </div>
      {s.companyOverview && <p className="sponsor__overview ui-clamp-2">{s.companyOverview}</p>}
      {admin && (
        <div className="sponsor__actions">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t`Edit ${company}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="danger" onClick={onDelete} loading={deleting} aria-label={t`Delete ${company}`}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}

export function SponsorsSection() {
  const { t } = useLingui();
  const admin = useHomeAdmin();
  const query = useSponsors();
  const remove = useDeleteSponsor();
  const [viewing, setViewing] = useState<Sponsor | null>(null);
  // undefined: no form; null: a new sponsor; otherwise the one being edited.
  const [editing, setEditing] = useState<Sponsor | null | undefined>(undefined);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = query.data ?? [];

  useEffect(() => {
    if (admin) void import('./sponsor-form');
  }, [admin]);

  function onDelete(s: Sponsor) {
    if (!window.confirm(t`Delete this sponsor?`)) return;
    setDeleteError(null);
    remove.mutate(s._id, { onError: (error) => setDeleteError(messageOf(error, t`Delete failed`)) });
  }

  return (
    <Section
      id="sponsors"
      title={t`Our Sponsors`}
      actions={
        admin && (
          <Button size="sm" onClick={() => setEditing(null)}>
            <span aria-hidden="true">+</span> <Trans>Add Sponsor</Trans>
          </Button>
        )
      }
    >
      <p className="ui-muted sponsor-intro">
        <Trans>The local businesses that keep the stumps standing and the chai flowing.</Trans>
      </p>
      {deleteError && <Notice tone="error">{deleteError}</Notice>}
      {query.isPending ? (
        <SkeletonCards count={6} label={t`Loading sponsors…`} />
      ) : query.isError ? (
        <ErrorBanner message={messageOf(query.error, t`Failed to load sponsors`)} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t`No sponsors yet`} hint={t`Want your business here? Talk to the managing team.`} />
      ) : (
        <ul className="ui-grid" aria-label={t`Sponsors`}>
          {list.map((s) => (
            <SponsorCard
              key={s._id}
              sponsor={s}
              admin={admin}
              deleting={remove.isPending && remove.variables === s._id}
              onOpen={() => setViewing(s)}
              onEdit={() => setEditing(s)}
              onDelete={() => onDelete(s)}
            />
          ))}
        </ul>
      )}

      <Modal
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.companyName ?? ''}
        footer={
          <Button variant="secondary" onClick={() => setViewing(null)}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        {viewing && (
          <div className="sponsor-detail">
            <Monogram name={viewing.companyName} size="lg" />
            <dl className="sponsor-detail__facts">
              {viewing.ownerName && (
                <div>
                  <dt>
                    <Trans>Owner</Trans>
                  </dt>
                  <dd>{viewing.ownerName}</dd>
                </div>
              )}
              <div>
                <dt>
                  <Trans>Sponsor since</Trans>
                </dt>
                <dd>{formatMonthYear(viewing.createdAt)}</dd>
              </div>
            </dl>
            <p className="sponsor-detail__overview">{viewing.companyOverview ?? t`More about this sponsor soon.`}</p>
          </div>
        )}
      </Modal>

      <Modal open={editing !== undefined} onClose={() => setEditing(undefined)} title={editing ? t`Edit sponsor` : t`Add Sponsor`} closeOnBackdrop={false}>
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading form…</Trans>
            </p>
          }
        >
          {editing !== undefined && <SponsorForm sponsor={editing} onDone={() => setEditing(undefined)} onCancel={() => setEditing(undefined)} />}
        </Suspense>
      </Modal>
    </Section>
  );
}
