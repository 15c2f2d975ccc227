import fc from 'fast-check';
import { arbitraryFor, type ArbitraryOptions } from './arbitrary.ts';
import { paramsSchema, type Operation } from './operations.ts';
import type { Schema } from './json-schema.ts';
import { check } from './validator.ts';

/** A request before it is put on the wire: values as the schemas see them. */
export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** sent as this text instead of JSON.stringify(body) (broken JSON) */
  rawBody?: string;
  /** what was done to make it invalid, for the failure report */
  mutation?: string;
}

/** The parts of an operation's input, each with the schema it is checked against. */
export interface InputSchemas {
  path: Schema;
  query: Schema;
  body?: Schema;
}

export function inputSchemas(op: Operation): InputSchemas {
  return { path: paramsSchema(op.pathParams), query: paramsSchema(op.queryParams), ...(op.body ? { body: op.body.schema } : {}) };
}

/** Valid requests for `op`: path, query and body each drawn from the document's schemas. */
export function requestArbitrary(op: Operation, opts: ArbitraryOptions = {}): fc.Arbitrary<FuzzRequest> {
  const s = inputSchemas(op);
  return fc.record({
    path: arbitraryFor(s.path, opts) as fc.Arbitrary<Record<string, unknown>>,
    query: arbitraryFor(s.query, opts) as fc.Arbitrary<Record<string, unknown>>,
    ...(s.body ? { body: arbitraryFor(s.body, opts) } : {}),
  });
}

/**
 * Whether the document accepts the request. Path and query travel as text, so they are checked as
 * text coerced to the schema's type (ajv's coerceTypes), the way the server's zod coercion reads them.
 */
export function isValidRequest(op: Operation, r: FuzzRequest): boolean {
  const s = inputSchemas(op);
  if (r.rawBody !== undefined) return false;
  if (!check(s.path, wire(r.path), { coerce: true }).valid) return false;
  if (!check(s.query, wire(r.query), { coerce: true }).valid) return false;
  if (s.body && op.body?.required && r.body === undefined) return false;
  if (s.body && r.body !== undefined && !check(s.body, r.body).valid) return false;
  return true;
}

/** Path and query values as the server receives them: strings (arrays stay arrays: a repeated key). */
function wire(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(text) : text(v)]),
  );
}

export function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The request URL: path parameters encoded into the template (never `.`/`..`, which URLs collapse), query appended. */
export function urlOf(op: Operation, r: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = text(r.path[name]);
    return v === '' ? '%20' : encodeURIComponent(v).replace(/\./g, '%2E');
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query)) {
    if (v === undefined) continue;
    for (const one of [v].flat()) q.append(k, text(one));
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}
