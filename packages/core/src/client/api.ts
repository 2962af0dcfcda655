/**
 * The browser's API client: sends the stored token as a Bearer header and turns error
 * answers into the spec's messages (server message first, then the caller's fallback).
 */
import type { z } from 'zod';
import { readToken } from './storage';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
  get isAuth() {
    return this.status === 401 || this.status === 403;
  }
}

export interface RequestOptions<T> {
  body?: unknown;
  /** FormData bodies are sent as multipart; anything else as JSON. */
  form?: FormData;
  /** Message used when the server gives none ('HTTP {status}' otherwise). */
  fallback?: string;
  schema?: z.ZodType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

let base = '';
/** Points the client at another origin (tests); the site itself uses same-origin paths. */
export function setApiBase(url: string) {
  base = url.replace(/\/$/, '');
}

/** The page's language for the server's messages (the web app sets it: `say` in @league/ui/i18n). */
let inPageLanguage = (message: string) => message;
export function sayServerMessagesWith(translate: (message: string) => string) {
  inPageLanguage = translate;
}

let held: Promise<void> | null = null;

/**
 * Calls made before `until` settles wait for it: while a prerendered page is being adopted
 * section by section, no answer may change a section that is still to be adopted (the web
 * app's adoption.tsx). The queries stay in flight as they were prerendered.
 */
export function holdRequests(until: Promise<void>) {
  held = until;
  void until.finally(() => {
    if (held === until) held = null;
  });
}

export async function request<T = unknown>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  if (held) await held.catch(() => undefined);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, { method, headers, body, signal: options.signal, credentials: 'omit' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(options.fallback ?? 'Network error.', 0);
  }
  const payload = await readBody(response);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string'
        ? (payload as { message: string }).message
        : (options.fallback ?? `HTTP ${response.status}`);
    throw new ApiError(inPageLanguage(message), response.status);
  }
  return (options.schema ? options.schema.parse(payload) : payload) as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      throw new ApiError('Invalid JSON from server', response.status);
    }
  }
  if (!response.ok) return { message: text.replace(/\s+/g, ' ').trim().slice(0, 180) || 'Non-JSON response from server' };
  return text;
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
};

/** The list inside a `{data}`, `{items}` or bare-array answer (spec 7 allows each). */
export function listOf<T>(payload: unknown): T[] {
  if (Array.isArray(payload)) return payload as T[];
  if (payload && typeof payload === 'object') {
    const p = payload as { data?: unknown; items?: unknown };
    if (Array.isArray(p.data)) return p.data as T[];
    if (Array.isArray(p.items)) return p.items as T[];
  }
  return [];
}

/** The message to show for a failure: the error's own, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message && !(error.name === 'ZodError')) return error.message;
  return fallback;
}
