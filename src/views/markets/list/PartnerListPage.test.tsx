import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { appCommands } from '../../../commands/app-commands.ts';

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const row = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  display_name: `Partner ${id}`,
  avatar_file_id: null,
  bio: '',
  partner_type_id: 1,
  organization_type_id: 1,
  vertical_ids: [1],
  country_ids: [704],
  rating: '4.50',
  total_reviews: 12,
  rank: id,
  badge: 'gold',
  partner_score: 900,
  traffic_visits: 1000,
  social_followers: 0,
  paid_traffic: false,
  created_at: '2026-11-01T10:00:00.000Z',
  is_new: true,
  is_favorite: false,
  is_blocked: false,
  is_joined: false,
  joined_at: null,
  working_mode: null,
  working_mode_since: null,
  suggestion_score: null,
  ...over,
});
const page = { items: [row(2), row(9, { is_favorite: true })], paging: { current_page: 1, limit: 25, total_row: 2, total_page: 1 } };

type Sent = { url: URL; body: unknown };
function listRoutes(
  sent: Sent[],
  favorite: (url: URL, init: RequestInit) => Response = json({ data: { partner_id: 2, is_favorite: true } }),
) {
  return {
    'POST /api/markets/partners': (url: URL, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return json({ data: page })();
    },
    'GET /api/markets/filters': json({ data: { items: [] } }),
    'PUT /api/markets/partners/2/favorite': favorite,
    'DELETE /api/markets/partners/9/favorite': json({ data: { partner_id: 9, is_favorite: false } }),
  };
}
const key = (k: string) =>
  act(() => {
    fireEvent.keyDown(document.body, { key: k });
    fireEvent.keyUp(document.body, { key: k });
  });
const star = (id: number) => screen.getByRole('button', { name: `Favourite Partner ${id}` });

afterEach(cleanup);

