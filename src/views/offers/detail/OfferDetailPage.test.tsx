import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { offerFixture } from '../../../../tests/support/dom/offer.ts';

const json = (body: unknown) => () =>
  new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
const routes = {
  'GET /api/offers/42': json(offerFixture()),
  'GET /api/offers/script': json({
    offer_id: 42,
    tracking_type: 's2s',
    tracking_url: '',
    uses_discount_program: false,
    updated_at: null,
    snippets: [{ kind: 's2s', event_id: null, event_name: null, code: 'https://app.test/track/postback?click_id={click_id}' }],
  }),
  'GET /api/offers/global-postback': json({ url: 'https://app.test/track/postback?token=t', macros: ['{click_id}'] }),
  'GET /api/offers/conversion-event': json([]),
  'GET /api/offers/event-mode': json([]),
};
afterEach(cleanup);

describe('/offers/:id/detail tracking and control', () => {
  it('holds the tracking settings (with the snippets to test) and the offer events', async () => {
    renderApp({ path: '/offers/42/detail', me: makeMe('owner'), routes: routes as never });
    const inside = within(await screen.findByRole('region', { name: 'Tracking and control' }));
    expect(await inside.findByRole('heading', { name: 'Tracking settings' })).toBeTruthy();
    expect(inside.getByText('https://app.test/track/postback?click_id={click_id}')).toBeTruthy();
    expect(inside.getByRole('heading', { name: 'Events of this offer' })).toBeTruthy();
    expect(inside.getByText('No events linked yet.')).toBeTruthy();
  });
});
