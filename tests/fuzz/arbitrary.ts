import fc from 'fast-check';
import type { Schema } from './json-schema.ts';

/**
 * JSON Schema → fast-check arbitrary of values the schema accepts (our own converter: zod-fast-check
 * is zod 3 only, and the document's schemas are what clients see). Covers what zod 4 emits: type
 * (and type lists), enum, const, format (uuid, date, date-time, email, uri), string and number
 * bounds, simple patterns, objects with required / optional / additional properties, records,
 * arrays and tuples, anyOf / oneOf / allOf. `hint` lets the caller bias a value by its property
 * name (the runner mixes real ids from the seed into `…id` fields).
 */
export interface ArbitraryOptions {
  /** an arbitrary to mix in for the property `name` with schema `schema`, or undefined */
  hint?: (name: string, schema: Schema) => fc.Arbitrary<unknown> | undefined;
  /** largest array generated when the schema allows more (keeps requests small) */
  maxItems?: number;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export function arbitraryFor(schema: Schema, opts: ArbitraryOptions = {}, name = ''): fc.Arbitrary<unknown> {
  const base = baseArbitrary(schema, opts);
  const hinted = name && opts.hint ? opts.hint(name, schema) : undefined;
  return hinted ? fc.oneof(hinted, base) : base;
}

function baseArbitrary(s: Schema, opts: ArbitraryOptions): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.allOf) return arbitraryFor(mergeAll(s), opts);
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const { anyOf: _a, oneOf: _o, ...rest } = s;
    return fc.oneof(...union.map((branch) => arbitraryFor({ ...rest, ...branch }, opts)));
  }
  const types = s.type ? [s.type].flat() : inferTypes(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => baseArbitrary({ ...s, type }, opts)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return integerArbitrary(s);
    case 'number':
      return numberArbitrary(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(s, opts);
    case 'object':
      return objectArbitrary(s, opts);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function inferTypes(s: Schema): string[] {
  if (s.properties || s.additionalProperties !== undefined) return ['object'];
  if (s.items || s.prefixItems) return ['array'];
  if (s.minLength !== undefined || s.maxLength !== undefined || s.pattern || s.format) return ['string'];
  if (s.minimum !== undefined || s.maximum !== undefined) return ['number'];
  return ['any'];
}

/** allOf as one schema: properties and required lists merged, the last word wins elsewhere. */
export function mergeAll(s: Schema): Schema {
  const { allOf = [], ...rest } = s;
  const out: Schema = { ...rest };
  for (const part of allOf) {
    const p = part.allOf ? mergeAll(part) : part;
    Object.assign(out, { ...p, properties: { ...out.properties, ...p.properties } });
    out.required = [...new Set([...(out.required ?? []), ...(p.required ?? [])])];
  }
  return out;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const DAY = 86_400_000;
/** 1970 … 2100: dates a person might type, plus the edges PostgreSQL and JS both accept. */
const dateArb = fc.integer({ min: 0, max: 47_482 }).map((d) => new Date(d * DAY));

function formatArbitrary(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return dateArb.map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
    case 'date-time':
      return fc
        .tuple(dateArb, fc.integer({ min: 0, max: DAY - 1 }))
        .map(([d, ms]) => new Date(d.getTime() + ms).toISOString().replace(/\.000Z$/, 'Z'));
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.stringMatching(/^[a-z]{1,10}$/), fc.constantFrom('com', 'vn', 'test'))
        .map(([local, host, tld]) => `${local}@${host}.${tld}`);
    case 'uri':
    case 'url':
      return fc.webUrl({ withQueryParameters: true });
    default:
      return undefined;
  }
}

/** Text of every kind: printable ASCII mostly, some control characters (NUL included) and any Unicode. */
const anyText = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'binary-ascii' }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );

function stringArbitrary(s: Schema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 64, Math.max(minLength, 64));
  const fits = (v: string) => {
    const n = [...v].length; // JSON Schema counts code points
    return n >= minLength && n <= (s.maxLength ?? Infinity);
  };
  const pattern = s.pattern ? new RegExp(s.pattern, 'u') : undefined;
  const format = s.format ? formatArbitrary(s.format) : undefined;
  if (format) return (pattern ? format.filter((v) => pattern.test(v)) : format).filter(fits);
  if (pattern) return fc.stringMatching(pattern, { size: 'small' }).filter(fits);
  return anyText(minLength, maxLength).filter(fits);
}

function bounds(s: Schema, integer: boolean): { min: number; max: number } {
  let min = s.minimum ?? -MAX_SAFE;
  let max = s.maximum ?? MAX_SAFE;
  if (s.exclusiveMinimum !== undefined) min = Math.max(min, integer ? Math.floor(s.exclusiveMinimum) + 1 : s.exclusiveMinimum);
  if (s.exclusiveMaximum !== undefined) max = Math.min(max, integer ? Math.ceil(s.exclusiveMaximum) - 1 : s.exclusiveMaximum);
  return integer ? { min: Math.ceil(min), max: Math.floor(max) } : { min, max };
}

const INT32 = 2 ** 31 - 1;

/** Integers biased to small values and the bounds, with the whole range (beyond 32 bits) reachable. */
function integerArbitrary(s: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, true);
  const near = (from: number) => fc.integer({ min: Math.max(min, from - 50), max: Math.min(max, from + 50) });
  const parts: fc.Arbitrary<number>[] = [fc.constantFrom(min, max), near(Math.min(Math.max(0, min), max))];
  if (min >= -INT32 && max <= INT32) parts.push(fc.integer({ min, max }));
  else parts.push(fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number));
  const arb = fc.oneof(...parts);
  return s.multipleOf ? arb.map((v) => Math.max(min, Math.min(max, v - (v % s.multipleOf!)))).filter((v) => v % s.multipleOf! === 0) : arb;
}

function numberArbitrary(s: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, false);
  const exclusive = (v: number) =>
    (s.exclusiveMinimum === undefined || v > s.exclusiveMinimum) && (s.exclusiveMaximum === undefined || v < s.exclusiveMaximum);
  const whole = bounds(s, true);
  const double = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return (whole.min <= whole.max ? fc.oneof(integerArbitrary(s), double) : double).map((v) => (Object.is(v, -0) ? 0 : v)).filter(exclusive);
}

function arrayArbitrary(s: Schema, opts: ArbitraryOptions): fc.Arbitrary<unknown[]> {
  const minLength = s.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxItems ?? Infinity, opts.maxItems ?? 5));
  if (s.prefixItems) {
    const head = s.prefixItems.map((p) => arbitraryFor(p, opts));
    return fc.tuple(...head);
  }
  const item = s.items ? arbitraryFor(s.items, opts) : fc.jsonValue({ maxDepth: 1 });
  if (s.uniqueItems) return fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) });
  return fc.array(item, { minLength, maxLength });
}

function objectArbitrary(s: Schema, opts: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryFor(v, opts, k)]));
  const known = fc.record(shape, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
  const extra = s.additionalProperties;
  // a record (`z.record`): keys from propertyNames, values from additionalProperties
  if (extra && typeof extra === 'object') {
    const key = s.propertyNames
      ? (arbitraryFor({ type: 'string', ...s.propertyNames }, opts) as fc.Arbitrary<string>)
      : fc.string({ maxLength: 12 });
    const dict = fc.dictionary(
      key.filter((k) => !(k in props)),
      arbitraryFor(extra, opts),
      { maxKeys: opts.maxItems ?? 5 },
    );
    return fc.tuple(known, dict).map(([a, b]) => ({ ...b, ...a }));
  }
  return known as fc.Arbitrary<Record<string, unknown>>;
}
