import { registerAuthRoutes } from './auth/routes.ts';
import { registerFilesRoutes } from './files/routes.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerOpenApiRoutes } from './http/openapi.ts';
import type { Feature } from './http/route.ts';
import { registerReferenceRoutes } from './reference/routes.ts';

/**
 * Every feature's route registration, in one list: add one line per feature
 * (`registerXRoutes(app, deps)` that calls `route(app, descriptor, handler)` for each endpoint).
 */
export const features: Feature[] = [
  registerHealthRoutes,
  registerOpenApiRoutes,
  registerAuthRoutes,
  registerReferenceRoutes,
  registerFilesRoutes,
];
