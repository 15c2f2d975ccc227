import { z } from 'zod';
import type { Level, ModuleKey } from './permissions.ts';

/**
 * One endpoint = one descriptor. The server registers a handler against it (validating input),
 * the browser calls it through `call(descriptor, input)`, and /api/openapi.json is generated from
 * all descriptors. See docs/decisions/003-contract.md.
 */
export type Access =
  /** no sign-in (login, sign-up, refresh, public reference data) */
  | { kind: 'public' }
  /** any signed-in brand user */
  | { kind: 'user' }
  /** a signed-in brand user holding `level` on `module` */
  | { kind: 'module'; module: ModuleKey; level: Level };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** unique id, `feature.action` */
  id: string;
  method: Method;
  /** full path under /api, with `:param` segments */
  path: string;
  summary: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** schema of the `data` part of the `{ data }` envelope */
  response: R;
  /**
   * Every signed-in call with a method other than GET appends an audit row (server/audit). `false`
   * marks a POST that changes nothing (a list whose filters travel in the body, an export).
   */
  audit?: false;
  /**
   * Marks an operation with a method other than GET that only reads (a list or search whose filters
   * travel in the body, an export): a read-only principal (the brand API key) may call it, and it
   * appends no audit row. Reads are decided by the operation, never by its HTTP method (issue 25).
   */
  reads?: true;
  /**
   * The answer carries a secret that authenticates the brand elsewhere (the global postback token
   * in a URL template …): only a signed-in person may read it, never the API key (decision 075).
   */
  revealsSecret?: true;
  /**
   * A `public` operation whose handler checks a credential of its own, so it answers 401: a password
   * (a sign-in), a refresh token, the agency's own bearer token (decision 077) or the live stream's
   * ticket. The document lists the 401 and the security scheme from it.
   */
  ownCredential?: 'password' | 'refreshToken' | 'agencyToken' | 'streamTicket';
  /**
   * Answers 404 although no required id names the object: the brand's single API key, a file by its
   * storage key, an object named by an optional id or in a list of ids. (A required `…_id` in the
   * path, query or body says so by itself.)
   */
  mayBeMissing?: true;
}

/** True for an operation that changes nothing: every GET, and any other method marked `reads`. */
export function isRead(e: { method: string; reads?: true }): boolean {
  return e.method.toUpperCase() === 'GET' || e.reads === true;
}

export function endpoint<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  // captured literally so the server knows at compile time whether a handler gets a user
  A extends Access = Access,
>(e: Endpoint<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return e;
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.infer<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.infer<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;

/** Paging block of every paged list (spec 1 §3). */
export const pagingSchema = z.object({
  current_page: z.number().int(),
  limit: z.number().int(),
  total_row: z.number().int(),
  total_page: z.number().int(),
});
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), paging: pagingSchema });
}
/**
 * A `limit` query parameter that takes only `sizes` (422 `page_size` otherwise). The refinement
 * alone would reach the document as a bare integer; the `enum` tells client generators the truth.
 */
export function pageSizeQuery(sizes: readonly number[], fallback: number) {
  const accepted = [...new Set(sizes)];
  return z.coerce
    .number()
    .int()
    .refine((n) => accepted.includes(n), 'page_size')
    .default(fallback)
    .meta({ enum: accepted });
}

/** Page sizes of spec 1 §9. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: pageSizeQuery([...PAGE_SIZES, 200], 25),
});
