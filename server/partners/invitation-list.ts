import type { Principal } from '../../src/domain/permissions.ts';
import { INVITE_KINDS } from '../../src/domain/partners/invitation-enums.ts';
import type { invitationListQuerySchema } from '../../src/domain/partners/invitations.ts';
import type { z } from 'zod';
import type { Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';
import { INVITATION_SELECT, toDto, type Invitation } from './invitations.ts';
import { assignedPartnerIdsOf, seesAllPartners } from '../auth/partner-scope.ts';

type Query = z.output<typeof invitationListQuerySchema>;

/**
 * The brand's applications and invitations, newest first. `search` matches the exact record id (what
 * a notification's click target carries) or part of the partner's name or email; partner scope keeps
 * an employee without the all-partner flag to the partners assigned to them.
 */
export async function listInvitations(db: Queryable, user: Principal, query: Query) {
  const search = (query.search ?? '').trim();
  const kinds =
    query.kind === 'invitations' ? [...INVITE_KINDS] : query.kind === 'applications' ? ['applied'] : query.kind ? [query.kind] : null;
  const where = `a.brand_id = $1
    AND ($2 = '' OR a.id::text = $2 OR p.display_name ILIKE $3 OR p.email ILIKE $3)
    AND ($4::text IS NULL OR a.status = $4)
    AND ($5::text[] IS NULL OR a.kind = ANY($5))
    AND ($6::bigint IS NULL OR a.offer_id = $6)
    AND ($7::bigint IS NULL OR a.partner_id IN (${assignedPartnerIdsOf('$1', '$7')}))`;
  const params = [
    user.brandId,
    search,
    likeContains(search),
    query.status ?? null,
    kinds,
    query.offer_id ?? null,
    seesAllPartners(user) ? null : user.userId,
  ];
  const { rows } = await db.query<Invitation>(`${INVITATION_SELECT} WHERE ${where} ORDER BY a.id DESC LIMIT $8 OFFSET $9`, [
    ...params,
    query.limit,
    (query.page - 1) * query.limit,
  ]);
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM partner_applications a JOIN partners p ON p.id = a.partner_id WHERE ${where}`,
    params,
  );
  const total = count.rows[0]!.n;
  return {
    items: rows.map(toDto),
    paging: { current_page: query.page, limit: query.limit, total_row: total, total_page: Math.ceil(total / query.limit) },
  };
}
