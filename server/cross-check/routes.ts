import * as api from '../../src/domain/cross-check/contract.ts';
import type { CrossCheckRow, PeriodRow } from '../../src/domain/cross-check/contract.ts';
import en from '../../src/i18n/en/crossCheck.ts';
import vi from '../../src/i18n/vi/crossCheck.ts';
import { nowOf } from '../db/clock.ts';
import { dated, sendSheet, type SheetColumn } from '../export/sheet.ts';
import { route, type Feature } from '../http/route.ts';
import { detail, overview } from './list.ts';
import { changeCrossCheck, createCrossCheck, setArrears } from './service.ts';
import { lockCrossChecks } from './lock.ts';
import { getSettings, putSettings, startDate } from './settings.ts';
import { refuse } from './errors.ts';

type Figured = Omit<PeriodRow, 'statuses' | 'records'>;
function figureColumns<R extends Figured>(t: typeof en): SheetColumn<R>[] {
  const c = t.columns;
  return [
    { header: c.pending, value: (r) => r.pending_count },
    { header: c.approved, value: (r) => r.approved_count },
    { header: c.rejected, value: (r) => r.rejected_count },
    { header: c.estimatedCommission, value: (r) => r.estimated_commission, decimal: true },
    { header: c.approvedCommission, value: (r) => r.approved_commission, decimal: true },
    { header: c.actualCost, value: (r) => r.actual_cost, decimal: true },
    { header: c.bonus, value: (r) => r.bonus, decimal: true },
    { header: c.arrears, value: (r) => r.arrears, decimal: true },
    { header: c.subtotal, value: (r) => r.subtotal, decimal: true },
    { header: c.vat, value: (r) => r.vat, decimal: true },
    { header: c.total, value: (r) => r.total, decimal: true },
  ];
}

/** Cross-check routes (src/domain/cross-check/contract.ts; docs/decisions/090-cross-check-and-locking.md). */
export const registerCrossCheckRoutes: Feature = (app) => {
  route(app, api.listOverview, async ({ db, user, query }) => overview(db, user, query.page, query.limit));
  route(app, api.listDetail, async ({ db, user, query }) => detail(db, user, query));
  route(app, api.createCrossCheck, async ({ db, user, body }) => createCrossCheck(db, user, body, nowOf(db)));
  route(app, api.lockCrossChecks, async ({ db, user, body }) => lockCrossChecks(db, user, body.ids, nowOf(db)));
  route(app, api.changeCrossCheck, async ({ db, user, params, body }) =>
    changeCrossCheck(db, user, params.crossCheckId, body.action, nowOf(db)),
  );
  route(app, api.setArrears, async ({ db, user, params, body }) => setArrears(db, user, params.crossCheckId, body.arrears, nowOf(db)));
  route(app, api.startDate, async ({ db, user }) => startDate(db, user.brandId));
  route(app, api.getSettings, async ({ db, user }) => getSettings(db, user.brandId));
  route(app, api.putSettings, async ({ db, user, body }) => putSettings(db, user.brandId, body));
  route(app, api.exportCrossCheck, async ({ db, user, query, reply }) => {
    const t = query.lang === 'vi' ? vi : en;
    if (query.periodStart && query.periodEnd) {
      const all = await detail(db, user, {
        ...query,
        periodStart: query.periodStart,
        periodEnd: query.periodEnd,
        page: 1,
        limit: 1_000_000,
      });
      const columns: SheetColumn<CrossCheckRow>[] = [
        { header: t.columns.partner, value: (r) => `${r.partner_id} ${r.partner_name}` },
        { header: t.columns.status, value: (r) => t.status[r.status] },
        ...figureColumns<CrossCheckRow>(t),
      ];
      await sendSheet(reply, {
        format: query.format,
        filename: dated(`cross-check-${query.periodStart}-${query.periodEnd}`),
        sheet: t.title,
        columns,
        rows: all.items,
      });
      return null;
    }
    if (query.periodStart || query.periodEnd)
      throw refuse('period_not_valid', [{ field: query.periodStart ? 'periodEnd' : 'periodStart', code: 'c_c01' }]);
    const all = await overview(db, user, 1, 100_000);
    const columns: SheetColumn<PeriodRow>[] = [
      { header: t.columns.period, value: (r) => `${r.period_start} – ${r.period_end}` },
      { header: t.columns.records, value: (r) => r.records },
      ...figureColumns<PeriodRow>(t),
    ];
    await sendSheet(reply, { format: query.format, filename: dated('cross-check'), sheet: t.title, columns, rows: all.items });
    return null;
  });
};
