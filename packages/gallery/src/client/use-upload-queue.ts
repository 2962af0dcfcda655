/**
 * The upload selection of spec 4: valid files accumulate (with previews), upload one at a
 * time in order, stop at the first failure; success clears the selection and the message
 * goes away after 2 s.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@league/ui/i18n/macro';
import { GALLERY_STATUS_MS } from '../rules';
import { checkFiles, UploadError, uploadImage } from './upload';

export interface PendingFile {
  key: string;
  file: File;
  /** Object URL of the file for its preview (revoked when it leaves the selection). */
  preview: string;
  caption: string;
  /** 0-100 while or after sending; null before. */
  progress: number | null;
}

export interface UploadStatus {
  tone: 'success' | 'error';
  messages: string[];
}

export interface UploadQueue {
  items: PendingFile[];
  busy: boolean;
  status: UploadStatus | null;
  add(files: Iterable<File> | null | undefined): void;
  remove(key: string): void;
  clear(): void;
  setCaption(key: string, caption: string): void;
  upload(): Promise<void>;
}

let counter = 0;

export function useUploadQueue({ isAdmin, onUploaded }: { isAdmin: boolean; onUploaded: () => void }): UploadQueue {
  const { t } = useLingui();
  const [items, setItems] = useState<PendingFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatusState] = useState<UploadStatus | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setStatus = useCallback((next: UploadStatus | null, clearAfterMs?: number) => {
    clearTimeout(timer.current);
    setStatusState(next);
    if (next && clearAfterMs) timer.current = setTimeout(() => setStatusState(null), clearAfterMs);
  }, []);
  const fail = useCallback((...messages: string[]) => setStatus({ tone: 'error', messages }), [setStatus]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      for (const item of itemsRef.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const drop = useCallback((keys: Set<string>) => {
    setItems((prev) => {
      for (const item of prev) if (keys.has(item.key)) URL.revokeObjectURL(item.preview);
      return prev.filter((item) => !keys.has(item.key));
    });
  }, []);

  const add = useCallback(
    (files: Iterable<File> | null | undefined) => {
      if (!isAdmin) return fail(t`Only admins can upload images.`);
      const { accepted, errors } = checkFiles(files ?? [], {
        onlyTypes: t`Only JPEG/PNG/WebP/GIF allowed.`,
        tooBig: (filename) => t`File ${filename} is bigger than 8MB.`,
      });
      const fresh = accepted.map((file) => ({
        key: `f${++counter}`,
        file,
        preview: URL.createObjectURL(file),
        caption: '',
        progress: null,
      }));
      setItems((prev) => [...prev, ...fresh]);
      if (errors.length) fail(...new Set(errors));
      else setStatus(null);
    },
    [isAdmin, fail, setStatus, t],
  );

  const setProgress = (key: string, progress: number | null) => setItems((prev) => prev.map((item) => (item.key === key ? { ...item, progress } : item)));

  const upload = useCallback(async () => {
    if (!isAdmin) return fail(t`Only admins can upload images.`);
    if (busy) return;
    const queue = itemsRef.current;
    if (queue.length === 0) return fail(t`Pick at least one image.`);
    setBusy(true);
    setStatus(null);
    const sent = new Set<string>();
    let failure: string | null = null;
    for (const item of queue) {
      setProgress(item.key, 0);
      try {
        await uploadImage(item.file, item.caption, (percent) => setProgress(item.key, percent));
        sent.add(item.key);
      } catch (error) {
        // Spec 8's wording names the file, so the organiser knows which of the batch to fix;
        // the server's reason (or "Upload failed." when no answer came) follows it.
        const filename = item.file.name;
        const named = t`Failed to upload ${filename}`;
        const detail = error instanceof UploadError && error.network ? t`Upload failed.` : error instanceof Error ? error.message : '';
        failure = detail && detail !== named ? `${named}: ${detail}` : named;
        setProgress(item.key, null);
        break;
      }
    }
    setBusy(false);
    // What went up leaves the selection; the failed file and those after it stay for a retry.
    drop(sent);
    if (sent.size) onUploaded();
    if (failure) fail(failure);
    else setStatus({ tone: 'success', messages: [t`✅ Uploaded successfully.`] }, GALLERY_STATUS_MS);
  }, [isAdmin, busy, fail, setStatus, drop, onUploaded, t]);

  return {
    items,
    busy,
    status,
    add,
    remove: (key) => drop(new Set([key])),
    clear: () => drop(new Set(itemsRef.current.map((item) => item.key))),
    setCaption: (key, caption) => setItems((prev) => prev.map((item) => (item.key === key ? { ...item, caption } : item))),
    upload,
  };
}
