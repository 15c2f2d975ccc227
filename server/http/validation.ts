import type { z } from 'zod';
import type { FieldError } from '../../src/domain/errors.ts';

const SHORT_CODE = /^[a-z][a-z0-9_]*$/;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function num(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  return undefined;
}

/**
 * Zod issues → the brief's `[{ field, code, max?, min? }]`. Codes are short and stable because
 * the client translates them as `validates.<code>`:
 * a missing value (or an empty string where one character is needed) is `required`; sizes are
 * `too_small` / `too_big` with `min` / `max`; refinements whose message is a short snake_case word
 * (e.g. `page_size`) pass that word through as the code.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    const value = valueAt(input, issue.path);
    switch (issue.code) {
      case 'invalid_type':
        out.push({ field, code: value === undefined || value === null ? 'required' : 'invalid_type' });
        break;
      case 'too_small': {
        const min = num(issue.minimum);
        const empty = issue.origin === 'string' && value === '' && min === 1;
        out.push(empty ? { field, code: 'required' } : { field, code: 'too_small', ...(min === undefined ? {} : { min }) });
        break;
      }
      case 'too_big': {
        const max = num(issue.maximum);
        out.push({ field, code: 'too_big', ...(max === undefined ? {} : { max }) });
        break;
      }
      case 'invalid_format':
        out.push({ field, code: 'invalid_format' });
        break;
      case 'invalid_value':
      case 'invalid_union':
      case 'invalid_key':
      case 'invalid_element':
      case 'not_multiple_of':
        out.push({ field, code: value === undefined ? 'required' : 'invalid_value' });
        break;
      case 'unrecognized_keys':
        for (const key of issue.keys) out.push({ field: field ? `${field}.${key}` : key, code: 'unrecognized' });
        break;
      case 'custom': {
        // shared field rules (src/domain/validation/zod.ts) put their min / max in the issue params
        const min = num(issue.params?.min);
        const max = num(issue.params?.max);
        out.push({
          field,
          code: SHORT_CODE.test(issue.message) ? issue.message : 'invalid_value',
          ...(min === undefined ? {} : { min }),
          ...(max === undefined ? {} : { max }),
        });
        break;
      }
      default:
        out.push({ field, code: 'invalid_value' });
    }
  }
  return out;
}

/**
 * Text containing U+0000: PostgreSQL can store it neither in text nor in jsonb, so it would fail as
 * a 500 deep in a query. Refused up front, one `invalid_format` per field (keys included).
 */
export function nulFieldErrors(input: unknown, path: string[] = []): FieldError[] {
  const at = (p: string[]) => p.join('.');
  if (typeof input === 'string') return input.includes('\u0000') ? [{ field: at(path), code: 'invalid_format' }] : [];
  if (!input || typeof input !== 'object') return [];
  return Object.entries(input).flatMap(([k, v]) => [
    ...(k.includes('\u0000') ? [{ field: at([...path, k]), code: 'invalid_format' }] : []),
    ...nulFieldErrors(v, [...path, k]),
  ]);
}
