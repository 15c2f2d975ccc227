import * as api from '../../src/domain/products/upload-contract.ts';
import { route, type Feature } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import type { StoragePort } from '../storage/port.ts';
import { createStorage } from '../storage/select.ts';
import { accept, discard, undo, validate, type ImportDeps, type Schedule } from './import-service.ts';
import { expireStaleUploads, readUpload } from './import-queries.ts';

/**
 * Product imports (src/domain/products/upload-contract.ts; decision 080). `schedule` runs the
 * background reading and accept: at once after the answer by default; tests pass their own to hold
 * a task and look at the upload while it is processing.
 */
export interface ImportFeatureOptions {
  schedule?: Schedule;
  storage?: StoragePort;
}

export function createProductImportFeature(options: ImportFeatureOptions = {}): Feature {
  return (app, deps) => {
    const d: ImportDeps = {
      db: deps.db,
      storage: options.storage ?? createStorage(deps.config),
      log: app.log,
      schedule:
        options.schedule ??
        ((task) => void setImmediate(() => task().catch((err: unknown) => app.log.error({ err }, 'product import task failed')))),
    };
    route(app, api.validateProductUpload, ({ user, body }) => validate(d, user.brandId, user.userId, body.file_id));
    route(app, api.productUploadStatus, async ({ db, user, query }) => {
      await expireStaleUploads(db, user.brandId);
      const upload = await readUpload(db, user.brandId, query.upload_id);
      if (query.upload_id !== undefined && !upload) throw new HttpError(404, 'not_found', 'Upload not found');
      return { upload };
    });
    route(app, api.acceptProductUpload, ({ user, body }) => accept(d, user.brandId, body.upload_id));
    route(app, api.discardProductUpload, ({ db, user, body }) => discard(db, user.brandId, body.upload_id));
    route(app, api.undoProductUpload, ({ db, user, body }) => undo(db, user.brandId, body.upload_id));
  };
}

export const registerProductImportRoutes: Feature = createProductImportFeature();
