import type { TicketDto } from '../../src/domain/tickets/contract.ts';
import {
  ticketCreateSchema,
  ticketMessageSchema,
  type TicketCreateInput,
  type TicketMessageInput,
} from '../../src/domain/tickets/contract.ts';
import type { TicketAction, TicketStatus } from '../../src/domain/tickets/enums.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { nextTicket, ticketOpen } from '../../src/machines/ticket.ts';
import { diff, record } from '../audit/record.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { publishEvent } from '../live/publish.ts';
import { notify } from '../notifications/notify.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { parseOr422, refuse } from './errors.ts';

/**
 * Support tickets (spec 3 §3–§5; docs/decisions/087-tickets.md). The server is the authority: it
 * loads the stored status, asks the ticket machine (src/machines/ticket.ts) and persists the answer
 * in one transaction with its audit row, its `ticket.changed` webhook event and its live event; what
 * the support side does (a reply) also notifies the brand, with `/ticket?id=` as the click target.
 */
/** The live event an open ticket list or conversation refetches on (src/api/tickets.ts). */
export const TICKET_LIVE_EVENT = 'ticket.changed';

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const USER_NAME = (alias: string) =>
  `COALESCE(NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email, '')`;
export const ROW = `t.id::int, t.title, t.category, t.status, COALESCE(${USER_NAME('u')}, '') AS author,
  (SELECT count(*)::int FROM ticket_messages m WHERE m.ticket_id = t.id) AS messages,
  ${iso('t.created_at')} AS created_at, ${iso('t.updated_at')} AS updated_at`;
export const FROM = 'tickets t LEFT JOIN brand_users u ON u.id = t.author_id';

/** Spec 1 §2: tickets wait for the admin's approval of the brand's onboarding. */
export async function assertApproved(db: Queryable, brandId: number): Promise<void> {
  const { rows } = await db.query<{ ok: boolean }>('SELECT is_admin_approve AS ok FROM brands WHERE id = $1', [brandId]);
  if (!rows[0]?.ok) throw refuse('onboarding_not_approved');
}

export async function loadTicket(db: Queryable, brandId: number, id: number): Promise<TicketDto | null> {
  const { rows } = await db.query<TicketDto>(
    `SELECT ${ROW}, ${iso('t.closed_at')} AS closed_at,
       (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', m.id, 'side', m.side,
           'author', CASE WHEN m.side = 'provider' THEN m.author_name ELSE COALESCE(${USER_NAME('mu')}, '') END,
           'body', m.body, 'created_at', ${iso('m.created_at')},
           'files', (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', f.id, 'name', f.original_name, 'size', f.size) ORDER BY x.ord), '[]'::jsonb)
                       FROM unnest(m.file_ids) WITH ORDINALITY x(id, ord) JOIN files f ON f.id = x.id)) ORDER BY m.id), '[]'::jsonb)
          FROM ticket_messages m LEFT JOIN brand_users mu ON mu.id = m.author_id WHERE m.ticket_id = t.id) AS conversation
     FROM ${FROM} WHERE t.id = $1 AND t.brand_id = $2`,
    [id, brandId],
  );
  return rows[0] ?? null;
}

export async function mustLoadTicket(db: Queryable, brandId: number, id: number): Promise<TicketDto> {
  const t = await loadTicket(db, brandId, id);
  if (!t) throw refuse('ticket_not_found');
  return t;
}

/** Attachments must be confirmed uploads of this brand with use `attachment` (checked by content there). */
async function checkFiles(tx: Queryable, brandId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM files WHERE id = ANY($1::bigint[]) AND brand_id = $2 AND use = 'attachment'`,
    [ids, brandId],
  );
  if (rows[0]!.n !== new Set(ids).size) throw refuse('file_not_valid', [{ field: 'file_ids', code: 'not_valid' }]);
}

async function addMessage(
  tx: Tx,
  ticketId: number,
  m: { side: 'brand' | 'provider'; authorId: number | null; authorName?: string; body: string; fileIds: readonly number[] },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ticket_messages (ticket_id, side, author_id, author_name, body, file_ids) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int`,
    [ticketId, m.side, m.authorId, m.authorName ?? '', m.body, [...new Set(m.fileIds)]],
  );
  return rows[0]!.id;
}

