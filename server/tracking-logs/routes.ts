import * as api from '../../src/domain/tracking-logs/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { readEventLog, readServerLog } from './queries.ts';

/** The event log and the server log (src/domain/tracking-logs/contract.ts): read-only, keyset-paged. */
export const registerTrackingLogRoutes: Feature = (app) => {
  route(app, api.eventLog, async ({ db, user, query }) => readEventLog(db, user, query));
  route(app, api.serverLog, async ({ db, user, query }) => readServerLog(db, user, query));
};
