/**
 * Turns an operation of the OpenAPI document into concrete requests: random ones for the
 * fuzzer (real ids most of the time, hostile values the rest), and the systematic sweep that
 * puts each hostile string into each text field, path parameter and query parameter once.
 */
import { seededRandom } from '@league/core/server';
import { bodyCase, huge, NASTY_STRINGS, pick, plausible, uuid, type Rng } from './generate';
import type { Operation, Pools } from './operations';

const JUNK_QUERY = [
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  'limit=1&limit=2',
  `x=${'y'.repeat(5000)}`,
  '%ZZ=1',
  'a[b][c][d][e]=1',
  '=',
  '&&&',
  'type=ALL&type=PLAYER',
  'nextToken=%00',
];
const JUNK_AUTH = [
  'Bearer x',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer',
  'bearer  a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
];

export interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  label: string;
}

/** `plain`: a well-formed request with real ids and a valid body (the control case). */
export function build(rng: Rng, op: Operation, pools: Pools, token: string | null, plain = false): Built {
  const labels: string[] = [token ? 'admin' : 'visitor'];
  const rows = pools.path.get(op.path) ?? [];
  const real = rows.length && (plain || rng() < 0.7) ? pick(rng, rows) : null;
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (real?.[name]) return encodeURIComponent(real[name]);
    labels.push(`bad ${name}`);
    return badPathParam(rng);
  });
  const query: string[] = [];
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    // A made-up cursor is rightly refused; leaving it out is the plausible case.
    const roll = /token|cursor/i.test(param.name) ? 1 : plain ? 0 : rng();
    if (roll < 0.45) query.push(`${param.name}=${encodeLoose(String(plausible(rng, param.schema, 0, param.name)))}`);
    else if (roll < 0.75) {
      query.push(`${param.name}=${encodeLoose(badQueryValue(rng))}`);
      labels.push(`bad ?${param.name}`);
    }
  }
  if (!plain && rng() < 0.15) {
    query.push(pick(rng, JUNK_QUERY));
    labels.push('junk query');
  }
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (!plain && rng() < 0.05) {
    headers.authorization = pick(rng, [...JUNK_AUTH, `Bearer ${token}x`]);
    labels.push('junk auth');
  }
  let payload: string | undefined;
  if (op.body) {
    const c = bodyCase(rng, op.body, pools.body, plain);
    payload = c.raw ?? JSON.stringify(c.body);
    labels.push(c.label);
  } else if (!plain && op.method !== 'GET' && rng() < 0.4) {
    payload = pick(rng, ['{}', '{"a":1}', '[]', '{"__proto__":{"x":1}}', 'null']);
    labels.push(`stray body ${payload}`);
  }
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return { method: op.method, url: `${url}${query.length ? `?${query.join('&')}` : ''}`, headers, payload, label: labels.join(', ') };
}

/** Each hostile string in each text field of a complete valid body, path parameter and query parameter. */
export function* sweep(op: Operation, pools: Pools, token: string): Generator<Built> {
  const rng = seededRandom(42);
  const headers = { authorization: `Bearer ${token}` };
  const row = pools.path.get(op.path)?.[0] ?? {};
  const path = (override: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => override[name] ?? encodeURIComponent(row[name] ?? 'x'));
  const valid = op.body ? (plausible(rng, op.body, 0, '', true) as Record<string, unknown>) : undefined;
  if (valid) for (const [field, values] of pools.body) if (field in valid && values[0]) valid[field] = values[0];
  for (const text of HOSTILE_TEXT) {
    for (const name of op.path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? []) {
      yield {
        method: op.method,
        url: path({ [name]: encodeLoose(text) }),
        headers: { ...headers, ...(valid ? { 'content-type': 'application/json' } : {}) },
        payload: valid && JSON.stringify(valid),
        label: `${text} in {${name}}`,
      };
    }
    for (const param of op.parameters.filter((p) => p.in === 'query')) {
      yield { method: op.method, url: `${path()}?${param.name}=${encodeLoose(text)}`, headers, label: `${text} in ?${param.name}` };
    }
    if (!valid) continue;
    for (const at of stringPaths(valid)) {
      const body = JSON.stringify(replaceAt(valid, at, text));
      yield { method: op.method, url: path(), headers: { ...headers, 'content-type': 'application/json' }, payload: body, label: `${text} in ${at.join('.')}` };
    }
  }
}

/** A malformed value for a path parameter (already URL-encoded where it needs to be). */
export function badPathParam(rng: Rng): string {
  return pick(rng, [
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    uuid(rng),
    '0',
    '-1',
    '1e309',
    '9999999999999999999999',
    'null',
    'undefined',
    '%00',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2F..%2Fpackage.json',
    '%F0%9F%8F%8F',
    '%E2%80%AE',
    encodeURIComponent("' OR 1=1 --"),
    encodeURIComponent('<script>'),
    'a'.repeat(5000),
    '%ZZ',
    '%',
    '%c0%af',
    '__proto__',
    'constructor',
    'x.jpg',
    '.env',
  ]);
}

/**
 * encodeURIComponent, except that lone surrogates (which it refuses) are sent as the bytes a
 * careless client would put on the wire (WTF-8), so the server still sees them.
 */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`.toUpperCase();
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** A hostile value for a query parameter (unencoded; the caller encodes it). */
export function badQueryValue(rng: Rng): string {
  return pick(rng, [...NASTY_STRINGS.slice(0, 30), huge(20_000), '-5', '0', '1.5', '999999999999', '1e3', '00001']);
}

/** Strings every text field must survive, one at a time (the sweep's alphabet). */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '\ud800 lone',
  '\u202Eevil\u202C',
  '🏏💯 Team',
  'Z̴̡̛͉̈́a̷l̸g̶o̵',
  'مرحبا بالفريق',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
];

/** Every string inside `value` (a plausible body), as paths, e.g. ['messages', 0, 'content']. */
export function stringPaths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, leaf);
  return copy;
}
