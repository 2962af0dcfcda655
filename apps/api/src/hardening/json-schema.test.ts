/** The fuzz's schema check must be able to say no, or "every 2xx matches its schema" means nothing. */
import { describe, expect, it } from 'vitest';
import { validate, type Schema } from './json-schema';

const team: Schema = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [true] },
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: { type: 'string', format: 'uuid' },
          name: { type: 'string', maxLength: 5 },
          note: { type: 'string', nullable: true },
          n: { type: 'integer', minimum: 0, exclusiveMinimum: true },
        },
        required: ['_id', 'name'],
        additionalProperties: false,
      },
    },
  },
  required: ['success', 'data'],
  additionalProperties: false,
};
const id = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';

describe('the schema check used by the fuzz', () => {
  it('accepts a conforming body', () => {
    expect(validate(team, { success: true, data: [{ _id: id, name: 'Kings', note: null, n: 1 }] })).toEqual([]);
  });

  it.each([
    ['a missing field', { success: true }],
    ['an extra field', { success: true, data: [], extra: 1 }],
    ['a wrong literal', { success: false, data: [] }],
    ['a wrong type', { success: true, data: {} }],
    ['null where not nullable', { success: true, data: [{ _id: id, name: null }] }],
    ['a bad format', { success: true, data: [{ _id: 'x', name: 'a' }] }],
    ['a too long string', { success: true, data: [{ _id: id, name: 'abcdef' }] }],
    ['a float for an integer', { success: true, data: [{ _id: id, name: 'a', n: 1.5 }] }],
    ['an exclusive minimum', { success: true, data: [{ _id: id, name: 'a', n: 0 }] }],
    ['an unknown item field', { success: true, data: [{ _id: id, name: 'a', admin: true }] }],
  ])('refuses %s', (_label, body) => {
    expect(validate(team, body).length).toBeGreaterThan(0);
  });

  it('refuses a schema keyword it does not understand instead of passing it silently', () => {
    expect(validate({ type: 'string', oneOf: [] } as Schema, 'x')[0]).toMatch(/does not know/);
  });
});
