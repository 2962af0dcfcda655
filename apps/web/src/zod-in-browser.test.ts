/**
 * zod as the browser build ships it (build/zod-without-json-schema.ts, build/zod-plain-english.ts): a tiny entry that
 * re-exports zod is bundled by Vite with the plugin, as the client build is, and the bundle's
 * zod is used the way screens and Standard Schema consumers use it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type * as zod from 'zod';
import { zodPlainEnglish } from '../build/zod-plain-english';
import { UNAVAILABLE, zodWithoutJsonSchema } from '../build/zod-without-json-schema';
import { bundleAndRun } from './bundle-for-test';

let z: typeof zod.z;
let code: string;

beforeAll(async () => {
  // The catalog's zod, the one copy the app's packages bundle.
  const out = await bundleAndRun<{ z: typeof zod.z }>("export { z } from 'zod';", [zodWithoutJsonSchema(), zodPlainEnglish()]);
  z = out.exports.z;
  code = out.code;
});

describe("the browser build's zod", () => {
  it('leaves the JSON Schema generator out', () => {
    expect(code).toContain(UNAVAILABLE);
    expect(code).not.toContain('Non-representable type encountered');
  });

  it('validates through ~standard, as Standard Schema consumers do', () => {
    const standard = z.string().min(2)['~standard'];
    expect(standard.validate('ok')).toEqual({ value: 'ok' });
    expect(standard.validate('x')).toMatchObject({ issues: [expect.objectContaining({ code: 'too_small' })] });
    expect(z.object({ name: z.string() })['~standard'].vendor).toBe('zod');
  });

  it('keeps what schemas read from the JSON Schema modules: descriptions, metadata, bounds, formats', () => {
    expect(z.string().describe('A name').description).toBe('A name');
    expect(z.string().meta({ title: 'Name' }).meta()).toEqual({ title: 'Name' });
    expect(z.string().min(1).max(40).minLength).toBe(1);
    expect(z.string().min(1).max(40).maxLength).toBe(40);
    expect(z.email().format).toBe('email');
    expect(z.number().int().min(0).isInt).toBe(true);
    expect(z.number().min(0).minValue).toBe(0);
  });

  it('says JSON Schema is built by the server when asked for it', () => {
    const schema = z.object({ name: z.string() });
    expect(() => z.toJSONSchema(schema)).toThrow(UNAVAILABLE);
    expect(() => schema.toJSONSchema()).toThrow(UNAVAILABLE);
    expect(() => schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' })).toThrow(UNAVAILABLE);
  });

  it("speaks plain English where a contract gave no message, and a contract's own message still wins", () => {
    const first = (schema: zod.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(first(z.string().max(3), 'abcd')).toBe('At most 3 characters');
    expect(first(z.string().min(1), '')).toBe('Required');
    expect(first(z.array(z.string()).min(2), ['a'])).toBe('At least 2 items');
    expect(first(z.object({ name: z.string() }), {})).toBe('Required');
    expect(first(z.email(), 'nope')).toBe('Enter a valid email address');
    expect(first(z.enum(['bat', 'field']), 'bowl')).toBe('Choose one of the options');
    expect(first(z.string().max(3, 'Names must be short'), 'abcd')).toBe('Names must be short');
    expect(code).not.toContain('expected string to have');
  });
});
