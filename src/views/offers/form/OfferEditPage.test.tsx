import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { offerFixture } from '../../../../tests/support/dom/offer.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
afterEach(cleanup);

const PARTNERS = [
  { id: 7, display_name: 'Lan Nguyen' },
  { id: 9, display_name: 'Deal Hunters' },
  { id: 12, display_name: 'Lanterns Media' },
].map((p) => ({
  ...p,
  uuid: `u-${p.id}`,
  first_name: '',
  last_name: '',
  email: `p${p.id}@x.test`,
  organization_type_id: 1,
  partner_type_id: 1,
  joined_at: '2026-01-01T00:00:00.000Z',
  tier_group: null,
  working_mode: 1,
  manager: null,
  working_offer_count: 1,
  total_offer_count: 1,
  tags: [],
}));
/** GET /api/partners: the server's search by name or exact id */
const partners = (url: URL) => {
  const q = (url.searchParams.get('search') ?? '').toLowerCase();
  const items = PARTNERS.filter((p) => !q || p.display_name.toLowerCase().includes(q) || String(p.id) === q);
  return json({ items, paging: { current_page: 1, limit: 25, total_row: items.length, total_page: 1 } });
};

describe('/offers/:id/edit general tab', () => {
  it('shows the private payouts and sends them back with the other general fields', async () => {
    const offer = offerFixture({ private_payouts: [{ partner_id: 7, payout: '20.1234' }] });
    const sent: Record<string, unknown>[] = [];
    renderApp({
      path: '/offers/42/edit?tab=general',
      me: makeMe('owner'),
      routes: {
        'GET /api/offers/42': () => json(offer),
        'GET /api/partners': partners,
        'PUT /api/offers/42/general': (_url: URL, init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          sent.push(body);
          return json({ ...offer, ...body, tags: offer.tags });
        },
      } as never,
    });
    const partner = (await screen.findByRole('combobox', { name: 'Partner' })) as HTMLInputElement;
    await waitFor(() => expect(partner.value).toBe('Lan Nguyen (#7)'));
    expect((screen.getByLabelText('Partner payout') as HTMLInputElement).value).toBe('20.1234');

    const name = screen.getByLabelText('Offer name');
    fireEvent.change(name, { target: { value: 'Summer sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]!.name).toBe('Summer sale');
    expect(sent[0]!.private_payouts).toEqual([{ partner_id: 7, payout: '20.1234' }]);
  });

  it('removing a private payout sends the list without it', async () => {
    const offer = offerFixture({
      private_payouts: [
        { partner_id: 7, payout: '20' },
        { partner_id: 9, payout: '5' },
      ],
    });
    const sent: Record<string, unknown>[] = [];
    renderApp({
      path: '/offers/42/edit?tab=general',
      me: makeMe('owner'),
      routes: {
        'GET /api/offers/42': () => json(offer),
        'PUT /api/offers/42/general': (_url: URL, init: RequestInit) => {
          sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return json(offer);
        },
      } as never,
    });
    await screen.findAllByRole('combobox', { name: 'Partner' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]!.private_payouts).toEqual([{ partner_id: 9, payout: '5' }]);
  });

  it('finds a partner for a new private payout by name from the keyboard', async () => {
    const offer = offerFixture({ private_payouts: [] });
    const sent: Record<string, unknown>[] = [];
    renderApp({
      path: '/offers/42/edit?tab=general',
      me: makeMe('owner'),
      routes: {
        'GET /api/offers/42': () => json(offer),
        'GET /api/partners': partners,
        'PUT /api/offers/42/general': (_url: URL, init: RequestInit) => {
          sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return json(offer);
        },
      } as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add private payout' }));
    const box = screen.getByRole('combobox', { name: 'Partner' });
    box.focus();
    fireEvent.change(box, { target: { value: 'lantern' } });
    // ArrowDown opens the list on the first match; Enter takes it
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    // the server's answer for "lantern" replaces the list
    await waitFor(() => expect(screen.queryAllByRole('option').map((o) => o.textContent)).toEqual(['Lanterns Media (#12)']));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Lanterns Media (#12)'));
    fireEvent.change(screen.getByLabelText('Partner payout'), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText('Partner payout'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]!.private_payouts).toEqual([{ partner_id: 12, payout: '3' }]);
  }, 15_000);
});
