import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { offerFixture } from '../../../../tests/support/dom/offer.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
const creative = (id: number, name: string) => ({
  id,
  name,
  type: 'image',
  file_id: 1,
  file_name: 'a.png',
  url: null,
  code: null,
  width: 300,
  height: 250,
  offer_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const ALL = [creative(3, 'Banner 300'), creative(4, 'Banner 728'), creative(8, 'Summer video')];
afterEach(cleanup);

describe('offer edit, creative tab', () => {
  it('picks creatives by keyboard from a searchable list and keeps ids the search hides', async () => {
    const sent: { creative_ids: number[] }[] = [];
    renderApp({
      path: '/offers/42/edit?tab=creative',
      me: makeMe('owner'),
      routes: {
        'GET /api/offers/42': () => json(offerFixture({ creative_ids: [8] })),
        'GET /api/creatives': (url: URL) => {
          const q = (url.searchParams.get('search') ?? '').toLowerCase();
          const items = ALL.filter((c) => c.name.toLowerCase().includes(q));
          return json({ items, paging: { current_page: 1, limit: 25, total_row: items.length, total_page: 1 } });
        },
        'PUT /api/offers/42/creative': (_url: URL, init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as { creative_ids: number[] };
          sent.push(body);
          return json(offerFixture(body));
        },
      } as never,
    });
    const grid = await screen.findByRole('grid', { name: 'Creatives' });
    await within(grid).findByText('Summer video');
    expect(screen.getByText('1 creative chosen')).toBeTruthy();
    // narrow the list: the chosen video is hidden but stays chosen
    fireEvent.change(screen.getByLabelText('Search creatives'), { target: { value: 'banner' } });
    await waitFor(() => expect(within(grid).queryByText('Summer video')).toBeNull());
    const first = within(grid).getByText('Banner 300').closest('[role="row"]') as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: ' ', code: 'Space' });
    fireEvent.keyUp(first, { key: ' ', code: 'Space' });
    await waitFor(() => expect(screen.getByText('2 creatives chosen')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]!.creative_ids).toEqual([8, 3]);
  });
});
