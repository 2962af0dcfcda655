/**
 * A tiny, seeded generator of request bodies and parameters: plausible values made from a
 * route's JSON schema, and the hostile variations a careless or malicious client sends.
 * Seeded (core's seededRandom) so a failure names a seed that reproduces it.
 */
import type { Random as Rng } from '@league/core/server';
import type { Schema } from './json-schema';

export type { Rng };

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** Text a form field should survive: scripts, emoji, right-to-left, NUL, lone surrogates. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  'Mumbai Strikers',
  '🏏🔥 Team 💯',
  '\u202Eevil\u202C rtl override',
  'مرحبا بالفريق',
  'कप्तान राहुल',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff lone',
  'Z̴̡̛͉̈́a̷l̸g̶o̵',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; DROP TABLE teams; --",
  '${7*7}{{7*7}}',
  '%s%s%s%n',
  '../../../etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//evil.example/x',
  'https://example.org/press',
  'http://169.254.169.254/latest/meta-data/',
  '\\\\server\\share',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  'NaN',
  'true',
  '[]',
  '{}',
  '9876543210',
  '2025-02-30',
  '2025-06-01',
  '2025-06-01T10:00:00Z',
  '2025-13-45T99:99:99Z',
  '0000-00-00T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  'admin@league.local',
  'x'.repeat(81),
  'y'.repeat(2001),
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  -1.5,
  0.1,
  999,
  1000,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  1_000_000_000,
  1_000_000_001,
];

/** A v4-shaped uuid from the seeded generator (crypto.randomUUID would break repeatability). */
export function uuid(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => int(rng, 0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(rng, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

export const huge = (n = 100_000) => 'é'.repeat(n / 2) + '🏏'.repeat(n / 4);

/** A value of the right shape for `schema` (mostly valid; the server must cope either way). */
export function plausible(rng: Rng, schema: Schema, depth = 0, name = '', every = false): unknown {
  if (schema.default !== undefined && rng() < 0.2) return schema.default;
  if (schema.nullable && !every && rng() < 0.15) return null;
  if (schema.enum) return pick(rng, schema.enum);
  if (schema.anyOf) return plausible(rng, pick(rng, schema.anyOf), depth, name, every);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (every || schema.required?.includes(key) || rng() < 0.6) out[key] = plausible(rng, property, depth + 1, key, every);
      }
      return out;
    }
    case 'array': {
      const n = depth > 3 ? 0 : int(rng, schema.minItems ?? 0, Math.max(schema.minItems ?? 0, 3));
      return Array.from({ length: every ? Math.max(n, 1) : n }, () => plausible(rng, schema.items ?? {}, depth + 1, '', every));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 10_000, min + 10_000);
      const n = int(rng, min, max) + (schema.exclusiveMinimum === true && int(rng, min, max) === min ? 1 : 0);
      return schema.type === 'integer' ? n : n + (rng() < 0.5 ? 0.25 : 0);
    }
    case 'boolean':
      return rng() < 0.5;
    case 'string':
      return plausibleString(rng, schema, name);
    default:
      return pick(rng, ['hello', 1, true, null, { a: 1 }, [1]]);
  }
}

// Field names tell what a free-form string holds (dates and links are parsed by the route).
function byName(rng: Rng, name: string): string | null {
  if (/date|startsAt|expiresAt/i.test(name)) return new Date(Date.UTC(2026, int(rng, 0, 11), int(rng, 1, 28), int(rng, 8, 20))).toISOString();
  if (/email/i.test(name)) return `fuzz${int(rng, 1, 99_999)}@example.org`;
  if (/link|url/i.test(name)) return `https://example.org/live/${int(rng, 1, 9999)}`;
  if (/phone/i.test(name)) return `98${int(rng, 10_000_000, 99_999_999)}`;
  if (/password/i.test(name)) return `Pw-${int(rng, 100_000, 999_999)}-secret`;
  return null;
}

function plausibleString(rng: Rng, schema: Schema, name: string): string {
  const pattern = schema.pattern ?? '';
  const named = !schema.pattern && !schema.format ? byName(rng, name) : null;
  if (named) return named;
  if (schema.format === 'uuid') return uuid(rng);
  if (schema.format === 'date-time') return new Date(Date.UTC(2025, int(rng, 0, 11), int(rng, 1, 28), int(rng, 0, 23))).toISOString();
  if (pattern.includes('\\d{6,15}')) return `9${String(int(rng, 100_000_000, 999_999_999))}`;
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return `19${int(rng, 70, 99)}-0${int(rng, 1, 9)}-1${int(rng, 0, 9)}`;
  if (pattern.includes('\\d{1,6}')) return String(int(rng, 1, 200));
  if (pattern.startsWith('^\\/')) return `/uploads/p-${int(rng, 1, 999)}.jpg`;
  const words = ['Royal', 'Strikers', 'Kings', 'Super', 'Warriors', 'Chennai', 'Pune', 'note', 'Ravi Kumar', 'https://example.org/live'];
  let text = `${pick(rng, words)} ${pick(rng, words)} ${int(rng, 1, 9999)}`;
  if (schema.maxLength !== undefined) text = text.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && text.length < schema.minLength) text = text.padEnd(schema.minLength, 'x');
  return text;
}

