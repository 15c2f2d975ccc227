import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../api/query-client.ts';
import { createSessionRuntime } from '../../../api/session.ts';
import { createMemoryTokenStore } from '../../../api/token-store.ts';
import type { ManagedOfferRow, OfferPartnerRow } from '../../../domain/partners/tier-groups.ts';
import { Providers } from '../../Providers.tsx';
import { makeMe } from '../../../../tests/support/dom/app.tsx';
import { ManagedOfferDetailPage } from './ManagedOfferDetailPage.tsx';
import { ManagedOffersPage } from './ManagedOffersPage.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const paged = <T,>(items: T[]) =>
  json(200, { data: { items, paging: { current_page: 1, limit: 20, total_row: items.length, total_page: 1 } } });

const OFFERS: ManagedOfferRow[] = [
  { id: 7, name: 'Summer sale', status: 1, working: 3, pending: 2, total: 6 },
  { id: 5, name: 'Winter sale', status: 2, working: 0, pending: 0, total: 0 },
];
const PARTNERS: OfferPartnerRow[] = [
  {
    partner_id: 31,
    display_name: 'Lan Review',
    email: 'lan@partners.test',
    working_mode: 1,
    working_on_offer: true,
    contract_id: 90,
    contract_status: 'approved',
    requested_at: '2026-03-01T08:00:00.000Z',
    contract_date: '2026-03-02T08:00:00.000Z',
    payout_tier: '80.00',
  },
  {
    partner_id: 32,
    display_name: 'Minh Deals',
    email: 'minh@partners.test',
    working_mode: 0,
    working_on_offer: false,
    contract_id: 91,
    contract_status: 'sent',
    requested_at: '2026-03-03T08:00:00.000Z',
    contract_date: null,
    payout_tier: null,
  },
];

function mount(path: string) {
  const calls: URL[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    calls.push(url);
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    if (key === 'GET /api/user/me') return json(200, { data: makeMe('owner') });
    if (key === 'GET /api/partners/offers') {
      const q = (url.searchParams.get('search') ?? '').toLowerCase();
      const status = Number(url.searchParams.get('status') ?? 0);
      return paged(OFFERS.filter((o) => o.name.toLowerCase().includes(q) && (!status || o.status === status)));
    }
    if (key === 'GET /api/partners/offers/7') return json(200, { data: OFFERS[0] });
    if (key === 'GET /api/partners/offers/7/partners') {
      const s = url.searchParams.get('contract_status');
      return paged(PARTNERS.filter((p) => !s || p.contract_status === s));
    }
    return json(404, { message: 'Offer not found.', code: 'offer_not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const me = makeMe('owner');
  const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } });
  const runtime = createSessionRuntime({ fetch, tokens });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const location = memoryLocation({ path, record: true });
  render(
    <Providers runtime={runtime} queryClient={queryClient} locale="en">
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Switch>
          <Route path="/management/offers" component={ManagedOffersPage} />
          <Route path="/management/offers/:id" component={ManagedOfferDetailPage} />
        </Switch>
      </Router>
    </Providers>,
  );
  return { calls, current: () => location.history.at(-1) };
}

describe('offer management', () => {
  it('lists offers with working, pending and total partner counts, filters by search and status, links to the detail', async () => {
    const { calls, current } = mount('/management/offers');
    const table = await screen.findByRole('table', { name: 'Offers and their partners' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['7Summer saleActive326', '5Winter salePaused000']);
    fireEvent.change(screen.getByLabelText('Search by offer name or ID'), { target: { value: 'winter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.at(-1)?.searchParams.get('search')).toBe('winter');
    expect(calls.at(-1)?.searchParams.get('limit')).toBe('20');
    fireEvent.change(screen.getByLabelText('Search by offer name or ID'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Summer sale' }));
    await waitFor(() => expect(current()).toBe('/management/offers/7'));
  });

  it('the detail lists the offer’s partners with working mode, contract status and tier, links to the partner detail, filters by contract', async () => {
    const { calls } = mount('/management/offers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners of Summer sale' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Partners of this offer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Lan Review');
    expect(rows[0]!.textContent).toContain('Working');
    expect(rows[0]!.textContent).toContain('Approved');
    expect(rows[0]!.textContent).toContain('80 %');
    expect(rows[1]!.textContent).toContain('Stopped');
    expect(rows[1]!.textContent).toContain('Not working');
    expect(rows[1]!.textContent).toContain('100 % (default)');
    expect(screen.getByRole('link', { name: 'Lan Review' }).getAttribute('href')).toBe('/management/partners/31');
    fireEvent.click(screen.getByRole('button', { name: /Contract status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sent' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('contract_status')).toBe('sent'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('an unknown offer says so and links back', async () => {
    mount('/management/offers/99');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Offer not found.');
    expect(screen.getByRole('link', { name: 'Back to offer management' })).toBeTruthy();
  });
});
