import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerDetail } from '../../../domain/partners/contract.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { json, performanceFixture, reviewFixture, reviewPage } from '../../../../tests/support/dom/market-profile.ts';

afterEach(cleanup);

const PARTNER: PartnerDetail = {
  id: 7,
  uuid: 'p-7',
  display_name: 'Zeta Lan Review',
  first_name: 'Lan',
  last_name: 'Zeta',
  email: 'zeta@demo-partners.test',
  organization_type_id: 1,
  partner_type_id: 1,
  joined_at: '2026-10-01T00:00:00.000Z',
  working_mode_since: '2026-10-01T00:00:00.000Z',
  tier_group: null,
  working_mode: 1,
  manager: null,
  working_offer_count: 1,
  total_offer_count: 1,
  tags: [],
  contract_counts: {},
};

const routes = () => ({
  'GET /api/partners/7': json(PARTNER),
  'GET /api/partners/7/contracts': json({ items: [] }),
  'GET /api/markets/partners/7/performance': json(performanceFixture()),
  'GET /api/markets/partners/7/reviews': json(reviewPage([reviewFixture({ content: 'Fast payouts, clean traffic.' })])),
});

// a whole page renders per test; the shared 2-core machine needs more than the default 5 s
describe('/management/partners/:id performance and reviews', { timeout: 20_000 }, () => {
  it("performance shows the brand's figures with the partner and the platform's, beside the way to the partner report", async () => {
    renderApp({ path: '/management/partners/7', me: makeMe('owner'), routes: routes() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Performance' }));
    const brand = within(await screen.findByRole('region', { name: 'Your brand with this partner (last 30 days)' }));
    const clicks = brand.getAllByRole('row').find((r) => within(r).queryByRole('rowheader', { name: 'Clicks' }));
    expect(clicks?.textContent).toContain('300');
    expect(screen.getByRole('region', { name: /platform/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the partner report' }).getAttribute('href')).toBe('/reports/performances');
  });

  it('reviews lists what brands wrote, with the star filter, and links to the market profile to write one', async () => {
    renderApp({ path: '/management/partners/7', me: makeMe('owner'), routes: routes() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText('Fast payouts, clean traffic.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /All/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open market profile' }).getAttribute('href')).toBe('/markets/partner/7?tab=reviews');
  });

  it('an employee without marketplace access sees the links alone, and nothing is asked of the marketplace', async () => {
    // finance reads partner management (2) and has no marketplace access (0)
    const me = makeMe('finance');
    expect([me.permissions.management, me.permissions.market]).toEqual([2, 0]);
    const asked: string[] = [];
    const r = routes();
    renderApp({
      path: '/management/partners/7',
      me,
      routes: {
        ...r,
        'GET /api/markets/partners/7/performance': () => (asked.push('performance'), json(performanceFixture())()),
        'GET /api/markets/partners/7/reviews': () => (asked.push('reviews'), json(reviewPage([]))()),
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Performance' }));
    expect(await screen.findByRole('link', { name: 'Open the partner report' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByRole('link', { name: 'Open market profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reviews', level: 2 })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your brand with this partner (last 30 days)' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