/** The webhook event and the live event of every change, in the change's transaction. */
async function announce(tx: Tx, brandId: number, t: TicketDto, action: string): Promise<void> {
  await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.ticketChanged, { ticket_id: t.id, status: t.status, category: t.category, action });
  await publishEvent(tx, { brandId, type: TICKET_LIVE_EVENT, data: { id: t.id, status: t.status }, module: 'ticket' });
}

export async function createTicket(db: Queryable, brandId: number, authorId: number | null, input: TicketCreateInput): Promise<TicketDto> {
  const f = parseOr422(ticketCreateSchema, input);
  return inTransaction(db, async (tx) => {
    await checkFiles(tx, brandId, f.file_ids);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO tickets (brand_id, author_id, title, category) VALUES ($1, $2, $3, $4) RETURNING id::int',
      [brandId, authorId, f.title.trim(), f.category],
    );
    const id = rows[0]!.id;
    await addMessage(tx, id, { side: 'brand', authorId, body: f.body, fileIds: f.file_ids });
    const created = (await loadTicket(tx, brandId, id))!;
    await record(tx, {
      action: 'tickets.create',
      objectType: 'ticket',
      objectId: id,
      changes: diff(null, { ...created, file_ids: f.file_ids }, ['title', 'category', 'status', 'file_ids']),
    });
    await announce(tx, brandId, created, 'create');
    return created;
  });
}

async function lockStatus(tx: Tx, brandId: number, id: number): Promise<TicketStatus> {
  const { rows } = await tx.query<{ status: TicketStatus }>('SELECT status FROM tickets WHERE id = $1 AND brand_id = $2 FOR UPDATE', [
    id,
    brandId,
  ]);
  if (!rows[0]) throw refuse('ticket_not_found');
  return rows[0].status;
}

/** The brand's message on an open ticket; the state stays (the chart's answer to a brand message). */
export async function addBrandMessage(
  db: Queryable,
  brandId: number,
  authorId: number | null,
  id: number,
  input: TicketMessageInput,
): Promise<TicketDto> {
  const f = parseOr422(ticketMessageSchema, input);
  return inTransaction(db, async (tx) => {
    const status = await lockStatus(tx, brandId, id);
    if (!ticketOpen(status)) throw refuse('status_not_allowed');
    await checkFiles(tx, brandId, f.file_ids);
    const messageId = await addMessage(tx, id, { side: 'brand', authorId, body: f.body, fileIds: f.file_ids });
    await tx.query('UPDATE tickets SET updated_at = now() WHERE id = $1', [id]);
    const after = (await loadTicket(tx, brandId, id))!;
    await record(tx, {
      action: 'tickets.messages.add',
      objectType: 'ticket',
      objectId: id,
      changes: { message_id: [null, messageId], file_ids: [null, f.file_ids] },
    });
    await announce(tx, brandId, after, 'message');
    return after;
  });
}

/**
 * One step of the lifecycle: the brand's accept / reopen / close, the support's reply (with its
 * message). 404 unknown, 409 refused by the chart. A reply notifies the brand (spec 3 §2: the
 * notification leads to the ticket).
 */
export async function changeTicket(
  db: Queryable,
  brandId: number,
  id: number,
  action: TicketAction,
  reply?: { body: string; authorName: string },
): Promise<TicketDto> {
  return inTransaction(db, async (tx) => {
    const before = await lockStatus(tx, brandId, id);
    const next = nextTicket(before, action);
    if (next === null) throw refuse('status_not_allowed');
    if (reply) await addMessage(tx, id, { side: 'provider', authorId: null, authorName: reply.authorName, body: reply.body, fileIds: [] });
    await tx.query(
      `UPDATE tickets SET status = $2, updated_at = now(), closed_at = CASE WHEN $2 = 'closed' THEN now() ELSE NULL END WHERE id = $1`,
      [id, next],
    );
    const after = (await loadTicket(tx, brandId, id))!;
    // outside a request (the support through the ops CLI) record() writes nothing: no brand user acted
    await record(tx, { action: `tickets.${action}`, objectType: 'ticket', objectId: id, changes: { status: [before, after.status] } });
    await announce(tx, brandId, after, action);
    if (action === 'reply') {
      await notify(tx, brandId, NOTIFICATION_CASE.ticketUpdated, { ticket_id: id, ticket_title: after.title, ticket_status: after.status });
    }
    return after;
  });
}