/** A wrong value for something shaped like `schema`. */
export function wrongValue(rng: Rng, schema: Schema): unknown {
  const options: unknown[] = [
    null,
    true,
    pick(rng, NASTY_NUMBERS),
    pick(rng, NASTY_STRINGS),
    [],
    [pick(rng, NASTY_STRINGS)],
    {},
    { $gt: '' },
    JSON.parse('{"__proto__":{"isAdmin":true}}'),
    huge(),
    nested(rng, int(rng, 50, 3000)),
  ];
  if (schema.type === 'string') options.push(pick(rng, NASTY_STRINGS), pick(rng, NASTY_STRINGS), huge());
  if (schema.type === 'integer' || schema.type === 'number') options.push(pick(rng, NASTY_NUMBERS), pick(rng, NASTY_NUMBERS), String(pick(rng, NASTY_NUMBERS)));
  return pick(rng, options);
}

/** Deeply nested arrays/objects: a parser or validator that recurses must not fall over. */
export function nested(rng: Rng, depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = rng() < 0.5 ? [value] : { a: value };
  return value;
}

export interface BodyCase {
  label: string;
  /** A JS value to send as JSON, or a raw string (`raw`) sent as is. */
  body?: unknown;
  raw?: string;
}

/** One body for an operation whose JSON body follows `schema`. */
export function bodyCase(rng: Rng, schema: Schema, real: Map<string, string[]> = new Map(), plain = false): BodyCase {
  const generated = plausible(rng, schema);
  if (generated === null || typeof generated !== 'object' || Array.isArray(generated)) {
    // A body that is a whole document rather than fields (a Cricsheet file): as generated, or nonsense.
    return plain || rng() < 0.5 ? { label: 'valid', body: generated } : { label: 'nested', body: nested(rng, 60) };
  }
  const valid = generated as Record<string, unknown>;
  // Fields that name another record get a real one most of the time, or the handler is never reached.
  for (const [field, values] of real) if (field in valid && values.length && (plain || rng() < 0.7)) valid[field] = pick(rng, values);
  if (plain) return { label: 'valid', body: valid };
  const fields = Object.keys(schema.properties ?? {});
  const field = fields.length ? pick(rng, fields) : 'x';
  const roll = rng();
  if (roll < 0.25) return { label: 'valid', body: valid };
  if (roll < 0.35)
    return {
      label: 'extra fields',
      body: { ...valid, id: uuid(rng), _id: 'x', createdAt: 1, isAdmin: true, role: 'admin', [pick(rng, NASTY_STRINGS)]: pick(rng, NASTY_STRINGS) },
    };
  if (roll < 0.42 && schema.required?.length) {
    const copy = { ...valid };
    delete copy[pick(rng, schema.required)];
    return { label: 'missing required', body: copy };
  }
  if (roll < 0.58) return { label: `wrong ${field}`, body: { ...valid, [field]: wrongValue(rng, schema.properties?.[field] ?? {}) } };
  if (roll < 0.64) return { label: `huge ${field}`, body: { ...valid, [field]: huge() } };
  if (roll < 0.72) return { label: `unicode ${field}`, body: { ...valid, [field]: pick(rng, NASTY_STRINGS) } };
  if (roll < 0.78) return { label: `number ${field}`, body: { ...valid, [field]: pick(rng, NASTY_NUMBERS) } };
  if (roll < 0.82) return { label: 'every field null', body: Object.fromEntries(fields.map((k) => [k, null])) };
  if (roll < 0.87) return { label: 'not an object', body: pick(rng, [[valid], [], 'text', 42, null, true, nested(rng, 2000)]) };
  if (roll < 0.93) {
    const raw = pick(rng, [
      `{"__proto__":{"isAdmin":true},"${field}":"x"}`,
      `{"constructor":{"prototype":{"isAdmin":true}}}`,
      `{"${field}":"a","${field}":"b"}`,
      '{"a":',
      '{a:1}',
      "{'a':1}",
      '[1,2,',
      '{"a":1}garbage',
      '\u0000',
      '{"a":"\\ud800"}',
      '{"a":1e99999}',
      '{"a":-}',
      '   ',
    ]);
    return { label: `raw ${raw.slice(0, 24)}`, raw };
  }
  return { label: 'empty object', body: {} };
}
