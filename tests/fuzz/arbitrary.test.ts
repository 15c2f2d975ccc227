import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFor } from './arbitrary.ts';
import type { Schema } from './json-schema.ts';
import { check } from './validator.ts';

/** One schema per feature the converter claims, in the shapes zod 4 writes them. */
const SCHEMAS: Record<string, Schema> = {
  'string bounds': { type: 'string', minLength: 3, maxLength: 5 },
  enum: { type: 'string', enum: ['en', 'vi'] },
  const: { type: 'number', const: 15 },
  'uuid (zod pattern)': {
    type: 'string',
    format: 'uuid',
    pattern: '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$',
  },
  date: { type: 'string', format: 'date' },
  'date-time': { type: 'string', format: 'date-time' },
  email: { type: 'string', format: 'email' },
  uri: { type: 'string', format: 'uri' },
  pattern: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}$' },
  'id (exclusive minimum, beyond 32 bits)': { type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  'small integer range': { type: 'integer', minimum: 1, maximum: 4 },
  'number with exclusive bounds': { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
  'nullable (type list)': { type: ['string', 'null'], maxLength: 2 },
  'nullable (anyOf)': { anyOf: [{ type: 'integer', minimum: 5 }, { type: 'null' }] },
  oneOf: { oneOf: [{ type: 'string', const: 'a' }, { type: 'boolean' }] },
  allOf: {
    allOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { properties: { b: { type: 'integer' } } }],
  },
  'object with required, optional, no extras': {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1 }, note: { type: 'string' } },
    required: ['name'],
    additionalProperties: false,
  },
  'record with key enum': {
    type: 'object',
    propertyNames: { type: 'string', enum: ['offers', 'report'] },
    additionalProperties: {
      anyOf: [
        { type: 'number', const: 0 },
        { type: 'number', const: 15 },
      ],
    },
  },
  'array bounds, unique': {
    type: 'array',
    items: { type: 'integer', minimum: 1, maximum: 9 },
    minItems: 2,
    maxItems: 4,
    uniqueItems: true,
  },
  tuple: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'boolean' }] },
  nested: {
    type: 'object',
    properties: {
      items: { type: 'array', items: { type: 'object', properties: { at: { type: 'string', format: 'date-time' } }, required: ['at'] } },
    },
    required: ['items'],
  },
};

describe('arbitraryFor (JSON Schema → fast-check)', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`generates only values the schema accepts: ${name}`, () => {
      fc.assert(
        fc.property(arbitraryFor(schema), (value) => {
          const verdict = check(schema, value);
          if (!verdict.valid) throw new Error(`${JSON.stringify(value)}: ${verdict.error}`);
        }),
        { numRuns: 100 },
      );
    }, 30_000);
  }

  it('reaches both sides of a union and both presences of an optional property', () => {
    const values = fc.sample(arbitraryFor(SCHEMAS['object with required, optional, no extras']!), 200) as Record<string, unknown>[];
    expect(values.some((v) => 'note' in v)).toBe(true);
    expect(values.some((v) => !('note' in v))).toBe(true);
    const nullable = fc.sample(arbitraryFor(SCHEMAS['nullable (anyOf)']!), 200);
    expect(nullable).toContain(null);
    expect(nullable.some((v) => typeof v === 'number')).toBe(true);
  });

  it('reaches ids beyond 32 bits and the bounds themselves', () => {
    const ids = fc.sample(arbitraryFor(SCHEMAS['id (exclusive minimum, beyond 32 bits)']!), 500) as number[];
    expect(ids).toContain(1);
    expect(ids).toContain(Number.MAX_SAFE_INTEGER);
    expect(ids.some((v) => v > 2 ** 31 && v < Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('mixes in the hint for a named property', () => {
    const schema: Schema = { type: 'object', properties: { offer_id: { type: 'integer', minimum: 1 } }, required: ['offer_id'] };
    const values = fc.sample(arbitraryFor(schema, { hint: (name) => (name === 'offer_id' ? fc.constant(424242) : undefined) }), 200);
    expect(values.some((v) => (v as { offer_id: number }).offer_id === 424242)).toBe(true);
  });

  it('the checker itself refuses what the schema forbids (so the tests above can fail)', () => {
    expect(check(SCHEMAS['string bounds']!, 'ab').valid).toBe(false);
    expect(check(SCHEMAS['uuid (zod pattern)']!, 'not-a-uuid').valid).toBe(false);
    expect(check(SCHEMAS['object with required, optional, no extras']!, { name: 'x', extra: 1 }).valid).toBe(false);
    expect(check(SCHEMAS['record with key enum']!, { nope: 0 }).valid).toBe(false);
    expect(check({ type: 'integer' }, '12', { coerce: true }).valid).toBe(true);
  });
});
