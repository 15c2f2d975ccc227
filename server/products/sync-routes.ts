import * as api from '../../src/domain/products/sync-contract.ts';
import { route, type Feature } from '../http/route.ts';
import { deleteConfig, readConfig, saveConfig } from './sync-config.ts';
import { syncHistory } from './sync-queries.ts';
import { startSync, type SyncDeps } from './sync-service.ts';

/**
 * Product API sync (src/domain/products/sync-contract.ts; decision 084). `schedule` runs the fetch
 * and write after the answer; tests pass their own to await it, and smaller limits to reach them.
 */
export interface SyncFeatureOptions {
  schedule?: SyncDeps['schedule'];
  maxBytes?: number;
  timeoutMs?: number;
}

export function createProductSyncFeature(options: SyncFeatureOptions = {}): Feature {
  return (app, deps) => {
    const d: SyncDeps = {
      db: deps.db,
      log: app.log,
      allow: deps.config.webhookAllowAddresses,
      dataKey: deps.config.dataKey,
      maxBytes: options.maxBytes,
      timeoutMs: options.timeoutMs,
      schedule:
        options.schedule ??
        ((task) => void setImmediate(() => task().catch((err: unknown) => app.log.error({ err }, 'product sync task failed')))),
    };
    route(app, api.getProductSyncConfig, async ({ db, user }) => ({ config: await readConfig(db, user.brandId) }));
    route(app, api.saveProductSyncConfig, ({ db, user, body }) =>
      saveConfig(db, user.brandId, body, { allow: d.allow, dataKey: d.dataKey }),
    );
    route(app, api.deleteProductSyncConfig, async ({ db, user }) => ({ deleted: await deleteConfig(db, user.brandId) }));
    route(app, api.runProductSync, ({ user }) => startSync(d, user.brandId, user.userId, 'manual'));
    route(app, api.productSyncHistory, async ({ db, user, query }) => ({ items: await syncHistory(db, user.brandId, query.limit) }));
  };
}

export const registerProductSyncRoutes: Feature = createProductSyncFeature();
