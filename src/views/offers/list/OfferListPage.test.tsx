import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { appCommands } from '../../../commands/app-commands.ts';
import { textOf } from '../../../commands/text.ts';
import { translator } from '../../../i18n/translate.ts';

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const row = (id: number, status = 1) => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name: `Offer ${id}`,
  status,
  visibility: 'private',
  working_mode: 1,
  default_payout: '1234.5',
  payout_type_id: 1,
  payout_model_id: 1,
  vertical_id: 1,
  offer_group_id: null,
  total_partners: 3,
  working_partners: 1,
  tags: ['spring'],
  start_date: null,
  end_date: null,
  created_at: '2026-03-05T14:07:00.000Z',
});
const listRoutes = () => ({
  'POST /api/offers/list': json({
    data: { items: [row(3), row(2), row(1, 2)], paging: { current_page: 1, limit: 25, total_row: 3, total_page: 1 } },
  }),
  'PUT /api/offers/status': json({
    data: {
      results: [
        { id: 3, ok: true, status: 2 },
        { id: 2, ok: false, status: 1, reason: 'schedule_ended' },
      ],
    },
  }),
});
const LL = translator('en');
const key = (k: string) =>
  act(() => {
    fireEvent.keyDown(document.body, { key: k });
  });

afterEach(cleanup);

describe('/offers list', () => {
  it('shows the spec row: money by currency, date in MMM dd, yyyy HH:mm, payout type', async () => {
    renderApp({ path: '/offers', me: makeMe('owner'), routes: listRoutes() as never });
    const cells = await screen.findAllByText('1,234.50');
    expect(cells.length).toBe(3);
    expect(screen.getAllByText('Mar 05, 2026 14:07').length).toBe(3);
    expect(screen.getAllByText('Fixed').length).toBe(3);
  });

  it('j / k move the active row, x selects, the palette offers "Pause 2 offers", Enter opens the detail', async () => {
    const { current, calls } = renderApp({ path: '/offers', me: makeMe('owner'), routes: listRoutes() as never });
    await screen.findByText('Offer 3');
    const active = () => document.querySelector('tr[data-active="true"]')?.getAttribute('data-offer-id');
    expect(active()).toBe('3');
    await key('j');
    expect(active()).toBe('2');
    await key('x');
    await key('k');
    await key('x');
    // selection is what a screen reader hears: the rows' checkboxes
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    const pause = appCommands.get('offers.bulk.pause')!;
    expect(textOf(LL, pause.title)).toBe('Pause 2 offers');
    // the bulk toolbar button is the same action; the refused id is reported with its reason
    fireEvent.click(screen.getByRole('button', { name: 'Pause 2 offers' }));
    await waitFor(() => expect(calls).toContain('PUT /api/offers/status'));
    await key('j');
    await key('j');
    await key('Enter');
    expect(current()).toBe('/offers/1/detail');
  });

  it('"Export selection" downloads the server export of the selected ids with the bearer token', async () => {
    const sent: { url: URL; init: RequestInit }[] = [];
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      renderApp({
        path: '/offers',
        me: makeMe('owner'),
        routes: {
          ...listRoutes(),
          'POST /api/offers/export': (url: URL, init: RequestInit) => {
            sent.push({ url, init });
            return new Response('ID\r\n3\r\n', {
              status: 200,
              headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="offers-2026-03-05.csv"' },
            });
          },
        } as never,
      });
      await screen.findByText('Offer 3');
      await key('x');
      await key('j');
      await key('x');
      fireEvent.click(screen.getByRole('button', { name: 'Export selection (2)' }));
      await waitFor(() => expect(saved).toEqual(['offers-2026-03-05.csv']));
      expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ ids: [3, 2] });
      expect(sent[0]!.url.searchParams.get('format')).toBe('csv');
      expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer a');
    } finally {
      HTMLAnchorElement.prototype.click = click;
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('folds its filters under "Filters (1)": the list starts on active offers and says so; removing the chip lists all (decision 065)', async () => {
    const statuses: (string | null)[] = [];
    renderApp({
      path: '/offers',
      me: makeMe('owner'),
      routes: {
        ...listRoutes(),
        'POST /api/offers/list': (url: URL) => {
          statuses.push(url.searchParams.get('status'));
          return json({ data: { items: [row(3)], paging: { current_page: 1, limit: 25, total_row: 1, total_page: 1 } } })();
        },
      } as never,
    });
    await screen.findByText('Offer 3');
    expect(screen.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('list', { name: 'Filters (1)' }).textContent).toBe('Status: Active');
    expect(statuses.at(-1)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Status: Active' }));
    await waitFor(() => expect(statuses.at(-1)).toBe('0'));
    expect(screen.getByRole('button', { name: 'Filters (0)' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /^Filters/ })).toBeNull();
  });

  it('unregisters its commands when it unmounts', async () => {
    const { unmount } = renderApp({ path: '/offers', me: makeMe('owner'), routes: listRoutes() as never });
    await screen.findByText('Offer 3');
    expect(appCommands.get('offers.bulk.pause')).toBeDefined();
    unmount();
    expect(appCommands.get('offers.bulk.pause')).toBeUndefined();
  });
});
