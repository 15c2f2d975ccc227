import type { FastifyReply } from 'fastify';
import * as api from '../../src/domain/fraud-detection/contract.ts';
import type { FraudReportQuery, FraudRow } from '../../src/domain/fraud-detection/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { route, type Feature } from '../http/route.ts';
import { reportWindow } from '../reports/window.ts';
import { fraudExportColumns, fraudSheetName } from './columns.ts';
import { detectionAreas, fraudReportPage, fraudStatistic } from './queries.ts';
import { sendSheet, dated } from '../export/sheet.ts';

/** Fraud-detection routes (src/domain/fraud-detection/contract.ts; docs/decisions/089-fraud-detection.md). */

/** The brand's fraud-detector flag (spec 3 §2, §5): off answers 403 `fraud_detector_off` to every call. */
async function requireFlag(db: Db, user: Principal): Promise<void> {
  const { rows } = await db.query<{ on: boolean }>('SELECT fraud_detector AS on FROM brands WHERE id = $1', [user.brandId]);
  if (rows[0]?.on !== true) throw new HttpError(403, 'fraud_detector_off', 'Fraud detection is not enabled for this brand');
}

async function exportReport(
  reply: FastifyReply,
  db: Db,
  user: Principal,
  q: Omit<FraudReportQuery, 'page' | 'limit'> & { format: 'csv' | 'xlsx'; lang: 'en' | 'vi' },
) {
  const w = await reportWindow(db, user, q);
  // grouped rows are bounded by the days of the range or the brand's offers / partners: one read
  const [page, totals] = await Promise.all([fraudReportPage(db, user, w, q, { limit: null, offset: 0 }), fraudStatistic(db, user, w, q)]);
  async function* rows(): AsyncGenerator<FraudRow & { totalsRow?: true }> {
    yield* page.items;
    yield { ...totals, date: null, id: null, name: null, totalsRow: true };
  }
  await sendSheet(reply, {
    format: q.format,
    filename: dated(`fraud-detection-by-${q.group_by}`),
    sheet: fraudSheetName(q.lang),
    columns: fraudExportColumns(q.group_by, q.lang),
    rows: rows(),
  });
}

export const registerFraudDetectionRoutes: Feature = (app) => {
  route(app, api.chartDetectionArea, async ({ db, user, query }) => {
    await requireFlag(db, user);
    const w = await reportWindow(db, user, query);
    return { subject: query.subject, ...(await detectionAreas(db, user, w, query)), meta: w.meta };
  });
  route(app, api.statistic, async ({ db, user, query }) => {
    await requireFlag(db, user);
    const w = await reportWindow(db, user, query);
    return { subject: query.subject, ...(await fraudStatistic(db, user, w, query)), meta: w.meta };
  });
  route(app, api.report, async ({ db, user, query }) => {
    await requireFlag(db, user);
    const w = await reportWindow(db, user, query);
    const [page, totals] = await Promise.all([
      fraudReportPage(db, user, w, query, { limit: query.limit, offset: (query.page - 1) * query.limit }),
      fraudStatistic(db, user, w, query),
    ]);
    return {
      group_by: query.group_by,
      items: page.items,
      paging: { current_page: query.page, limit: query.limit, total_row: page.total, total_page: Math.ceil(page.total / query.limit) },
      totals,
      meta: w.meta,
    };
  });
  route(app, api.reportExport, async ({ db, user, query, reply }) => {
    await requireFlag(db, user);
    await exportReport(reply, db, user, query);
    return null;
  });
};
