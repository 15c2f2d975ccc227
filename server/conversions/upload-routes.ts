import * as api from '../../src/domain/reports/upload-contract.ts';
import { isProcessing } from '../../src/machines/conversion-upload.ts';
import en from '../../src/i18n/en/conversions.ts';
import vi from '../../src/i18n/vi/conversions.ts';
import { HttpError } from '../http/errors.ts';
import { route, type Feature } from '../http/route.ts';
import { sendSheet } from '../export/sheet.ts';
import { createStorage } from '../storage/select.ts';
import type { StoragePort } from '../storage/port.ts';
import { apply, discard, expireStale, validate, type Schedule, type UploadDeps } from './upload-service.ts';
import { history, uploadWithErrors } from './upload-queries.ts';

/**
 * Conversion CSV uploads (src/domain/reports/upload-contract.ts; docs/decisions/026-conversion-upload.md).
 * `schedule` runs the background validation and apply: at once after the answer by default; tests
 * pass their own to hold a task and look at the upload while it is processing.
 */
export interface UploadFeatureOptions {
  schedule?: Schedule;
  storage?: StoragePort;
}

export function createConversionUploadFeature(options: UploadFeatureOptions = {}): Feature {
  return (app, deps) => {
    const d: UploadDeps = {
      db: deps.db,
      storage: options.storage ?? createStorage(deps.config),
      log: app.log,
      schedule:
        options.schedule ??
        ((task) => void setImmediate(() => task().catch((err: unknown) => app.log.error({ err }, 'conversion upload task failed')))),
    };
    const notFound = () => new HttpError(404, 'not_found', 'Upload not found');

    route(app, api.validateUpload, ({ user, body }) => validate(d, user, body.file_id));
    route(app, api.uploadHistory, async ({ db, user, query }) => {
      await expireStale(db, user.brandId);
      return history(db, user, query);
    });
    route(app, api.uploadDetail, async ({ db, user, params }) => {
      await expireStale(db, user.brandId);
      return (await uploadWithErrors(db, user, params.uploadId)) ?? Promise.reject(notFound());
    });
    route(app, api.applyUpload, ({ user, params }) => apply(d, user, params.uploadId));
    route(app, api.discardUpload, ({ user, params }) => discard(d, user, params.uploadId));
    route(app, api.uploadErrorsCsv, async ({ db, user, params, query, reply }) => {
      await expireStale(db, user.brandId);
      const upload = await uploadWithErrors(db, user, params.uploadId, null);
      if (!upload) throw notFound();
      if (isProcessing(upload.status))
        throw new HttpError(409, api.UPLOAD_ERRORS.processing, 'File could not be downloaded during processing.');
      const l = (query.lang === 'vi' ? vi : en).upload;
      const c = l.errorColumns;
      type UploadError = (typeof upload.errors)[number];
      await sendSheet<UploadError>(reply, {
        format: 'csv',
        filename: `${upload.file_name.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_')}-errors`,
        sheet: 'Errors',
        columns: [
          { header: c.row, value: (e) => e.row },
          { header: c.column, value: (e) => e.column ?? '' },
          { header: c.code, value: (e) => e.code },
          { header: c.message, value: (e) => l.codes[e.code] },
          { header: c.value, value: (e) => e.value },
        ],
        rows: upload.errors,
      });
      return null;
    });
  };
}

export const registerConversionUploadRoutes: Feature = createConversionUploadFeature();
