/** What the gallery needs from a file store: the local folder and S3 both implement it. */
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  /** Bytes, when the storage knows them (sent as content-length). */
  size?: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Where browsers fetch `key` directly, or null when the API serves it. */
  publicUrl(key: string): string | null;
}
