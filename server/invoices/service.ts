import type { InvoiceDto } from '../../src/domain/invoices/contract.ts';
import {
  INVOICE_PAYMENT_TERM_DAYS,
  TAB_OF_TYPE,
  type InvoiceAction,
  type InvoiceStatus,
  type InvoiceType,
} from '../../src/domain/invoices/enums.ts';
import type { InvoiceFigures } from '../../src/domain/invoices/lines.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { nextInvoice } from '../../src/machines/invoice.ts';
import { record } from '../audit/record.ts';
import { mayActOn, type ScopedUser } from '../auth/partner-scope.ts';
import { nowOf } from '../db/clock.ts';
import { inTransaction, type Db, type Queryable, type Tx } from '../db/pool.ts';
import { publishEvent } from '../live/publish.ts';
import { notify } from '../notifications/notify.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { refuse } from './errors.ts';

/**
 * Invoices (spec 3 §3–§4; docs/decisions/092-invoices.md). Every write — an invoice issued, marked
 * paid or unpaid, lapsed by the overdue job — runs in one transaction with its audit row, its
 * `invoice.changed` webhook event, its live event and (when the brand did not do it) a notification
 * whose click target is the payment page's tab searched by the invoice id (spec 3 §2).
 */
export const INVOICE_LIVE_EVENT = 'invoice.changed';

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (c: string) => `to_char(${c}, 'YYYY-MM-DD')`;
export const ROW = `i.id::int, i.type, i.status, i.party_name, i.partner_id::int, i.agency_id::int, i.contract_id::int, i.currency,
  ${day('i.period_start')} AS period_start, ${day('i.period_end')} AS period_end,
  i.subtotal::text AS subtotal, i.vat::text AS vat, i.total::text AS total,
  ${iso('i.issued_at')} AS issued_at, ${day('i.due_date')} AS due_date, ${iso('i.paid_at')} AS paid_at`;

export async function loadInvoice(db: Queryable, brandId: number, id: number): Promise<InvoiceDto | null> {
  const { rows } = await db.query<InvoiceDto>(
    `SELECT ${ROW}, i.based_on_id::int AS based_on_id,
       (SELECT COALESCE(jsonb_agg(jsonb_build_object('position', l.position, 'kind', l.kind, 'amount', l.amount::text,
                 'base', l.base::text, 'percent', l.percent::text) ORDER BY l.position), '[]'::jsonb)
          FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines
     FROM invoices i WHERE i.id = $1 AND i.brand_id = $2`,
    [id, brandId],
  );
  return rows[0] ?? null;
}

/** The invoice as `user` may see it: 404 when it is another brand's, or a performance invoice of a partner out of their scope (053). */
export async function mustLoadInvoice(db: Queryable, user: ScopedUser, id: number): Promise<InvoiceDto> {
  const invoice = await loadInvoice(db, user.brandId, id);
  if (!invoice || (invoice.partner_id !== null && !(await mayActOn(db, user, invoice.partner_id)))) throw refuse('invoice_not_found');
  return invoice;
}

/** The webhook event and the live event of every change, in the change's transaction. */
async function announce(tx: Tx, brandId: number, inv: InvoiceDto, action: string): Promise<void> {
  await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.invoiceChanged, {
    invoice_id: inv.id,
    type: inv.type,
    status: inv.status,
    currency: inv.currency,
    total: inv.total,
    action,
  });
  await publishEvent(tx, { brandId, type: INVOICE_LIVE_EVENT, data: { id: inv.id, status: inv.status }, module: 'payment' });
}

export interface NewInvoice {
  type: InvoiceType;
  sourceKey: string;
  partnerId?: number | null;
  agencyId?: number | null;
  contractId?: number | null;
  basedOnId?: number | null;
  partyName: string;
  periodStart: string;
  periodEnd: string;
  figures: InvoiceFigures;
}

/**
 * Issues one invoice with its lines, unpaid, due `INVOICE_PAYMENT_TERM_DAYS` after `now`; issuing
 * the same source again returns null (the unique source key), so a job or a hook may repeat itself.
 */
