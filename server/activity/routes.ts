import { exportAudit, listAudit } from '../../src/domain/audit/contract.ts';
import { sendSheet, dated } from '../export/sheet.ts';
import { route, type Feature } from '../http/route.ts';
import { activityColumns, activityWords, allAudit } from './export.ts';
import { readAudit } from './read.ts';

/**
 * GET /api/audit (src/domain/audit/contract.ts). A feature folder of its own above server/audit:
 * the recorder sits below server/http (route.ts wires it), so its reader cannot live beside it
 * without an audit ⇄ http folder cycle.
 */
export const registerAuditRoutes: Feature = (app) => {
  route(app, listAudit, async ({ db, user, query }) => readAudit(db, user, query));
  route(app, exportAudit, async ({ db, user, query, reply }) => {
    const { format, lang, ...filters } = query;
    await sendSheet(reply, {
      format,
      filename: dated('activity'),
      sheet: activityWords(lang).title,
      columns: activityColumns(lang),
      rows: allAudit(db, user, filters),
    });
    return null;
  });
};
