import type { InvoiceListQuery, InvoiceRow } from '../../src/domain/invoices/contract.ts';
import type { Currency } from '../../src/domain/invoices/enums.ts';
import { sumMoney } from '../../src/domain/invoices/money.ts';
import { partnerScope, placeholders, type ScopedUser } from '../auth/partner-scope.ts';
import { likeContains } from '../db/like.ts';
import type { Queryable } from '../db/pool.ts';
import { ROW } from './service.ts';

type Filters = Omit<InvoiceListQuery, 'page' | 'limit'>;

/**
 * The partner scope of decision 053 on invoices: a performance invoice is a partner's figures, so an
 * employee without the all-partner flag sees those of their partners only; platform and retainer
 * invoices name no partner and stay visible to every reader of payment.
 */
export const invoiceScope = (user: ScopedUser, values: unknown[]): string =>
  `(i.partner_id IS NULL OR ${partnerScope(user, 'i.partner_id', placeholders(values))})`;

/** The WHERE of the list and the export: the brand and scope, a type (tab), a status, an exact id or part of the party's name. */
function where(user: ScopedUser, q: Filters): { sql: string; values: unknown[] } {
  const values: unknown[] = [user.brandId];
  const parts = ['i.brand_id = $1', invoiceScope(user, values)];
  const search = q.search?.trim();
  if (search) {
    // spec 3 §2: the overview is searched by invoice id ("#42" too, as the notifications write it)
    const id = /^#?(\d{1,15})$/.exec(search)?.[1];
    if (id) {
      values.push(Number(id));
      parts.push(`i.id = $${values.length}`);
    } else {
      values.push(likeContains(search));
      parts.push(`i.party_name ILIKE $${values.length}`);
    }
  }
  if (q.type) {
    values.push(q.type);
    parts.push(`i.type = $${values.length}`);
  }
  if (q.status) {
    values.push(q.status);
    parts.push(`i.status = $${values.length}`);
  }
  return { sql: parts.join(' AND '), values };
}

/** A page of the brand's invoices, newest first, with the sums by status of everything the filters match. */
export async function listInvoices(db: Queryable, user: ScopedUser, q: Filters & { page: number; limit: number }) {
  const w = where(user, q);
  const [page, sums] = await Promise.all([
    db.query<InvoiceRow>(
      `SELECT ${ROW} FROM invoices i WHERE ${w.sql} ORDER BY i.id DESC LIMIT ${Number(q.limit)} OFFSET ${(q.page - 1) * q.limit}`,
      w.values,
    ),
    // totals in the brand's currency (every invoice of a brand is issued in it, decision 092)
    db.query<{ n: number; currency: Currency; unpaid: string; overdue: string; paid: string }>(
      `SELECT count(i.id)::int AS n, b.currency,
              COALESCE(sum(i.total) FILTER (WHERE i.status = 'unpaid'), 0)::text AS unpaid,
              COALESCE(sum(i.total) FILTER (WHERE i.status = 'overdue'), 0)::text AS overdue,
              COALESCE(sum(i.total) FILTER (WHERE i.status = 'paid'), 0)::text AS paid
         FROM brands b LEFT JOIN invoices i ON ${w.sql} AND i.currency = b.currency
        WHERE b.id = $1 GROUP BY b.currency`,
      w.values,
    ),
  ]);
  const s = sums.rows[0] ?? { n: 0, currency: 'USD' as const, unpaid: '0', overdue: '0', paid: '0' };
  return {
    items: page.rows,
    paging: { current_page: q.page, limit: q.limit, total_row: s.n, total_page: Math.ceil(s.n / q.limit) },
    totals: { currency: s.currency, unpaid: s.unpaid, overdue: s.overdue, paid: s.paid },
  };
}

/** Every invoice the filters match, newest first, in batches (the export). */
export async function* allInvoices(db: Queryable, user: ScopedUser, q: Filters, batch = 1000): AsyncGenerator<InvoiceRow> {
  const w = where(user, q);
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const { rows } = await db.query<InvoiceRow>(
      `SELECT ${ROW} FROM invoices i WHERE ${w.sql} AND i.id < $${w.values.length + 1} ORDER BY i.id DESC LIMIT ${batch}`,
      [...w.values, before],
    );
    yield* rows;
    if (rows.length < batch) return;
    before = rows.at(-1)!.id;
  }
}

/** Spec 3 §7 bonus-arrears: the bonus and arrears lines of the performance invoices whose period lies in the range. */
export async function bonusArrears(db: Queryable, user: ScopedUser, q: { period_start?: string; period_end?: string }) {
  const values: unknown[] = [user.brandId, q.period_start ?? null, q.period_end ?? null];
  const scope = invoiceScope(user, values);
  const { rows } = await db.query<{
    invoice_id: number;
    partner_id: number;
    party_name: string;
    currency: Currency;
    period_start: string;
    period_end: string;
    bonus: string;
    arrears: string;
  }>(
    `SELECT i.id::int AS invoice_id, i.partner_id::int, i.party_name, i.currency,
            to_char(i.period_start, 'YYYY-MM-DD') AS period_start, to_char(i.period_end, 'YYYY-MM-DD') AS period_end,
            COALESCE(sum(l.amount) FILTER (WHERE l.kind = 'bonus'), 0)::text AS bonus,
            COALESCE(sum(l.amount) FILTER (WHERE l.kind = 'arrears'), 0)::text AS arrears
       FROM invoices i LEFT JOIN invoice_lines l ON l.invoice_id = i.id
      WHERE i.brand_id = $1 AND i.type = 'performance'
        AND ($2::date IS NULL OR i.period_start >= $2::date) AND ($3::date IS NULL OR i.period_end <= $3::date) AND ${scope}
      GROUP BY i.id ORDER BY i.period_start DESC, i.partner_id, i.id`,
    values,
  );
  const { rows: brand } = await db.query<{ currency: Currency }>('SELECT currency FROM brands WHERE id = $1', [user.brandId]);
  const currency = brand[0]?.currency ?? 'USD';
  const mine = rows.filter((r) => r.currency === currency);
  return {
    items: rows,
    totals: {
      currency,
      bonus: sumMoney(
        mine.map((r) => r.bonus),
        currency,
      ),
      arrears: sumMoney(
        mine.map((r) => r.arrears),
        currency,
      ),
    },
  };
}
