import * as api from '../../src/domain/tracking-logs/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { labels, sendRows } from '../export/labelled.ts';
import { allEvents, allServerLog, eventLogColumns, serverLogColumns } from './export.ts';
import { readEventLog, readServerLog } from './queries.ts';

/**
 * The event log and the server log (src/domain/tracking-logs/contract.ts): keyset-paged reads and
 * their streamed CSV / XLSX exports (the one spreadsheet writer, server/export/).
 */
export const registerTrackingLogRoutes: Feature = (app) => {
  route(app, api.eventLog, async ({ db, user, query }) => readEventLog(db, user, query));
  route(app, api.serverLog, async ({ db, user, query }) => readServerLog(db, user, query));
  route(app, api.eventLogExport, async ({ db, user, query, reply }) => {
    const { format, lang, ...filters } = query;
    await sendRows(reply, {
      format,
      lang,
      filename: 'event-log',
      sheet: labels(lang).sheets.eventLog,
      columns: eventLogColumns(lang),
      rows: allEvents(db, user, filters),
    });
    return null;
  });
  route(app, api.serverLogExport, async ({ db, user, query, reply }) => {
    const { format, lang, ...filters } = query;
    await sendRows(reply, {
      format,
      lang,
      filename: 'server-log',
      sheet: labels(lang).sheets.serverLog,
      columns: serverLogColumns(lang),
      rows: allServerLog(db, user, filters),
    });
    return null;
  });
};
