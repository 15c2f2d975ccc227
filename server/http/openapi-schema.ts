import { z } from 'zod';

export type Json = Record<string, unknown>;
export type Io = 'input' | 'output';

/** zod internals we read: the definition's type tag and, for a pipe, its two sides. */
interface Def {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Types JSON has no word for, rendered as what they travel as on the wire. Anything else
 * unrepresentable throws: a contract the document cannot describe fails its test instead of
 * appearing as `{}` (which says "anything").
 */
function unrepresentable(ctx: { zodSchema: unknown; message: string }): Json | 'throw' {
  const type = defOf(ctx.zodSchema).type;
  if (type === 'date') return { type: 'string', format: 'date-time' };
  if (type === 'bigint') return { type: 'integer', format: 'int64' };
  // a transform's own output has no schema; the pipe around it is rewritten in `override`
  if (type === 'transform') return {};
  return 'throw';
}

/**
 * A record over a closed set of keys (`z.record(z.enum([...]), v)`, e.g. the permission levels per
 * module): zod says `propertyNames: { enum }` with `required` listing keys it never defines, which
 * client generators read as a map of unknown keys (and Redocly flags every required key). Both sides
 * of zod accept exactly those keys and no others, so render it as the object it is: one property per
 * key, no other property.
 */
function closedRecord(js: Json): void {
  const keys = (js.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = js.additionalProperties;
  if (!keys?.every((k) => typeof k === 'string') || !value || typeof value !== 'object') return;
  delete js.propertyNames;
  js.properties = Object.fromEntries((keys as string[]).map((k) => [k, value]));
  js.additionalProperties = false;
}

/**
 * Output of `a.transform(f)` (a pipe whose out side is a transform): zod cannot know what `f`
 * returns, so it would say `{}`. The server sends the handler's value, which the route layer checks
 * against the schema's input side (route.ts), so that side is what the wire carries: render it.
 * Input of a pipe is already its input side (zod does that with `io: 'input'`).
 */
function override(io: Io) {
  return (ctx: { zodSchema: unknown; jsonSchema: Json }): void => {
    const def = defOf(ctx.zodSchema);
    if (def.type === 'record') return closedRecord(ctx.jsonSchema);
    if (io !== 'output' || def.type !== 'pipe' || !def.in || !def.out || defOf(def.out).type !== 'transform') return;
    const inner = jsonSchema(def.in, 'output');
    for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
    Object.assign(ctx.jsonSchema, inner);
  };
}

/** A zod schema as an OpenAPI 3.1 schema object (JSON Schema 2020-12, `$schema` dropped). */
export function jsonSchema(schema: z.ZodType, io: Io): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable,
    override: override(io),
    reused: 'inline',
    cycles: 'ref',
  }) as Json;
  return rest;
}

/** Object schema of params or query → OpenAPI parameter objects (always the input side). */
export function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input');
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

/** True when a response schema is `z.unknown()`: the handler answers on its own (a file, a stream). */
export const isOpaque = (schema: z.ZodType): boolean => defOf(schema).type === 'unknown';
