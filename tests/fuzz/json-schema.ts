/** The slice of JSON Schema 2020-12 (as zod 4 and OpenAPI 3.1 write it) the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  default?: unknown;
  contentMediaType?: string;
  [key: string]: unknown;
}

type Json = Record<string, unknown>;

/** Follows a local `$ref` (`#/components/…`) inside `root`. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Only local $ref is supported: ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  }
  return node;
}

/**
 * A copy of `node` with every local `$ref` replaced by what it points at, so a schema can be used
 * on its own (by the converter and by ajv). The document's refs are to components and never cycle;
 * a depth guard turns a cycle into a clear error instead of a stack overflow.
 */
export function deref<T>(root: unknown, node: T, depth = 0): T {
  if (depth > 64) throw new Error('$ref nesting too deep (a cycle?)');
  if (Array.isArray(node)) return node.map((n) => deref(root, n, depth + 1)) as T;
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    const { $ref, ...rest } = obj;
    return deref(root, { ...(resolvePointer(root, $ref) as Json), ...rest }, depth + 1) as T;
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, deref(root, v, depth + 1)])) as T;
}

/** The JSON types a schema admits (no `type` and no enum/const → every type). */
export function typesOf(s: Schema): string[] {
  if (s.const !== undefined) return [jsonType(s.const)];
  if (s.enum) return [...new Set(s.enum.map(jsonType))];
  if (s.type) return [s.type].flat();
  if (s.properties) return ['object'];
  if (s.items || s.prefixItems) return ['array'];
  return ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'];
}

export function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}
