import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../shell/testing.tsx';
import { offerFixture } from '../detail/offer-fixture.ts';

const json = (body: unknown) => new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
afterEach(cleanup);

describe('/offers/:id/edit general tab', () => {
  it('shows the private payouts and sends them back with the other general fields', async () => {
    const offer = offerFixture({ private_payouts: [{ partner_id: 7, payout: '20.1234' }] });
    const sent: Record<string, unknown>[] = [];
    renderApp({
      path: '/offers/42/edit?tab=general', me: makeMe('owner'),
      routes: {
        'GET /api/offers/42': () => json(offer),
        'PUT /api/offers/42/general': (_url: URL, init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          sent.push(body);
          return json({ ...offer, ...body, tags: offer.tags });
        },
      } as never,
    });
    const partner = (await screen.findByLabelText('Partner ID')) as HTMLInputElement;
    expect(partner.value).toBe('7');
    expect((screen.getByLabelText('Partner payout') as HTMLInputElement).value).toBe('20.1234');

    const name = screen.getByLabelText('Offer name');
    fireEvent.change(name, { target: { value: 'Summer sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]!.name).toBe('Summer sale');
    expect(sent[0]!.private_payouts).toEqual([{ partner_id: 7, payout: '20.1234' }]);
  });

  it('removing a private payout sends the list without it', async () => {
    const offer = offerFixture({ private_payouts: [{ partner_id: 7, payout: '20' }, { partner_id: 9, payout: '5' }] });
    const sent: Record<string, unknown>[] = [];
    renderApp({
      path: '/offers/42/edit?tab=general', me: makeMe('owner'),
      routes: {
        'GET /api/offers/42': () => json(offer),
        'PUT /api/offers/42/general': (_url: URL, init: RequestInit) => { sent.push(JSON.parse(String(init.body)) as Record<string, unknown>); return json(offer); },
      } as never,
    });
    await screen.findAllByLabelText('Partner ID');
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]!.private_payouts).toEqual([{ partner_id: 9, payout: '5' }]);
  });
});
