import type { FastifyInstance } from 'fastify';
import * as api from '../../src/domain/reference/contract.ts';
import {
  buildFilters,
  buildMeta,
  listCities,
  listCountries,
  listRegions,
  listTrafficSources,
} from '../../src/domain/reference/assemble.ts';
import { HttpError } from '../http/errors.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import { Memo, withCaching } from './http-cache.ts';

/** Time-zone offsets move at DST switches (on the hour or the half hour): rebuild meta every 15 min. */
const META_PERIOD_MS = 15 * 60 * 1000;

/** Public reference data (src/domain/reference/contract.ts), cached in memory and by clients. */
export function registerReferenceRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  const memo = new Memo();

  route(app, api.meta, async ({ query, request, reply }) => {
    const period = Math.floor(Date.now() / META_PERIOD_MS);
    const { value, etag } = memo.get(`meta:${query.lang}`, String(period), () => buildMeta(query.lang, new Date(period * META_PERIOD_MS)));
    return withCaching(request, reply, value, etag);
  });

  route(app, api.countries, async ({ query, request, reply }) => {
    const { value, etag } = memo.get(`countries:${query.lang}`, '', () => listCountries(query.lang));
    return withCaching(request, reply, value, etag);
  });

  route(app, api.regions, async ({ query, request, reply }) => {
    const { value, etag } = memo.get(`regions:${query.lang}:${query.country_id}`, '', () => listRegions(query.lang, query.country_id));
    if (!value) throw new HttpError(404, 'not_found', 'Country not found');
    return withCaching(request, reply, value, etag);
  });

  route(app, api.cities, async ({ query, request, reply }) => {
    const { value, etag } = memo.get(`cities:${query.lang}:${query.region_id}`, '', () => listCities(query.lang, query.region_id));
    if (!value) throw new HttpError(404, 'not_found', 'Region not found');
    return withCaching(request, reply, value, etag);
  });

  route(app, api.trafficSources, async ({ query, request, reply }) => {
    const { value, etag } = memo.get(`traffic-sources:${query.lang}`, '', () => listTrafficSources(query.lang));
    return withCaching(request, reply, value, etag);
  });

  // Tracking links must reach this server, so the one domain offered is the configured public host
  // (custom tracking domains per brand would be added to this list).
  const trackingHost = new URL(deps.config.publicUrl).host;
  route(app, api.domains, async ({ request, reply }) => withCaching(request, reply, [{ id: 1, name: trackingHost, is_default: true }]));

  route(app, api.filters, async ({ query, request, reply }) => {
    const { value, etag } = memo.get(`filters:${query.lang}:${query.type ?? ''}`, '', () => buildFilters(query.lang, query.type));
    return withCaching(request, reply, value, etag);
  });
}
