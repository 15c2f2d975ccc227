import { ROLES, type Principal } from '../../src/domain/permissions.ts';
import type { Queryable } from '../db/pool.ts';

/**
 * The partner scope (spec 3 §6; docs/decisions/053-partner-scope.md), in ONE place for every query
 * that returns partner-level rows or aggregates: lists, details, reports, exports, charts, search,
 * notifications. The owner and employees with the all-partner flag see every partner of the brand;
 * any other employee sees only the partners assigned to them. "Assigned" is either of the two ways
 * the product assigns a partner to a person:
 *  - the employee's partner list (`brand_user_partners`, set on the employee page), and
 *  - being the partner's manager (`brand_partners.manager_id`, set by "change manager").
 * Both are read at query time, so a re-assignment changes what the employee sees on the next request.
 */

export type ScopedUser = Pick<Principal, 'role' | 'isAllPartner' | 'brandId' | 'userId'>;
/** Adds a value to the statement's parameters and answers its placeholder (`$n`). */
export type Placeholder = (value: unknown) => string;

/** Who sees every partner of the brand: the owner and all-partner employees. */
export const seesAllPartners = (user: Pick<Principal, 'role' | 'isAllPartner'>): boolean => user.role === 'owner' || user.isAllPartner;

/** The ids of the partners assigned to `userId` in `brandId`, as a sub-select (placeholders added through `p`). */
export function assignedPartnerIds(brandId: number, userId: number, p: Placeholder): string {
  return assignedPartnerIdsOf(p(brandId), p(userId));
}

/** The same sub-select over SQL expressions already in the statement (e.g. `$1`, `$2`). */
export function assignedPartnerIdsOf(brand: string, user: string): string {
  return `SELECT a.partner_id FROM brand_user_partners a WHERE a.brand_id = ${brand} AND a.brand_user_id = ${user}
          UNION ALL SELECT m.partner_id FROM brand_partners m WHERE m.brand_id = ${brand} AND m.manager_id = ${user}`;
}

/**
 * The SQL condition restricting `column` (a partner id column of the scanned table) to what `user`
 * may see: `TRUE` for the owner and all-partner employees. Always AND it to the brand condition; it
 * never replaces it.
 */
export function partnerScope(user: ScopedUser, column: string, p: Placeholder): string {
  if (seesAllPartners(user)) return 'TRUE';
  return `${column} IN (${assignedPartnerIds(user.brandId, user.userId, p)})`;
}

/** A placeholder function over a plain argument array (for queries written with positional `$n`). */
export const placeholders =
  (args: unknown[]): Placeholder =>
  (value) =>
    `$${args.push(value)}`;

/** True when `user` may see and act on `partnerId` (all-partner, or the partner is assigned to them). */
export async function mayActOn(db: Queryable, user: ScopedUser, partnerId: number): Promise<boolean> {
  if (seesAllPartners(user)) return true;
  const args: unknown[] = [];
  const p = placeholders(args);
  const { rowCount } = await db.query(
    `SELECT 1 FROM (${assignedPartnerIds(user.brandId, user.userId, p)}) x WHERE x.partner_id = ${p(partnerId)}`,
    args,
  );
  return Boolean(rowCount);
}

/**
 * The users of `brandId` who may NOT see `partnerId`: employees without the all-partner flag to whom
 * the partner is not assigned. The owner is never among them.
 */
export async function usersNotSeeing(db: Queryable, brandId: number, partnerId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM brand_users u
      WHERE u.brand_id = $1 AND NOT u.is_all_partner AND u.role_id <> ${ROLES.owner}
        AND NOT EXISTS (SELECT 1 FROM brand_user_partners a WHERE a.brand_id = $1 AND a.brand_user_id = u.id AND a.partner_id = $2)
        AND NOT EXISTS (SELECT 1 FROM brand_partners m WHERE m.brand_id = $1 AND m.partner_id = $2 AND m.manager_id = u.id)`,
    [brandId, partnerId],
  );
  return rows.map((r) => Number(r.id));
}
