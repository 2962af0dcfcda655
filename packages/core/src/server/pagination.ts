/**
 * Opaque keyset cursors: (createdAt, id) encoded as base64url JSON. A tampered token is a
 * 400, never a database error.
 */
import { badRequest } from './errors';

export interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(token: string | undefined | null): Cursor | null {
  if (!token) return null;
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(value[1])
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    /* fall through */
  }
  throw badRequest('Invalid nextToken');
}