export async function issueInvoice(tx: Tx, brandId: number, n: NewInvoice, now: Date): Promise<InvoiceDto | null> {
  const f = n.figures;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoices (brand_id, type, source_key, partner_id, agency_id, contract_id, based_on_id, party_name, currency,
        period_start, period_end, subtotal, vat, total, issued_at, due_date, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, left($8, 255), $9, $10, $11, $12, $13, $14, $15,
        ($15::timestamptz AT TIME ZONE 'UTC')::date + $16::int, $15)
     ON CONFLICT (brand_id, source_key) DO NOTHING RETURNING id::int`,
    [
      brandId,
      n.type,
      n.sourceKey,
      n.partnerId ?? null,
      n.agencyId ?? null,
      n.contractId ?? null,
      n.basedOnId ?? null,
      n.partyName,
      f.currency,
      n.periodStart,
      n.periodEnd,
      f.subtotal,
      f.vat,
      f.total,
      now,
      INVOICE_PAYMENT_TERM_DAYS,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  for (const [i, l] of f.lines.entries()) {
    await tx.query('INSERT INTO invoice_lines (invoice_id, position, kind, base, percent, amount) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      i + 1,
      l.kind,
      l.base,
      l.percent,
      l.amount,
    ]);
  }
  const issued = (await loadInvoice(tx, brandId, id))!;
  // issued by the system (a lock, the retainer job): record() writes a row only inside a brand user's request
  await record(tx, {
    action: 'invoices.issue',
    objectType: 'invoice',
    objectId: id,
    changes: { type: [null, issued.type], total: [null, issued.total], status: [null, issued.status] },
  });
  await announce(tx, brandId, issued, 'issue');
  // a performance invoice carries its partner, so the notification follows the partner scope (053)
  await notify(tx, brandId, NOTIFICATION_CASE.invoiceIssued, {
    invoice_id: id,
    tab: TAB_OF_TYPE[issued.type],
    action: 'issued',
    ...(issued.partner_id === null ? {} : { partner_id: issued.partner_id }),
  });
  return issued;
}

async function lockStatus(tx: Tx, brandId: number, id: number, now: Date): Promise<{ status: InvoiceStatus; overdue: boolean }> {
  const { rows } = await tx.query<{ status: InvoiceStatus; overdue: boolean }>(
    `SELECT status, due_date < ($3::timestamptz AT TIME ZONE 'UTC')::date AS overdue FROM invoices WHERE id = $1 AND brand_id = $2 FOR UPDATE`,
    [id, brandId, now],
  );
  if (!rows[0]) throw refuse('invoice_not_found');
  return rows[0];
}

async function persist(tx: Tx, id: number, next: InvoiceStatus): Promise<void> {
  await tx.query(
    `UPDATE invoices SET status = $2, updated_at = now(), paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE NULL END WHERE id = $1`,
    [id, next],
  );
}

/**
 * The brand marks an invoice paid or unpaid (409 where the machine refuses). An invoice marked unpaid
 * after its due day (by the database handle's clock) lapses at once (the chart's `lapse`), so the mark never hides an overdue debt.
 */
export async function changeInvoice(db: Db, user: ScopedUser, id: number, action: 'pay' | 'unpay'): Promise<InvoiceDto> {
  const brandId = user.brandId;
  await mustLoadInvoice(db, user, id);
  return inTransaction(db, async (tx) => {
    const before = await lockStatus(tx, brandId, id, nowOf(db));
    let next = nextInvoice(before.status, action);
    if (next === null) throw refuse('status_not_allowed');
    if (next === 'unpaid' && before.overdue) next = nextInvoice(next, 'lapse')!;
    await persist(tx, id, next);
    const after = (await loadInvoice(tx, brandId, id))!;
    await record(tx, {
      action: `invoices.${action}`,
      objectType: 'invoice',
      objectId: id,
      changes: { status: [before.status, after.status] },
    });
    await announce(tx, brandId, after, action);
    return after;
  });
}

/**
 * The overdue job's step (spec 3 §4): every unpaid invoice whose due day passed before `now`'s UTC
 * day becomes overdue, with its webhook event and a payment reminder to the brand. Claims rows with
 * SKIP LOCKED so two server processes never lapse one twice; returns how many lapsed.
 */
export async function lapseOverdueInvoices(db: Queryable, now: Date, batch = 500): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number; brand_id: number }>(
      `SELECT id::int, brand_id::int FROM invoices
        WHERE status = 'unpaid' AND due_date < ($1::timestamptz AT TIME ZONE 'UTC')::date
        ORDER BY due_date, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, batch],
    );
    for (const r of rows) {
      const next = nextInvoice('unpaid', 'lapse' satisfies InvoiceAction)!;
      await persist(tx, r.id, next);
      const after = (await loadInvoice(tx, r.brand_id, r.id))!;
      await announce(tx, r.brand_id, after, 'lapse');
      await notify(tx, r.brand_id, NOTIFICATION_CASE.invoiceDueReminder, {
        invoice_id: r.id,
        ...(after.partner_id === null ? {} : { partner_id: after.partner_id }),
        reminder: { tab: TAB_OF_TYPE[after.type], is_retainer_invoice: after.type === 'retainer' },
      });
    }
    return rows.length;
  });
}
