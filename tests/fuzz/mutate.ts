import { typesOf, type Schema } from './json-schema.ts';
import type { Operation } from './operations.ts';
import { inputSchemas, isValidRequest, type FuzzRequest } from './requests.ts';
import { seeded } from '../../server/random.ts';

/** Mutations are reproducible from the run's seed. */
export const rng = seeded;
type Rand = () => number;
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

/** A node of a JSON value together with the schema that governs it. */
interface Node {
  at: (string | number)[];
  schema: Schema;
  value: unknown;
}

/** Every node of `value` the schema reaches through properties, records and items (unions stop the walk). */
function nodes(schema: Schema, value: unknown, at: (string | number)[] = []): Node[] {
  const out: Node[] = [{ at, schema, value }];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      const child = schema.properties?.[k] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (child) out.push(...nodes(child, v, [...at, k]));
    }
  } else if (Array.isArray(value) && schema.items) {
    value.forEach((v, i) => out.push(...nodes(schema.items!, v, [...at, i])));
  }
  return out;
}

function admitted(s: Schema): Set<string> {
  const union = s.anyOf ?? s.oneOf;
  const types = union ? union.flatMap((b) => [...admitted({ ...s, anyOf: undefined, oneOf: undefined, ...b })]) : typesOf(s);
  const set = new Set(types);
  if (set.has('number')) set.add('integer');
  return set;
}

const SAMPLES: [string, unknown][] = [
  ['integer', 12345],
  ['string', 'fuzz'],
  ['boolean', true],
  ['null', null],
  ['object', { fuzz: 1 }],
  ['array', ['fuzz']],
];
function wrongType(s: Schema, rand: Rand): unknown {
  const ok = admitted(s);
  const options = SAMPLES.filter(([t]) => !ok.has(t));
  return options.length ? pick(rand, options)[1] : undefined;
}

/** A value just outside the schema's bounds (or enum), if it has any. */
function outOfRange(s: Schema, value: unknown, rand: Rand): unknown {
  const options: unknown[] = [];
  if (s.enum || s.const !== undefined) options.push(typeof value === 'number' ? -987654 : 'not-in-the-list');
  if (s.minimum !== undefined) options.push(s.minimum - 1);
  if (s.exclusiveMinimum !== undefined) options.push(s.exclusiveMinimum);
  if (s.maximum !== undefined) options.push(s.maximum + 1, s.maximum * 2 + 1);
  if (s.exclusiveMaximum !== undefined) options.push(s.exclusiveMaximum);
  if (s.maxLength !== undefined) options.push('x'.repeat(s.maxLength + 1));
  if (s.minLength !== undefined && s.minLength > 0) options.push('');
  if (s.format === 'uuid' || s.format === 'date-time' || s.format === 'date' || s.format === 'email' || s.pattern)
    options.push('not*valid');
  if (Array.isArray(value) && s.maxItems !== undefined)
    options.push([...value, ...Array.from({ length: s.maxItems + 1 - value.length }, () => value[0] ?? 1)]);
  if (Array.isArray(value) && s.minItems) options.push([]);
  return options.length ? pick(rand, options) : undefined;
}

function setAt(root: unknown, at: (string | number)[], v: unknown, remove = false): unknown {
  if (at.length === 0) return v;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of at.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (remove) delete node[last];
  else node[last] = v;
  return copy;
}

type Mutation = (r: FuzzRequest, op: Operation, rand: Rand) => FuzzRequest | undefined;

function paramMutation(where: 'path' | 'query', kind: 'type' | 'range' | 'missing' | 'repeat'): Mutation {
  return (r, op, rand) => {
    const params = where === 'path' ? op.pathParams : op.queryParams;
    const candidates = kind === 'missing' ? params.filter((p) => p.required && where === 'query') : params;
    if (!candidates.length) return undefined;
    const p = pick(rand, candidates);
    const values = { ...r[where] };
    if (kind === 'missing') delete values[p.name];
    else if (kind === 'repeat') values[p.name] = [values[p.name] ?? 'a', 'b'];
    else {
      // on the wire every value is text: a wrong type is text that is not the type
      const v = kind === 'type' ? (typesOf(p.schema).includes('string') ? undefined : 'abc') : outOfRange(p.schema, values[p.name], rand);
      if (v === undefined) return undefined;
      values[p.name] = v;
    }
    return { ...r, [where]: values, mutation: `${where} ${p.name}: ${kind}` };
  };
}

function bodyMutation(kind: 'type' | 'range' | 'missing' | 'extra'): Mutation {
  return (r, op, rand) => {
    const schema = inputSchemas(op).body;
    if (!schema || op.body?.mediaType !== 'application/json') return undefined;
    const all = nodes(schema, r.body);
    if (kind === 'missing') {
      const holes = all.flatMap((n) =>
        n.value && typeof n.value === 'object' && !Array.isArray(n.value)
          ? (n.schema.required ?? []).filter((k) => k in (n.value as object)).map((k) => [...n.at, k])
          : [],
      );
      if (!holes.length) return undefined;
      const at = pick(rand, holes);
      return { ...r, body: setAt(r.body, at, undefined, true), mutation: `body ${at.join('.')}: missing` };
    }
    if (kind === 'extra') {
      const closed = all.filter(
        (n) => n.schema.additionalProperties === false && n.value && typeof n.value === 'object' && !Array.isArray(n.value),
      );
      if (!closed.length) return undefined;
      const n = pick(rand, closed);
      return {
        ...r,
        body: setAt(r.body, [...n.at, 'fuzz_unknown_field'], 1),
        mutation: `body ${n.at.join('.') || '(root)'}: unknown property`,
      };
    }
    const n = pick(rand, all);
    const v = kind === 'type' ? wrongType(n.schema, rand) : outOfRange(n.schema, n.value, rand);
    if (v === undefined) return undefined;
    return { ...r, body: setAt(r.body, n.at, v), mutation: `body ${n.at.join('.') || '(root)'}: ${kind}` };
  };
}

const brokenJson: Mutation = (r, op) =>
  op.body?.mediaType === 'application/json'
    ? { ...r, rawBody: JSON.stringify(r.body ?? {}).slice(0, -1) + ',', mutation: 'body: broken JSON' }
    : undefined;

const MUTATIONS: Mutation[] = [
  paramMutation('path', 'type'),
  paramMutation('path', 'range'),
  paramMutation('query', 'type'),
  paramMutation('query', 'range'),
  paramMutation('query', 'missing'),
  paramMutation('query', 'repeat'),
  bodyMutation('type'),
  bodyMutation('range'),
  bodyMutation('missing'),
  bodyMutation('extra'),
  brokenJson,
];

/**
 * An invalid variant of the valid request `r` (wrong type, missing required, out of range, unknown
 * property where the schema forbids it, broken JSON, a repeated query key), or undefined when the
 * operation takes no input that can be wrong. Every variant is checked against the document: one the
 * schemas still accept is not returned as invalid.
 */
export function mutate(op: Operation, r: FuzzRequest, rand: Rand): FuzzRequest | undefined {
  for (let attempt = 0; attempt < 8; attempt++) {
    const m = pick(rand, MUTATIONS)(r, op, rand);
    if (m && !isValidRequest(op, m)) return m;
  }
  return undefined;
}
