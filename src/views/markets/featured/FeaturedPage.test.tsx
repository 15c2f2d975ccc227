import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appCommands } from '../../../commands/app-commands.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { featuredRoutes } from '../../../../tests/support/dom/featured.ts';

afterEach(cleanup);
// the page and its chart chunks are lazy: transform them once here, not inside the first test's time
beforeAll(async () => {
  await Promise.all([
    import('./FeaturedPage.tsx'),
    import('../../system/charts/BarChart.tsx'),
    import('../../system/charts/LineChart.tsx'),
  ]);
}, 60_000);

const board = async (name: string) => screen.findByRole('region', { name });
/** the hidden data table of a board, as a screen reader reads it: rows of cell texts */
const tableRows = (region: HTMLElement, caption: string) =>
  within(within(region).getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent));
const ctx = (navigate: (path: string) => void = () => undefined) => ({ user: null, flags: {}, navigate, openPage: () => undefined });

describe('featured boards', { timeout: 15_000 }, () => {
  it('draws every board from the API with its data table, naming verticals and countries from the reference lists', async () => {
    renderApp({ path: '/markets/featured', me: makeMe('owner'), routes: featuredRoutes().routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Featured partners' })).toBeTruthy();
    const verticals = await board('Top verticals');
    await waitFor(() =>
      expect(within(verticals).getByRole('table', { name: 'Top verticals as a table' }).textContent).toContain('E-commerce'),
    );
    expect(tableRows(verticals, 'Top verticals as a table')).toEqual([
      ['Vertical', 'Rank', 'Clicks'],
      ['E-commerce', '1', '5,400'],
      ['Finance', '2', '1,200'],
      ['Unknown (99)', '3', '10'],
    ]);
    const geo = await board('Top geolocations');
    await waitFor(() => expect(tableRows(geo, 'Top geolocations as a table')[1]).toEqual(['Vietnam', '1', '7,000']));
    // the chart is one named group whose bars are images named "label: value"
    const chart = await within(verticals).findByRole('group', { name: 'Top verticals: Clicks, split by each partner’s vertical shares' });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((m) => m.getAttribute('aria-label')),
    ).toEqual(['E-commerce: 5,400', 'Finance: 1,200', 'Unknown (99): 10']);
    expect(within(verticals).getByText('Top verticals: first E-commerce with 5,400.')).toBeTruthy();

    const days = await board('Conversion board');
    expect(tableRows(days, 'Conversion board as a table')).toEqual([
      ['Date', 'Clicks', 'Conversions'],
      ['Mar 14, 2026', '1,500', '40'],
      ['Mar 15, 2026', '1,620', '52'],
    ]);
    // each figure in its own format: a percent, an EPC, a score
    expect(tableRows(await board('Top conversion acceptance'), 'Top conversion acceptance as a table')[1]).toEqual([
      '1. Nguyễn Thị Lan',
      '87.5%',
    ]);
    expect(tableRows(await board('Top high performance'), 'Top high performance as a table')[1]).toEqual([
      '1. Blue Harbor Media',
      '0.4213',
    ]);
    expect(tableRows(await board('Partner suggestions'), 'Partner suggestions as a table')[1]).toEqual(['1. Coupon Owl', '5.84']);
    expect(within(await board('Top paid traffic')).getByText('Nothing on this board yet.')).toBeTruthy();

    // banners: headline figures, the top publisher named and linked
    const banners = await board('At a glance');
    expect(within(banners).getByText('Your clicks, 30 days').parentElement!.textContent).toContain('10,543');
    expect(within(banners).getByRole('link', { name: 'Nguyễn Thị Lan' }).getAttribute('href')).toBe('/markets/partner/11');
  });

  it('links each ranked partner to its marketplace detail', async () => {
    const app = renderApp({ path: '/markets/featured', me: makeMe('owner'), routes: featuredRoutes().routes });
    const publishers = await board('Top partners');
    const links = within(publishers).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Nguyễn Thị Lan', '/markets/partner/11'],
      ['Blue Harbor Media', '/markets/partner/12'],
    ]);
    const properties = await board('Top properties');
    expect(tableRows(properties, 'Top properties as a table')[1]).toEqual(['harbor.example (Blue Harbor Media)', '1', '250,000']);
    fireEvent.click(within(properties).getByRole('link', { name: 'Blue Harbor Media' }));
    await waitFor(() => expect(app.current()).toBe('/markets/partner/12'));
  });

  it('jumps to a board from the palette: the board gets focus and the URL is left clean', async () => {
    const app = renderApp({ path: '/markets/featured?board=top_talent', me: makeMe('owner'), routes: featuredRoutes().routes });
    const talent = await board('Top talent');
    await waitFor(() => expect(document.activeElement).toBe(talent));
    await waitFor(() => expect(app.current()).toBe('/markets/featured'));
    let went = '';
    void appCommands.get('featured.board.top_properties')!.run!(ctx((p) => (went = p)));
    expect(went).toBe('/markets/featured?board=top_properties');
  });

  it('offers each listed partner once as a palette command while mounted', async () => {
    const app = renderApp({ path: '/markets/featured', me: makeMe('owner'), routes: featuredRoutes().routes });
    await board('Top partners');
    const live = () => Array.from({ length: 70 }, (_, i) => appCommands.get(`featured.partner.${i}`)!).filter((c) => c.when!(ctx()));
    await waitFor(() => expect(live()).toHaveLength(4));
    let went = '';
    void live()[2]!.run!(ctx((p) => (went = p)));
    expect(went).toBe('/markets/partner/13'); // Coupon Owl: publishers 11 and 12 first, then the suggestion
    app.unmount();
    expect(appCommands.get('featured.partner.0')).toBeUndefined();
  });

  it('says so when the boards fail, and retries', async () => {
    const fake = featuredRoutes(undefined, { fail: true });
    renderApp({ path: '/markets/featured', me: makeMe('owner'), routes: fake.routes });
    // the request layer's own 5xx notice is an alert too: find the page's by its words
    const alert = (await screen.findByText('The featured boards could not be loaded.')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).not.toBeNull();
    fake.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await board('Top partners')).toBeTruthy();
    expect(fake.state.calls).toBe(2);
  });

  it('speaks Vietnamese', async () => {
    renderApp({ path: '/markets/featured', me: makeMe('owner'), routes: featuredRoutes().routes, locale: 'vi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đối tác nổi bật' })).toBeTruthy();
    const publishers = await board('Đối tác hàng đầu');
    expect(within(publishers).getByRole('table', { name: 'Đối tác hàng đầu dạng bảng' })).toBeTruthy();
  });
});
