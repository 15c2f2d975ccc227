import * as api from '../../src/domain/reconciliation/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import { createStorage } from '../storage/select.ts';
import type { StoragePort } from '../storage/port.ts';
import { decide } from './decide.ts';
import { periodLocked } from './lock-state.ts';
import { readReconciliation, readRows } from './read.ts';
import { reopen, signOff } from './sign-off.ts';
import { uploadLedger } from './upload.ts';

/** Guided reconciliation (src/domain/reconciliation/contract.ts; decision 093). */
export function createReconciliationFeature(options: { storage?: StoragePort } = {}): Feature {
  return (app, deps) => {
    const storage = options.storage ?? createStorage(deps.config);
    route(app, api.getReconciliation, async ({ db, user, query }) => {
      const locked = await periodLocked(db, user.brandId, query);
      return { reconciliation: await readReconciliation(db, user.brandId, query, locked), locked };
    });
    route(app, api.reconciliationRows, async ({ db, user, query }) => {
      const { items, total } = await readRows(db, user.brandId, query);
      if (total === 0 && items.length === 0 && !(await readReconciliation(db, user.brandId, query, false)))
        throw new HttpError(404, 'not_found', 'Reconciliation not found');
      return {
        items,
        paging: { current_page: query.page, limit: query.limit, total_row: total, total_page: Math.max(1, Math.ceil(total / query.limit)) },
      };
    });
    route(app, api.uploadLedger, ({ db, user, body }) => uploadLedger(db, storage, user, body));
    route(app, api.decideRows, ({ db, user, body }) => decide(db, user, body));
    route(app, api.signOff, ({ db, user, body }) => signOff(db, user, body));
    route(app, api.reopen, ({ db, user, body }) => reopen(db, user, body));
  };
}

export const registerReconciliationRoutes: Feature = createReconciliationFeature();