describe('/markets/partner', { timeout: 20_000 }, () => {
  it('shows "…" in the rows while the reference lists load, never a bare id, then the names', async () => {
    let release!: () => void;
    const metaHeld = new Promise<void>((resolve) => (release = resolve));
    renderApp({
      path: '/markets/partner',
      me: makeMe('owner'),
      routes: {
        ...listRoutes([]),
        'GET /api/common/meta': () => metaHeld.then(json({ data: { verticals: [{ id: 1, name: 'Fashion' }] } })),
        'GET /api/common/countries': () => metaHeld.then(json({ data: [{ id: 704, name: 'Vietnam' }] })),
      } as never,
    });
    const rowOf = async () => (await screen.findByText('Partner 2')).closest('[role="row"], tr, li') as HTMLElement;
    const before = await rowOf();
    expect(within(before).getAllByText('…').length).toBeGreaterThan(0);
    expect(within(before).queryByText('1')).toBeNull();
    expect(within(before).queryByText('704')).toBeNull();
    await act(async () => release());
    await waitFor(async () => expect(within(await rowOf()).getByText('Fashion')).toBeTruthy());
    expect(within(await rowOf()).queryByText('…')).toBeNull();
  });

  it('sends the filters of the URL in the body and the tab, search and sort in the query; clearing rewrites the URL', async () => {
    const sent: Sent[] = [];
    const { current } = renderApp({
      path: '/markets/partner?tab=suggested&verticals=2,5&geos=704&paid_traffic=1&search=shop&sort_by=rank&sort=asc',
      me: makeMe('owner'),
      routes: listRoutes(sent) as never,
    });
    await screen.findByText('Partner 2');
    const first = sent[0]!;
    expect(first.url.searchParams.get('tab')).toBe('suggested');
    expect(first.url.searchParams.get('search')).toBe('shop');
    expect(first.url.searchParams.get('sort_by')).toBe('rank');
    expect(first.url.searchParams.get('sort')).toBe('asc');
    expect(first.body).toMatchObject({ verticals: [2, 5], geos: [704], paid_traffic: true, partner_types: [] });
    expect(screen.getByRole('tab', { name: 'Suggested partners', selected: true })).toBeTruthy();
    // every filter of spec 3 §2 is in the bar
    const bar = screen.getByRole('search', { name: 'Partner filters' });
    for (const label of ['Verticals', 'Geolocations', 'Partner types', 'Partner size (monthly traffic)', 'Social size (followers)']) {
      expect(within(bar).getAllByText(label).length).toBeGreaterThan(0);
    }
    for (const label of ['Audience gender', 'Audience age', 'Organization type', 'Paid traffic', 'Website', 'Social']) {
      expect(within(bar).getAllByText(label).length).toBeGreaterThan(0);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(current()).toBe('/markets/partner?tab=suggested&sort_by=rank&sort=asc'));
    await waitFor(() => expect(sent.length).toBe(2));
    expect(sent[1]!.body).toMatchObject({ verticals: [], geos: [] });
    expect(sent[1]!.body).not.toHaveProperty('paid_traffic');
    expect(sent[1]!.url.searchParams.get('search')).toBeNull();
  });

  it('the palette switches the tab, and a typed search reaches the URL after the debounce', async () => {
    const sent: Sent[] = [];
    const { current } = renderApp({ path: '/markets/partner', me: makeMe('owner'), routes: listRoutes(sent) as never });
    await screen.findByText('Partner 2');
    const ctx = {
      user: { role: 'owner', permissions: {}, isAllPartner: true },
      flags: {},
      navigate: () => undefined,
      openPage: () => undefined,
    };
    expect(appCommands.availability(appCommands.get('markets.tab.all')!, ctx as never)).toEqual({
      enabled: false,
      reason: 'markets.reasons.sameTab',
    });
    expect(appCommands.availability(appCommands.get('markets.clearFilters')!, ctx as never).enabled).toBe(false);
    await act(async () => {
      await appCommands.run('markets.tab.suggested', ctx as never);
    });
    await waitFor(() => expect(current()).toBe('/markets/partner?tab=suggested'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or ID' }), { target: { value: 'Lan' } });
    await waitFor(() => expect(current()).toBe('/markets/partner?tab=suggested&search=Lan'));
    await waitFor(() => expect(sent.at(-1)!.url.searchParams.get('search')).toBe('Lan'));
  });

  it('f favourites the active row in place (no refetch of the page); j moves, Enter opens the profile', async () => {
    const sent: Sent[] = [];
    const { current } = renderApp({ path: '/markets/partner', me: makeMe('owner'), routes: listRoutes(sent) as never });
    await screen.findByText('Partner 2');
    expect(star(2).getAttribute('aria-pressed')).toBe('false');
    expect(star(9).getAttribute('aria-pressed')).toBe('true');
    await key('f');
    await waitFor(() => expect(star(2).getAttribute('aria-pressed')).toBe('true'));
    await screen.findByText('Partner 2 is now a favourite.');
    expect(sent).toHaveLength(1);
    await key('j');
    expect(document.querySelector('tr[aria-current="true"]')?.getAttribute('data-partner-id')).toBe('9');
    await key('f');
    await waitFor(() => expect(star(9).getAttribute('aria-pressed')).toBe('false'));
    await key('Enter');
    expect(current()).toBe('/markets/partner/9');
  });

  it('a failed favourite puts the row back and says so', async () => {
    const sent: Sent[] = [];
    renderApp({
      path: '/markets/partner',
      me: makeMe('owner'),
      routes: listRoutes(sent, json({ message: 'boom', code: 'internal', errors: [] }, 500)) as never,
    });
    await screen.findByText('Partner 2');
    fireEvent.click(star(2));
    await screen.findByText('The favourite of Partner 2 could not be changed. It is back as it was.');
    expect(star(2).getAttribute('aria-pressed')).toBe('false');
  });

  it('a read-only user sees the stars disabled and f does nothing', async () => {
    const sent: Sent[] = [];
    const calls: string[] = [];
    const routes = listRoutes(sent, () => {
      calls.push('favorite');
      return json({ data: { partner_id: 2, is_favorite: true } })();
    });
    renderApp({
      path: '/markets/partner',
      me: makeMe('custom', { permissions: { ...makeMe('custom').permissions, market: 2 } }),
      routes: routes as never,
    });
    await screen.findByText('Partner 2');
    expect(star(2).hasAttribute('disabled') || star(2).getAttribute('aria-disabled') === 'true').toBe(true);
    await key('f');
    expect(calls).toEqual([]);
  });

  it('i invites the active row to offers (the shared dialog); a partner the brand blocked is refused with the reason', async () => {
    const sent: Sent[] = [];
    const blocked = { ...page, items: [row(2), row(9, { is_blocked: true })] };
    renderApp({
      path: '/markets/partner',
      me: makeMe('owner'),
      routes: { ...listRoutes(sent), 'POST /api/markets/partners': json({ data: blocked }) } as never,
    });
    await screen.findByText('Partner 2');
    await key('i');
    const dialog = await screen.findByRole('dialog', { name: 'Invite to offers' });
    // the partner is the row's: the dialog asks only for the offers
    expect(within(dialog).queryByRole('textbox', { name: 'Partner id' })).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await key('j');
    const ctx = {
      user: { role: 'owner', permissions: {}, isAllPartner: true },
      flags: {},
      navigate: () => undefined,
      openPage: () => undefined,
    };
    expect(appCommands.availability(appCommands.get('invitations.invite')!, ctx as never)).toEqual({
      enabled: false,
      reason: 'partners.invite.blocked',
    });
    await key('i');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
