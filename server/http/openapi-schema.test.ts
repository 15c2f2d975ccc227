import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchema } from './openapi-schema.ts';

describe('jsonSchema', () => {
  const row = z.object({
    // a transform: zod alone would render its output as `{}`
    name: z.string().transform((s) => s.trim()),
    at: z.date(),
    count: z.coerce.number().int(),
  });

  it('renders a transformed field of a response as the type the server sends, never `{}`', () => {
    const out = jsonSchema(row, 'output') as { properties: Record<string, unknown> };
    expect(out.properties.name).toEqual({ type: 'string' });
    expect(out.properties.at).toEqual({ type: 'string', format: 'date-time' });
    expect(out.properties.count).toMatchObject({ type: 'integer' });
  });

  it('renders a transformed field of a request as its input type', () => {
    const input = jsonSchema(row, 'input') as { properties: Record<string, unknown> };
    expect(input.properties.name).toEqual({ type: 'string' });
  });

  it('renders a record over a closed set of keys as an object with exactly those properties', () => {
    const levels = z.record(z.enum(['offers', 'report']), z.union([z.literal(0), z.literal(15)]));
    for (const io of ['input', 'output'] as const) {
      const js = jsonSchema(z.object({ levels }), io) as { properties: { levels: Record<string, unknown> } };
      expect(js.properties.levels).toEqual({
        type: 'object',
        properties: { offers: expect.any(Object), report: expect.any(Object) },
        required: ['offers', 'report'],
        additionalProperties: false,
      });
    }
    // an open record stays a map: any key, each value of the given schema
    expect(jsonSchema(z.record(z.string(), z.number()), 'output')).toEqual({
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: { type: 'number' },
    });
  });

  it('refuses a type it cannot describe instead of saying "anything"', () => {
    expect(() => jsonSchema(z.object({ f: z.function() as unknown as z.ZodType }), 'output')).toThrow();
  });
});
