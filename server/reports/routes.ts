import type { FastifyReply } from 'fastify';
import type { Principal } from '../../src/domain/permissions.ts';
import * as api from '../../src/domain/reports/contract.ts';
import type { DetailQuery, PerformanceQuery } from '../../src/domain/reports/schema.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { route, type Feature } from '../http/route.ts';
import { conversionColumns, detailColumns, performanceColumns, type PerformanceExportRow } from './columns.ts';
import { allConversions, conversionPage, conversionTotal, encodeNext, readCursor } from './conversions.ts';
import { dailySeries } from './daily.ts';
import * as dash from './dashboard.ts';
import { labels, sendRows } from '../export/labelled.ts';
import { performancePage, type Dimension } from './performance.ts';
import { partnerScope, Params } from './sql.ts';
import { reportWindow } from './window.ts';

/** Report and dashboard routes (src/domain/reports/contract.ts; docs/decisions/024-reports.md). */

async function performance(db: Db, user: Principal, dim: Dimension, q: PerformanceQuery) {
  const w = await reportWindow(db, user, q);
  const page = await performancePage(db, user, dim, w, q, {
    sortBy: q.sort_by,
    sort: q.sort,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    items: page.items,
    paging: { current_page: q.page, limit: q.limit, total_row: page.total, total_page: Math.ceil(page.total / q.limit) },
    totals: page.totals,
    meta: w.meta,
  };
}

async function exportPerformance(
  reply: FastifyReply,
  db: Db,
  user: Principal,
  dim: Dimension,
  q: Omit<PerformanceQuery, 'page' | 'limit'> & { format: 'csv' | 'xlsx'; lang: 'en' | 'vi' },
) {
  const w = await reportWindow(db, user, q);
  // grouped rows are bounded by the brand's offers (or partners), so one read is fine
  const page = await performancePage(db, user, dim, w, q, { sortBy: q.sort_by, sort: q.sort, limit: null, offset: 0 });
  const l = labels(q.lang);
  async function* rows(): AsyncGenerator<PerformanceExportRow> {
    yield* page.items;
    yield { ...page.totals.current, id: null, name: l.totals, previous: page.totals.previous };
  }
  await sendRows(reply, {
    format: q.format,
    lang: q.lang,
    filename: `performance-by-${dim}`,
    sheet: l.sheets[dim],
    columns: performanceColumns(dim),
    rows: rows(),
  });
}

/** The offer (of the brand) and partner (visible to the user) of a detailed report, or 404. */
async function detailSubjects(db: Db, user: Principal, q: DetailQuery) {
  const params = new Params();
  const { p } = params;
  const { rows } = await db.query<{ offer_name: string | null; partner_name: string | null }>(
    `SELECT (SELECT name FROM offers WHERE id = ${p(q.offer_id)} AND brand_id = ${p(user.brandId)}) AS offer_name,
            (SELECT display_name FROM partners pa WHERE pa.id = ${p(q.partner_id)} AND ${partnerScope(user, 'pa.id', p)}) AS partner_name`,
    params.values,
  );
  const r = rows[0]!;
  if (r.offer_name === null || r.partner_name === null) throw new HttpError(404, 'not_found', 'Offer or partner not found');
  return { offer: { id: q.offer_id, name: r.offer_name }, partner: { id: q.partner_id, name: r.partner_name } };
}

async function detail(db: Db, user: Principal, q: DetailQuery) {
  const subjects = await detailSubjects(db, user, q);
  const w = await reportWindow(db, user, q);
  const series = await dailySeries(db, user, w, { offerId: q.offer_id, partnerId: q.partner_id, status: q.status }, q.sort);
  return { ...subjects, status: q.status, items: series.items, totals: series.totals, meta: w.meta };
}

export const registerReportRoutes: Feature = (app) => {
  route(app, api.offerReport, async ({ db, user, query }) => performance(db, user, 'offer', query));
  route(app, api.partnerReport, async ({ db, user, query }) => performance(db, user, 'partner', query));
  route(app, api.offerReportExport, async ({ db, user, query, reply }) => {
    await exportPerformance(reply, db, user, 'offer', query);
    return null;
  });
  route(app, api.partnerReportExport, async ({ db, user, query, reply }) => {
    await exportPerformance(reply, db, user, 'partner', query);
    return null;
  });
  route(app, api.detailReport, async ({ db, user, query }) => detail(db, user, query));
  route(app, api.detailReportExport, async ({ db, user, query, reply }) => {
    const d = await detail(db, user, query);
    async function* rows() {
      yield* d.items;
      yield { ...d.totals.current, date: labels(query.lang).totals };
    }
    await sendRows(reply, {
      format: query.format,
      lang: query.lang,
      filename: 'performance-detail',
      sheet: labels(query.lang).sheets.detail,
      columns: detailColumns,
      rows: rows(),
    });
    return null;
  });

  route(app, api.conversionReport, async ({ db, user, query }) => {
    const cursor = readCursor(query.cursor, query.sort);
    const w = await reportWindow(db, user, query);
    const [page, total] = await Promise.all([
      conversionPage(db, user, w, query, cursor, query.limit),
      // the total is asked once, with the first page; later pages keep the client's
      cursor ? Promise.resolve(null) : conversionTotal(db, user, w, query),
    ]);
    return { items: page.items, paging: { limit: query.limit, next_cursor: encodeNext(page.next), total_row: total }, meta: w.meta };
  });
  route(app, api.conversionExport, async ({ db, user, query, reply }) => {
    const w = await reportWindow(db, user, query);
    await sendRows(reply, {
      format: query.format,
      lang: query.lang,
      filename: 'conversions',
      sheet: labels(query.lang).sheets.conversion,
      columns: conversionColumns,
      rows: allConversions(db, user, w, query),
    });
    return null;
  });

  route(app, api.overviewStatistic, async ({ db, user, query }) => dash.overview(db, user, await reportWindow(db, user, query)));
  route(app, api.hourOfDate, async ({ db, user, query }) => dash.hourOfDate(db, user, await reportWindow(db, user, query)));
  route(app, api.conversionsStatus, async ({ db, user, query }) => dash.conversionsStatus(db, user, await reportWindow(db, user, query)));
  route(app, api.dailyPerformance, async ({ db, user, query }) => {
    const w = await reportWindow(db, user, query);
    return { items: (await dailySeries(db, user, w, {})).items, meta: w.meta };
  });
  route(app, api.topStatistic, async ({ db, user, query }) => {
    const w = await reportWindow(db, user, query);
    const page = await performancePage(db, user, query.by, w, {}, { sortBy: query.metric, sort: 'desc', limit: query.limit, offset: 0 });
    return { by: query.by, metric: query.metric, items: page.items, meta: w.meta };
  });
  route(app, api.snapshot, async ({ db, user }) => dash.snapshot(db, user));
};
