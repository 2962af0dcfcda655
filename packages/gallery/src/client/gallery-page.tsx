import { useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminChecks, ApiError, messageOf, useSession } from '@league/core/client';
import { ErrorBanner, Notice, PageHeader, SkeletonCards } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { GALLERY_SKELETONS } from '../rules';
import { GalleryGrid } from './gallery-grid';
import type { GalleryItem } from './model';
import { placeholderImages } from './placeholders';
import { galleryKeys, useDeleteImage, useGallery } from './queries';
import { UploadPanel } from './upload-panel';
import { useUploadQueue } from './use-upload-queue';
import { Viewer } from './viewer';
import { WelcomeArt } from './welcome-art';
import './gallery.css';

/** The Gallery screen (spec 2, 4, 5, 8). */
export function GalleryPage() {
  const { i18n, t } = useLingui();
  const session = useSession();
  // Spec 6: the gallery's own rule (a token and the stored role admin, or no readable role);
  // re-read whenever the session changes. The server decides every write regardless.
  const isAdmin = useMemo(() => adminChecks.gallery(), [session.user, session.token]);
  const client = useQueryClient();
  const gallery = useGallery();
  const remove = useDeleteImage();
  const queue = useUploadQueue({
    isAdmin,
    onUploaded: useCallback(() => void client.invalidateQueries({ queryKey: galleryKeys.all }), [client]),
  });
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const uploaded = gallery.data ?? [];
  const placeholders = useMemo(() => placeholderImages(i18n), [i18n]);
  const items = gallery.isSuccess && uploaded.length === 0 ? placeholders : uploaded;

  const onDelete = async (item: GalleryItem) => {
    if (!window.confirm(t`Delete this image?`)) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(item.id);
    } catch (error) {
      setDeleteError(messageOf(error, t`Delete failed.`));
    }
  };

  // A drop anywhere on the page: admins add the files, everyone else is told why not
  // (and the browser does not navigate away to the dropped file).
  const pageDrag = {
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes('Files')) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      if (!event.dataTransfer.files.length) return;
      event.preventDefault();
      queue.add(Array.from(event.dataTransfer.files));
    },
  };

  const closeViewer = () => {
    setViewing(null);
    opener.current?.focus();
  };

  return (
    <div className="ui-page ui-container gallery-page" {...pageDrag}>
      <div className="gallery-welcome">
        <PageHeader title={t`Gallery`} subtitle={t`Match days, nets and trophy nights from around the league.`} className="gallery-welcome__header" />
        <WelcomeArt />
      </div>

      {isAdmin && <UploadPanel queue={queue} />}
      {!isAdmin && queue.status && (
        <Notice tone={queue.status.tone} className="gallery-page__notice">
          {queue.status.messages.join(' ')}
        </Notice>
      )}
      {deleteError && (
        <Notice tone="error" className="gallery-page__notice">
          {deleteError}
        </Notice>
      )}

      {gallery.isPending ? (
        <SkeletonCards count={GALLERY_SKELETONS} shape="image" label={t`Loading gallery…`} />
      ) : gallery.isError ? (
        <ErrorBanner
          // A server's refusal keeps its own words; one without them, or no answer at all, gets the screen's.
          message={gallery.error instanceof ApiError ? messageOf(gallery.error, t`Failed to fetch gallery.`) : t`Could not load gallery.`}
          onRetry={() => void gallery.refetch()}
        />
      ) : (
        <>
          {uploaded.length === 0 && (
            <p className="gallery-page__note">
              <Trans>A few pictures to start with: the league's own photos appear here once they are uploaded.</Trans>
            </p>
          )}
          <GalleryGrid
            items={items}
            onOpen={(index, element) => {
              opener.current = element;
              setViewing(index);
            }}
            onDelete={isAdmin ? (item) => void onDelete(item) : undefined}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        </>
      )}

      {viewing !== null && items.length > 0 && <Viewer items={items} index={Math.min(viewing, items.length - 1)} onIndex={setViewing} onClose={closeViewer} />}
    </div>
  );
}
