import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutate, rng } from './mutate.ts';
import type { Operation } from './operations.ts';
import { isValidRequest, requestArbitrary, urlOf } from './requests.ts';

/** An operation with every kind of input a mutation can break. */
const OP: Operation = {
  id: 'things.update',
  method: 'PUT',
  path: '/api/things/{id}',
  pathParams: [{ name: 'id', required: true, schema: { type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER } }],
  queryParams: [
    { name: 'lang', required: false, schema: { type: 'string', enum: ['en', 'vi'] } },
    { name: 'page', required: true, schema: { type: 'integer', minimum: 1, maximum: 100 } },
  ],
  body: {
    mediaType: 'application/json',
    required: true,
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 20 },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
      },
      required: ['name'],
      additionalProperties: false,
    },
  },
  responses: {},
};

describe('mutate', () => {
  it('turns valid requests into ones the document refuses, by several different means', () => {
    const rand = rng(7);
    const kinds = new Set<string>();
    for (const r of fc.sample(requestArbitrary(OP), { numRuns: 150, seed: 3 })) {
      expect(isValidRequest(OP, r)).toBe(true);
      const bad = mutate(OP, r, rand);
      expect(bad).toBeDefined();
      expect(isValidRequest(OP, bad!)).toBe(false);
      kinds.add(bad!.mutation!.replace(/^(\w+) [^:]*: /, '$1 '));
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['body: broken JSON', 'body missing', 'body unknown property', 'path range', 'query missing', 'query repeat']),
    );
  }, 60_000);

  it('puts path values into the URL safely and repeats a query key for an array', () => {
    const url = urlOf({ ...OP, path: '/api/x/{id}' }, { path: { id: '..' }, query: { page: [1, 2] } });
    expect(url).toBe('/api/x/%2E%2E?page=1&page=2');
  });

  it('has nothing to break in an operation without input', () => {
    const bare: Operation = { ...OP, path: '/api/ping', pathParams: [], queryParams: [], body: undefined } as Operation;
    expect(mutate(bare, { path: {}, query: {} }, rng(1))).toBeUndefined();
  });
});
