import { deref, type Schema } from './json-schema.ts';

/** One operation of the OpenAPI document, dereferenced, in the shape the fuzzer needs. */
export interface Operation {
  id: string;
  method: string;
  /** the document's path template, e.g. `/api/offers/{id}` */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  body?: { mediaType: string; schema: Schema; required: boolean };
  responses: Record<string, ResponseSpec>;
}
export interface Param {
  name: string;
  required: boolean;
  schema: Schema;
}
export interface ResponseSpec {
  content?: Record<string, { schema?: Schema }>;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation the document lists, in document order; nothing is hand-picked here. */
export function operationsOf(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const op = deref(doc, item[method]) as Json;
      const params = (op.parameters ?? []) as (Param & { in: string })[];
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }>; required?: boolean } | undefined)?.content;
      const mediaType = content ? (Object.keys(content).find((m) => m === 'application/json') ?? Object.keys(content)[0]) : undefined;
      out.push({
        id: String(op.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        ...(content && mediaType
          ? { body: { mediaType, schema: content[mediaType]!.schema, required: Boolean((op.requestBody as Json).required) } }
          : {}),
        responses: op.responses as Record<string, ResponseSpec>,
      });
    }
  }
  return out;
}

/** Path or query parameters as one object schema, so a whole set is checked at once. */
export function paramsSchema(params: readonly Param[]): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}
