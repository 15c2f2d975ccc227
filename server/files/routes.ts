import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../src/domain/files/contract.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import { isLocalStorage } from '../storage/local.ts';
import type { StoragePort } from '../storage/port.ts';
import { registerLocalStorageRoutes } from '../storage/routes.ts';
import { createStorage } from '../storage/select.ts';
import { confirm, downloadUrl, presign, type FilesDeps } from './service.ts';

/** The origin the browser used (honours X-Forwarded-* only from trusted proxies), for local links. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * File upload and download (src/domain/files/contract.ts). `storage` is for tests; by default the
 * store is chosen from the environment (server/storage/select.ts). With the local store, its
 * signed upload and download endpoints are registered too.
 */
export function registerFilesRoutes(app: FastifyInstance, deps: FeatureDeps, storage: StoragePort = createStorage(deps.config)): void {
  if (isLocalStorage(storage)) registerLocalStorageRoutes(app, storage);
  const d: FilesDeps = { db: deps.db, storage, log: app.log };

  route(app, api.presignedUrl, async ({ body, user, request }) => ({
    items: await presign(d, user, body.file_names, body.upload_type ?? 'general', originOf(request)),
  }));
  route(app, api.profilePresignedUrl, async ({ body, user, request }) => ({
    items: await presign(d, user, body.file_names, body.upload_type ?? 'profile_photo', originOf(request)),
  }));
  route(app, api.confirmUpload, ({ body, user }) => confirm(d, user, body));
  route(app, api.userConfirmUpload, ({ body, user }) => confirm(d, user, body));
  route(app, api.confirmProfilePhoto, ({ body, user }) => confirm(d, user, body));
  route(app, api.download, ({ query, user, request }) => downloadUrl(d, user, query.file, originOf(request)));
}
