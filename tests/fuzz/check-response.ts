import type { Schema } from './json-schema.ts';
import type { Operation, ResponseSpec } from './operations.ts';
import { check } from './validator.ts';

export interface Answer {
  status: number;
  contentType: string;
  /** the body text (not read for event streams) */
  text: string;
}

export interface ResponseVerdict {
  /** the answer matches the document for its status (or, for an undocumented 4xx, the Error schema) */
  schemaValid: boolean;
  /** the status is not among the operation's responses */
  undocumented: boolean;
  /** a 422 carrying at least one `{ field, code }` */
  fieldCodes: boolean;
  problem?: string;
}

function specFor(op: Operation, status: number): ResponseSpec | undefined {
  return op.responses[String(status)] ?? op.responses[`${Math.floor(status / 100)}XX`] ?? op.responses.default;
}

function hasFieldCodes(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((e) => typeof (e as { field?: unknown }).field === 'string' && typeof (e as { code?: unknown }).code === 'string')
  );
}

/**
 * Checks one answer against the document: its media type must be one the status lists and a JSON
 * body must validate against that status's schema. A 4xx the operation does not list (e.g. 400 for
 * broken JSON) is still held to the `Error` schema every error shares, and reported as undocumented.
 */
export function checkResponse(op: Operation, answer: Answer, errorSchema: Schema): ResponseVerdict {
  const media = answer.contentType.split(';')[0]!.trim().toLowerCase();
  let body: unknown;
  let parsed = false;
  if (media === 'application/json') {
    try {
      body = JSON.parse(answer.text);
      parsed = true;
    } catch {
      return { schemaValid: false, undocumented: false, fieldCodes: false, problem: 'JSON content-type with a body that is not JSON' };
    }
  }
  const fieldCodes = answer.status === 422 && hasFieldCodes(body);
  const spec = specFor(op, answer.status);
  if (!spec) {
    if (answer.status >= 400 && answer.status < 500 && parsed) {
      const v = check(errorSchema, body);
      return { schemaValid: v.valid, undocumented: true, fieldCodes, ...(v.valid ? {} : { problem: `Error schema: ${v.error}` }) };
    }
    return { schemaValid: false, undocumented: true, fieldCodes, problem: `status ${answer.status} not in the document` };
  }
  if (!spec.content) {
    const empty = answer.text.length === 0;
    return { schemaValid: empty, undocumented: false, fieldCodes, ...(empty ? {} : { problem: 'a body where the document says none' }) };
  }
  const documented = spec.content[media];
  if (!documented) {
    return {
      schemaValid: false,
      undocumented: false,
      fieldCodes,
      problem: `content-type ${media || '(none)'} not among ${Object.keys(spec.content).join(', ')}`,
    };
  }
  if (!parsed || !documented.schema) return { schemaValid: true, undocumented: false, fieldCodes };
  const v = check(documented.schema, body);
  return { schemaValid: v.valid, undocumented: false, fieldCodes, ...(v.valid ? {} : { problem: v.error }) };
}
