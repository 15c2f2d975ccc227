import type { FastifyInstance } from 'fastify';
import { columnSettings, REPORT_KEYS, unknownColumnKeys } from '../../src/domain/profile/columns.ts';
import * as api from '../../src/domain/profile/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { loadMe } from '../auth/me.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { systemClock, type Clock } from '../db/clock.ts';
import { loadSavedColumns, resetColumns, saveColumns } from './columns.ts';
import { requestTimezone, saveBasicInfo, savePaymentInfo, savePublicInfo, setPicture, setUserColumn } from './service.ts';

function knownReport(report: string): string {
  if (!REPORT_KEYS.includes(report))
    throw new HttpError(422, 'validation_failed', 'Unknown report', [{ field: 'report', code: 'not_valid' }]);
  return report;
}

/**
 * Profile and account-settings routes (src/domain/profile/contract.ts). `clock` decides when a
 * pending time zone is in force; the job runner applies it to the row (tests drive both with a
 * manual clock).
 */
export function createProfileFeature(clock: Clock = systemClock) {
  return function registerProfileRoutes(app: FastifyInstance): void {
    const me = (db: Db, user: Principal) => loadMe(db, user, clock.now());

    route(app, api.advInfo, ({ db, user }) => me(db, user));
    route(app, api.basicInfo, async ({ db, user, body }) => {
      await saveBasicInfo(db, user, body);
      return me(db, user);
    });
    route(app, api.publicInfo, async ({ db, user, body }) => {
      await savePublicInfo(db, user, body);
      return me(db, user);
    });
    route(app, api.paymentInfo, async ({ db, user, body }) => {
      await savePaymentInfo(db, user, body);
      return me(db, user);
    });
    route(app, api.systemSettings, async ({ db, user, body }) => {
      await requestTimezone(db, user, body.timezone, clock.now());
      return me(db, user);
    });
    route(app, api.timezoneReport, async ({ db, user, body }) => {
      await setUserColumn(db, user, 'report_timezone_id = $3', [body.report_timezone_id]);
      return me(db, user);
    });
    route(app, api.setLanguage, async ({ db, user, body }) => {
      await setUserColumn(db, user, 'language = $3', [body.locale_language]);
      return { ok: true as const };
    });
    route(app, api.firstLogin, async ({ db, user }) => {
      await setUserColumn(db, user, 'is_first_login = false', []);
      return me(db, user);
    });
    route(app, api.firstLoginStep, async ({ db, user, params }) => {
      await setUserColumn(db, user, 'first_login_step = GREATEST(first_login_step, $3)', [params.step]);
      return me(db, user);
    });
    route(app, api.columnSetting, async ({ db, user, query }) => {
      const report = knownReport(query.report);
      return columnSettings(report, await loadSavedColumns(db, user, report));
    });
    route(app, api.saveColumnSetting, async ({ db, user, query, body }) => {
      const report = knownReport(query.report);
      if (body.restore_default) {
        await resetColumns(db, user, report);
        return columnSettings(report, null);
      }
      const saved = { groups: body.groups ?? [] };
      const unknown = unknownColumnKeys(report, saved);
      if (unknown.length)
        throw new HttpError(
          422,
          'validation_failed',
          'Unknown columns',
          unknown.map((key) => ({ field: `groups.${key}`, code: 'not_valid' })),
        );
      await saveColumns(db, user, report, saved);
      return columnSettings(report, saved);
    });
    route(app, api.avatar, async ({ db, user, body }) => ({ avatar: await setPicture(db, user, 'avatar', body.file_id) }));
    route(app, api.cover, async ({ db, user, body }) => ({ cover: await setPicture(db, user, 'cover', body.file_id) }));
  };
}

export const registerProfileRoutes = createProfileFeature();
