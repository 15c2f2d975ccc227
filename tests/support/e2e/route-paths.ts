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

/** A screen a route shows under a query or an anchor, walked beside the route's own path. */
export interface RouteScreen {
  /** the test's name: the route id and what is open */
  id: string;
  routeId: string;
  path: string;
}

/**
 * Screens of a route beyond its plain path (issue 26): a discount program's detail
 * (`?screenType=detail&programId=`) and an offer's Products section with linked products (the demo
 * links three products to one offer; the route's own first offer may have none).
 */
export async function routeScreens(request: APIRequestContext): Promise<RouteScreen[]> {
  const token = await ownerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const programId = await firstId(request, token, '/api/discount-programs');
  const offers = ((await (await request.post('/api/offers/list', { headers, data: {} })).json()) as { data: { items: { id: number }[] } })
    .data.items;
  let withProducts: number | null = null;
  for (const { id } of offers) {
    const items = (
      (await (await request.get(`/api/offers/items-list?offer_id=${id}`, { headers })).json()) as { data: { items: unknown[] } }
    ).data.items;
    if (items.length) {
      withProducts = id;
      break;
    }
  }
  expect(withProducts, 'a demo offer has linked products').not.toBeNull();
  // the payment page's performance tab searched by a demo invoice, with that invoice open (issue 27 item 4)
  const invoiceId = await firstId(request, token, '/api/invoices?type=performance');
  return [
    {
      id: 'discountProgram detail',
      routeId: 'discountProgram',
      path: `/offers/discount-program?screenType=detail&tabActived=1&programId=${programId}`,
    },
    { id: 'offerDetail products', routeId: 'offerDetail', path: `/offers/${withProducts}/detail#products` },
    { id: 'payment invoice detail', routeId: 'payment', path: `/payment?filterActive=performanceInvoice&search=${invoiceId}` },
  ];
}
