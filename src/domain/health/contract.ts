import { z } from 'zod';
import { endpoint } from '../contract.ts';

/** Liveness and readiness: answers once the database is reachable. */
export const health = endpoint({
  id: 'health.get',
  method: 'GET',
  path: '/api/health',
  summary: 'Server and database are up',
  access: { kind: 'public' },
  response: z.object({ status: z.literal('ok') }),
});

/** The OpenAPI 3.1 document generated from every registered descriptor. */
export const openapi = endpoint({
  id: 'meta.openapi',
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'OpenAPI 3.1 description of this API',
  access: { kind: 'public' },
  response: z.record(z.string(), z.unknown()),
});
