import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const options = () => screen.getAllByRole('option');

async function openFind(title: RegExp, routes: Record<string, () => Response>) {
  const app = renderApp({ path: '/', me: makeMe('owner'), routes });
  await screen.findByRole('navigation', { name: 'Main menu' });
  await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
  const cmdk = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
  fireEvent.change(cmdk, { target: { value: 'find' } });
  fireEvent.click(await waitFor(() => options().find((o) => title.test(o.textContent ?? ''))!));
  return { app, input: await screen.findByTestId('entity-search-input') };
}

/** The palette's marketplace searches (decisions 028, 049): the index of the server, ranked as typed, Enter opens the profile. */
describe('palette: marketplace partners and agencies', { timeout: 20_000 }, () => {
  it('Find marketplace partner…: shows the rank badge and Enter opens /markets/partner/<id>', async () => {
    const { app, input } = await openFind(/^Find marketplace partner/, {
      'GET /api/search/market-partners': () =>
        json({
          data: {
            items: [
              [41, 'Ví Điện Tử Review', 12],
              [40, 'Lan Deals', 2],
            ],
            truncated: false,
          },
        }),
    });
    fireEvent.change(input, { target: { value: 'vi dien' } });
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['Ví Điện Tử ReviewRank 12, Bronze#41']));
    await act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
    await waitFor(() => expect(app.current()).toBe('/markets/partner/41'));
  });

  it('Find agency…: Enter opens /markets/agency/<id>', async () => {
    const { app, input } = await openFind(/^Find agency/, {
      'GET /api/search/agencies': () => json({ data: { items: [[7, 'Sài Gòn Growth']], truncated: false } }),
    });
    fireEvent.change(input, { target: { value: 'growth' } });
    await waitFor(() => expect(options()).toHaveLength(1));
    await act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
    await waitFor(() => expect(app.current()).toBe('/markets/agency/7'));
  });
});
