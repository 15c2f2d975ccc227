import type { DiscountDetailRow, DiscountFigures } from '../../src/domain/reports/discount-program.ts';
import * as api from '../../src/domain/reports/discount-program.ts';
import { labels, sendRows, type ExportColumn } from '../export/labelled.ts';
import { route, type Feature } from '../http/route.ts';
import { detailPage, overviewPage } from './discount-program.ts';
import { reportWindow } from './window.ts';

/** The discount-program report's routes (src/domain/reports/discount-program.ts; decision 085). */

const figureColumns = <R extends DiscountFigures>(): ExportColumn<R>[] => [
  { title: 'conversions', value: (r) => r.conversions },
  { title: 'usage', value: (r) => r.usage },
  { title: 'sale_amount', value: (r) => r.sale_amount, decimal: true },
  { title: 'discount', value: (r) => r.discount, decimal: true },
  { title: 'commission', value: (r) => r.commission, decimal: true },
];

/** A program row, or the totals row (id null, name "Total", no offer). */
type OverviewExportRow = DiscountFigures & { program_id: number | null; name: string; offer: string; clicks: number };
const overviewColumns: ExportColumn<OverviewExportRow>[] = [
  { title: 'id', value: (r) => r.program_id },
  { title: 'program', value: (r) => r.name },
  { title: 'offer', value: (r) => r.offer },
  { title: 'clicks', value: (r) => r.clicks },
  ...figureColumns<OverviewExportRow>(),
];

type DetailExportRow = DiscountFigures & Partial<Omit<DiscountDetailRow, keyof DiscountFigures>> & { date: string };
const detailColumns: ExportColumn<DetailExportRow>[] = [
  { title: 'date', value: (r) => r.date },
  { title: 'program', value: (r) => r.program_name ?? '' },
  { title: 'code', value: (r) => r.code ?? '' },
  { title: 'partner', value: (r) => r.partner_name ?? '' },
  ...figureColumns<DetailExportRow>(),
];

const paging = (page: number, limit: number, total: number) => ({
  current_page: page,
  limit,
  total_row: total,
  total_page: Math.ceil(total / limit),
});

export const registerDiscountReportRoutes: Feature = (app) => {
  route(app, api.discountOverview, async ({ db, user, query }) => {
    const w = await reportWindow(db, user, query);
    const r = await overviewPage(db, user, w, query, { limit: query.limit, offset: (query.page - 1) * query.limit });
    return { items: r.items, paging: paging(query.page, query.limit, r.total), totals: r.totals, meta: w.meta };
  });
  route(app, api.discountOverviewExport, async ({ db, user, query, reply }) => {
    const w = await reportWindow(db, user, query);
    // one row per program: bounded by the brand's programs, one read
    const r = await overviewPage(db, user, w, { ...query, page: 1, limit: 25 }, { limit: null, offset: 0 });
    const l = labels(query.lang);
    async function* rows(): AsyncGenerator<OverviewExportRow> {
      for (const i of r.items) yield { ...i, offer: i.offer.name };
      yield { ...r.totals, program_id: null, name: l.totals, offer: '' };
    }
    await sendRows(reply, {
      format: query.format,
      lang: query.lang,
      filename: 'discount-program-overview',
      sheet: l.sheets.discountOverview,
      columns: overviewColumns,
      rows: rows(),
    });
    return null;
  });
  route(app, api.discountDetail, async ({ db, user, query }) => {
    const w = await reportWindow(db, user, query);
    const r = await detailPage(db, user, w, query, { limit: query.limit, offset: (query.page - 1) * query.limit });
    return { items: r.items, paging: paging(query.page, query.limit, r.total), totals: r.totals, meta: w.meta };
  });
  route(app, api.discountDetailExport, async ({ db, user, query, reply }) => {
    const w = await reportWindow(db, user, query);
    // days × codes × partners of the filtered range: bounded by the conversions with a code in it
    const r = await detailPage(db, user, w, { ...query, page: 1, limit: 25 }, { limit: null, offset: 0 });
    const l = labels(query.lang);
    async function* rows(): AsyncGenerator<DetailExportRow> {
      yield* r.items;
      yield { ...r.totals, date: l.totals };
    }
    await sendRows(reply, {
      format: query.format,
      lang: query.lang,
      filename: 'discount-program-detail',
      sheet: l.sheets.discountDetail,
      columns: detailColumns,
      rows: rows(),
    });
    return null;
  });
};
