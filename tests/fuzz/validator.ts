import { createRequire } from 'node:module';
import type { Schema } from './json-schema.ts';

/**
 * ajv 8 with JSON Schema 2020-12 (OpenAPI 3.1's dialect). The top-level `ajv` package here is v6
 * (eslint's); ajv 8 and ajv-formats come in through other packages, so both are loaded from
 * ajv-formats' own folder, which guarantees the pair matches.
 */
const requireNearFormats = createRequire(createRequire(import.meta.url).resolve('ajv-formats'));
type ValidateFn = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
interface AjvLike {
  compile(schema: object): ValidateFn;
}
const Ajv2020 = (requireNearFormats('ajv/dist/2020') as { default: new (o: object) => AjvLike }).default;
const addFormats = (requireNearFormats('ajv-formats') as { default: (a: AjvLike) => void }).default;

function makeAjv(coerceTypes: boolean): AjvLike {
  // strict off: OpenAPI schemas carry keywords (examples, x-…) that are not JSON Schema vocabulary
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes, logger: false, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

const plain = makeAjv(false);
/** Path and query values travel as text: "12" is the integer 12 there. */
const coercing = makeAjv(true);

const cache = new WeakMap<object, ValidateFn>();
const coercingCache = new WeakMap<object, ValidateFn>();

export interface Verdict {
  valid: boolean;
  /** the first error, as `/path message` */
  error?: string;
}

/** Validates `value` against a dereferenced schema (compiled once per schema object). */
export function check(schema: Schema, value: unknown, opts: { coerce?: boolean } = {}): Verdict {
  const c = opts.coerce ? coercingCache : cache;
  let fn = c.get(schema);
  if (!fn) {
    fn = (opts.coerce ? coercing : plain).compile(schema);
    c.set(schema, fn);
  }
  // coercion rewrites its input in place: validate a copy
  const valid = fn(opts.coerce ? structuredClone(value) : value);
  const first = fn.errors?.[0];
  return valid ? { valid } : { valid, error: `${first?.instancePath || '/'} ${first?.message ?? 'invalid'}` };
}
