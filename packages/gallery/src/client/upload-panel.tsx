import { useId, useState, type DragEvent } from 'react';
import { Button, buttonClass, cx, Notice } from '@league/ui';
import { Plural, Trans, useLingui } from '@league/ui/i18n/macro';
import { CAPTION_MAX } from '../rules';
import { formatKb } from './model';
import type { PendingFile, UploadQueue } from './use-upload-queue';

/** The admins' upload panel (spec 2/4): drag and drop or the picker, previews, per-file progress. */
export function UploadPanel({ queue }: { queue: UploadQueue }) {
  const { t } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    // Handled here, so the page-level drop handler does not see it twice.
    event.preventDefault();
    event.stopPropagation();
    setDragging(over);
  };

  return (
    <section className="gallery-upload ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="gallery-upload__title">
        <Trans>Upload images</Trans>
      </h2>
      <div
        className={cx('gallery-drop', dragging && 'is-dragging')}
        data-testid="gallery-dropzone"
        onDragEnter={(e) => onDrag(e, true)}
        onDragOver={(e) => onDrag(e, true)}
        onDragLeave={(e) => onDrag(e, false)}
        onDrop={(e) => {
          onDrag(e, false);
          queue.add(Array.from(e.dataTransfer.files));
        }}
      >
        <UploadIcon />
        <p className="gallery-drop__text">
          <Trans>Drag and drop images here, or</Trans>
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="ui-visually-hidden gallery-drop__input"
          aria-describedby={hintId}
          disabled={queue.busy}
          onChange={(e) => {
            queue.add(Array.from(e.currentTarget.files ?? []));
            // Picking the same file again must fire change again.
            e.currentTarget.value = '';
          }}
        />
        <label htmlFor={inputId} className={buttonClass({ variant: 'secondary' }, 'gallery-drop__pick')}>
          <Trans>Choose images</Trans>
        </label>
        <p id={hintId} className="gallery-drop__hint">
          <Trans>JPEG, PNG, WebP or GIF, up to 8 MB each.</Trans>
        </p>
      </div>

      {queue.items.length > 0 && (
        <ul className="gallery-previews" aria-label={t`Selected images`}>
          {queue.items.map((item) => (
            <Preview key={item.key} item={item} queue={queue} />
          ))}
        </ul>
      )}

      <div className="ui-cluster gallery-upload__actions">
        <Button onClick={() => void queue.upload()} loading={queue.busy} loadingText={t`Uploading...`}>
          <Trans>Upload</Trans>
        </Button>
        {queue.items.length > 0 && (
          <Button variant="ghost" onClick={queue.clear} disabled={queue.busy}>
            <Trans>Clear selection</Trans>
          </Button>
        )}
        <span className="gallery-upload__count">
          <Plural value={queue.items.length} one="# image selected" other="# images selected" />
        </span>
      </div>

      {queue.status && (
        <Notice tone={queue.status.tone} className="gallery-upload__status">
          {queue.status.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Notice>
      )}
    </section>
  );
}

function Preview({ item, queue }: { item: PendingFile; queue: UploadQueue }) {
  const { t } = useLingui();
  const captionId = useId();
  const fileName = item.file.name;
  return (
    <li className="gallery-preview">
      <img className="gallery-preview__img" src={item.preview} alt="" width={72} height={72} />
      <div className="gallery-preview__about">
        <p className="gallery-preview__name" title={item.file.name}>
          {item.file.name}
        </p>
        <p className="gallery-preview__size">{formatKb(item.file.size)}</p>
      </div>
      <button
        type="button"
        className="ui-icon-btn gallery-preview__remove"
        aria-label={t`Remove ${fileName}`}
        disabled={queue.busy}
        onClick={() => queue.remove(item.key)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="gallery-preview__more">
        <label htmlFor={captionId} className="ui-visually-hidden">
          <Trans>Caption for {fileName}</Trans>
        </label>
        <input
          id={captionId}
          className="ui-input gallery-preview__caption"
          placeholder={t`Caption (optional)`}
          maxLength={CAPTION_MAX}
          value={item.caption}
          disabled={queue.busy}
          onChange={(e) => queue.setCaption(item.key, e.currentTarget.value)}
        />
        {item.progress !== null && (
          <div className="gallery-preview__progress">
            <progress max={100} value={item.progress} aria-label={t`Upload progress for ${fileName}`} />
            <span aria-hidden="true">{item.progress}%</span>
          </div>
        )}
      </div>
    </li>
  );
}

function UploadIcon() {
  return (
    <svg className="gallery-drop__icon" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
      <rect x="6" y="10" width="36" height="28" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="17" cy="19" r="3.5" fill="currentColor" />
      <path d="M10 34l9-9 6 6 5-5 8 8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
