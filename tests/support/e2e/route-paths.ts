import { expect, type APIRequestContext } from '@playwright/test';
import { routePath, WEB_ROUTES, type WebRoute } from '../../../src/domain/routes.ts';
import { DEMO_PASSWORD } from './app.ts';

/*
 * A concrete path for every route of the route table, for the specs that walk them all (the
 * accessibility walk, the layout check): `:id` is filled with a real id of the route's own kind, read
 * from the demo data through the API. A new `:id` route fails here until it is given its list.
 */
const OWNER = 'owner@demo.test';

async function ownerToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email: OWNER, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

/** The first id of a demo list (`items` of a page, or a plain array). */
async function firstId(request: APIRequestContext, token: string, path: string, method: 'GET' | 'POST' = 'GET'): Promise<number> {
  const answer = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: method === 'POST' ? {} : undefined,
  });
  expect(answer.ok(), `${method} ${path}`).toBe(true);
  const data = ((await answer.json()) as { data: { items?: { id: number }[] } | { id: number }[] }).data;
  const items = Array.isArray(data) ? data : (data.items ?? []);
  expect(items.length, `the demo workspace has rows at ${path}`).toBeGreaterThan(0);
  return items[0]!.id;
}

/** The list each `:id` route takes its id from. */
const ID_SOURCES: Record<string, { path: string; method?: 'POST' }> = {
  offerDetail: { path: '/api/offers/list', method: 'POST' },
  offerEdit: { path: '/api/offers/list', method: 'POST' },
  managementOfferDetail: { path: '/api/offers/list', method: 'POST' },
  offerGroupEdit: { path: '/api/offer-groups' },
  questionnaireEdit: { path: '/api/questionnaires' },
  creativeEdit: { path: '/api/creatives' },
  managementPartnerDetail: { path: '/api/partners' },
  marketsPartnerDetail: { path: '/api/markets/partners', method: 'POST' },
  marketsAgencyDetail: { path: '/api/markets/agencies' },
};

export async function concretePaths(request: APIRequestContext): Promise<Map<WebRoute, string>> {
  const token = await ownerToken(request);
  const paths = new Map<WebRoute, string>();
  for (const route of WEB_ROUTES) {
    if (!route.path.includes(':')) {
      paths.set(route, route.path);
      continue;
    }
    const source = ID_SOURCES[route.id];
    if (!source)
      throw new Error(`no demo id for route ${route.id} (${route.path}): add its list to ID_SOURCES in tests/support/e2e/route-paths.ts`);
    paths.set(route, routePath(route.id, { id: await firstId(request, token, source.path, source.method) }));
  }
  return paths;
}
