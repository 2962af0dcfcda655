/**
 * Just enough JSON Schema (the OpenAPI 3.0 subset the zod contracts produce) to check a
 * response body against its documented schema, and to make plausible values from one.
 * Written here rather than pulled in: the suite should not trust the serializer it tests.
 */
export interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  anyOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KNOWN = new Set([
  'type',
  'nullable',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'anyOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'default',
  'description',
]);

/** Problems found in `value` against `schema` (empty when it conforms). */
export function validate(schema: Schema, value: unknown, at = '$'): string[] {
  const unknownKeyword = Object.keys(schema).find((k) => !KNOWN.has(k));
  if (unknownKeyword) return [`${at}: schema uses "${unknownKeyword}", which this checker does not know`];
  if (value === null)
    return schema.nullable || (schema.type === undefined && !schema.enum) || schema.type === 'null' || schema.enum?.includes(null)
      ? []
      : [`${at}: null where ${schema.type ?? 'a value'} is required`];
  if (schema.anyOf) {
    const branches = schema.anyOf.map((branch) => validate(branch, value, at));
    return branches.some((b) => b.length === 0) ? [] : [`${at}: matches no anyOf branch (${branches.map((b) => b[0]).join(' | ')})`];
  }
  if (schema.enum && !schema.enum.some((option) => option === value)) return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  switch (schema.type) {
    case 'object':
      return checkObject(schema, value, at);
    case 'array': {
      if (!Array.isArray(value)) return [`${at}: expected an array`];
      const problems: string[] = [];
      if (schema.minItems !== undefined && value.length < schema.minItems) problems.push(`${at}: fewer than ${schema.minItems} items`);
      if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push(`${at}: more than ${schema.maxItems} items`);
      if (schema.items) value.forEach((item, i) => problems.push(...validate(schema.items!, item, `${at}[${i}]`)));
      return problems;
    }
    case 'string':
      return checkString(schema, value, at);
    case 'integer':
    case 'number':
      return checkNumber(schema, value, at);
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: expected a boolean`];
    case undefined:
      return [];
    default:
      return [`${at}: unknown type ${schema.type}`];
  }
}

function checkObject(schema: Schema, value: unknown, at: string): string[] {
  if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: expected an object`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of schema.required ?? []) if (!(key in record)) problems.push(`${at}.${key}: missing`);
  for (const [key, item] of Object.entries(record)) {
    const property = schema.properties?.[key];
    if (property) problems.push(...validate(property, item, `${at}.${key}`));
    else if (schema.additionalProperties === false) problems.push(`${at}.${key}: not in the schema`);
    else if (typeof schema.additionalProperties === 'object') problems.push(...validate(schema.additionalProperties, item, `${at}.${key}`));
  }
  return problems;
}

function checkString(schema: Schema, value: unknown, at: string): string[] {
  if (typeof value !== 'string') return [`${at}: expected a string, got ${typeof value}`];
  const problems: string[] = [];
  if (schema.minLength !== undefined && value.length < schema.minLength) problems.push(`${at}: shorter than ${schema.minLength}`);
  if (schema.maxLength !== undefined && value.length > schema.maxLength) problems.push(`${at}: longer than ${schema.maxLength}`);
  if (schema.pattern && !compile(schema.pattern).test(value)) problems.push(`${at}: ${JSON.stringify(value.slice(0, 60))} does not match ${schema.pattern}`);
  if (schema.format === 'uuid' && !UUID.test(value)) problems.push(`${at}: not a uuid`);
  if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) problems.push(`${at}: not a date-time`);
  return problems;
}

const compiled = new Map<string, RegExp>();
/** JSON Schema patterns are ECMA-262 with unicode semantics; some valid ones only compile without `u`. */
function compile(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      re = new RegExp(pattern);
    }
    compiled.set(pattern, re);
  }
  return re;
}

function checkNumber(schema: Schema, value: unknown, at: string): string[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`${at}: expected a number`];
  if (schema.type === 'integer' && !Number.isInteger(value)) return [`${at}: expected an integer`];
  const problems: string[] = [];
  const exMin = schema.exclusiveMinimum;
  const exMax = schema.exclusiveMaximum;
  if (schema.minimum !== undefined && (exMin === true ? value <= schema.minimum : value < schema.minimum)) problems.push(`${at}: below the minimum`);
  if (typeof exMin === 'number' && value <= exMin) problems.push(`${at}: not above ${exMin}`);
  if (schema.maximum !== undefined && (exMax === true ? value >= schema.maximum : value > schema.maximum)) problems.push(`${at}: above the maximum`);
  if (typeof exMax === 'number' && value >= exMax) problems.push(`${at}: not below ${exMax}`);
  return problems;
}
