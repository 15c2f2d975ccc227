import type { FastifyInstance } from 'fastify';
import { health } from '../../src/domain/health/contract.ts';
import { HttpError } from './errors.ts';
import { route, type FeatureDeps } from './route.ts';

export function registerHealthRoutes(app: FastifyInstance, _deps: FeatureDeps): void {
  route(app, health, async ({ db }) => {
    try {
      await db.query('SELECT 1');
    } catch {
      // Load balancers take 503 as "not ready": keep sending traffic elsewhere.
      throw new HttpError(503, 'internal', 'Database unavailable');
    }
    return { status: 'ok' as const };
  });
}
