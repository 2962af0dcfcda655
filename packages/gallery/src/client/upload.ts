/**
 * Browser side of uploads: the checks of spec 5 (by declared type and size; the server
 * checks the bytes) and one XMLHttpRequest per file, for its upload progress.
 */
import { readToken } from '@league/core/client';
import { GALLERY_MAX_BYTES, GALLERY_TYPES, galleryMessages, galleryPaths } from '../rules';

export interface Checked {
  accepted: File[];
  /** One message per refused file, in order ('Only JPEG/PNG/WebP/GIF allowed.', 'File x is bigger than 8MB.'). */
  errors: string[];
}

/** The refusals' words, in the page's language (spec 5's English by default). */
export interface CheckWords {
  onlyTypes: string;
  tooBig: (filename: string) => string;
}

export function checkFiles(files: Iterable<File>, words: CheckWords = galleryMessages): Checked {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!(GALLERY_TYPES as readonly string[]).includes(file.type)) errors.push(words.onlyTypes);
    else if (file.size > GALLERY_MAX_BYTES) errors.push(words.tooBig(file.name));
    else accepted.push(file);
  }
  return { accepted, errors };
}

/**
 * A refused or failed upload: `message` is the server's reason, empty when it gave none;
 * `network` when no answer came. The screen names the file in its own language around it.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly network = false,
  ) {
    super(message);
  }
}

/** The failure text of a refused upload: the server's message, else its (short) text. */
export function failureText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed?.message === 'string' && parsed.message) return parsed.message;
  } catch {
    /* not JSON: use the text */
  }
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 180);
}

/** Sends one file as the `image` field; `onProgress` gets 0-100 as bytes leave the browser. */
export function uploadImage(file: File, caption: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', galleryPaths.upload);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(failureText(xhr.responseText ?? '')));
      }
    };
    xhr.onerror = () => reject(new UploadError('', true));
    xhr.onabort = () => reject(new UploadError('', true));
    const form = new FormData();
    // The caption goes first, so the server has it before the file streams in.
    if (caption.trim()) form.append('caption', caption.trim());
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
