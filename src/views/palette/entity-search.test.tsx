import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
/** 10,000 offers "Offer 1" … "Offer 10000" (status 1), newest first as the server sends them, and one named "Summer Sale". */
const OFFERS = [[10_001, 'Summer Sale', 2], ...Array.from({ length: 10_000 }, (_, i) => [10_000 - i, `Offer ${10_000 - i}`, 1])];
const offersRoute = { 'GET /api/search/offers': () => json({ data: { items: OFFERS, truncated: false } }) };

const ctrlK = () => act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
const options = () => screen.getAllByRole('option');
const press = (el: Element, key: string) => act(() => void fireEvent.keyDown(el, { key }));

async function openFind(title: RegExp, routes: Parameters<typeof renderApp>[0]['routes'], role: Parameters<typeof makeMe>[0] = 'owner') {
  const app = renderApp({ path: '/', me: makeMe(role), routes });
  await screen.findByRole('navigation', { name: 'Main menu' });
  await ctrlK();
  const cmdk = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
  fireEvent.change(cmdk, { target: { value: 'find' } });
  fireEvent.click(await waitFor(() => options().find((o) => title.test(o.textContent ?? ''))!));
  const input = await screen.findByTestId('entity-search-input');
  return { app, input };
}

describe('palette entity search', () => {
  it('Find offer…: ranks 10,000 offers as typed and renders only the rows in view', async () => {
    const { input } = await openFind(/^Find offer/, offersRoute);
    await waitFor(() => expect(screen.getByRole('listbox').getAttribute('data-count')).toBe('10001'));
    // virtualized: a screenful (plus overscan) of the 10,001 rows is in the DOM
    expect(options().length).toBeLessThan(30);
    fireEvent.change(input, { target: { value: 'summer' } });
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual([expect.stringMatching(/^Summer Sale.*Paused#10001$/)]));
    fireEvent.change(input, { target: { value: '#42' } });
    await waitFor(() => expect(options()[0]!.textContent).toBe('Offer 42Active#42'));
    // every offer whose id (and so name) contains 42: the id 42 first, ids starting with 42 after the names
    const containing = OFFERS.filter(([id]) => String(id).includes('42')).length;
    expect(screen.getByRole('listbox').getAttribute('data-count')).toBe(String(containing));
  });

  it('keys move the active row (↓ PageDown End Home ↑) and Enter opens the offer; Esc goes back', async () => {
    const { app, input } = await openFind(/^Find offer/, offersRoute);
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    const activeText = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';
    expect(activeText()).toMatch(/^Summer Sale/);
    await press(input, 'ArrowDown');
    expect(activeText()).toMatch(/^Offer 10000/);
    await press(input, 'PageDown');
    expect(activeText()).toMatch(/^Offer 99\d\d/);
    await press(input, 'End');
    // happy-dom has no layout to scroll, so the last row is not rendered here: the active option's position is
    expect(input.getAttribute('aria-activedescendant')).toMatch(new RegExp(`-o${OFFERS.length - 1}$`));
    await press(input, 'Home');
    await press(input, 'ArrowDown');
    await press(input, 'ArrowUp');
    expect(activeText()).toMatch(/^Summer Sale/);
    await press(input, 'Escape');
    await waitFor(() => expect(document.querySelector('[cmdk-input]')).toBeTruthy());
    expect(screen.queryByTestId('entity-search-input')).toBeNull();
    const cmdk = document.querySelector('[cmdk-input]') as HTMLInputElement;
    fireEvent.change(cmdk, { target: { value: 'find offer' } });
    fireEvent.click(await waitFor(() => options().find((o) => /^Find offer/.test(o.textContent ?? ''))!));
    const again = await screen.findByTestId('entity-search-input');
    fireEvent.change(again, { target: { value: 'offer 77' } });
    await waitFor(() => expect(options()[0]!.textContent).toBe('Offer 77Active#77'));
    await press(again, 'Enter');
    await waitFor(() => expect(app.current()).toBe('/offers/77/detail'));
    expect(screen.queryByTestId('entity-search-input')).toBeNull();
  }, 20_000);

  it('Find partner…: Enter opens the performance report filtered to the partner', async () => {
    const routes = {
      'GET /api/search/partners': () =>
        json({
          data: {
            items: [
              [5, 'Lan Review Blog', 'lan@blog.vn', 1],
              [6, 'Coupon Hub', 'deals@hub.vn', 3],
            ],
            truncated: false,
          },
        }),
    };
    const { app, input } = await openFind(/^Find partner/, routes);
    fireEvent.change(input, { target: { value: 'deals' } });
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['Coupon Hubdeals@hub.vnBlocked#6']));
    await press(input, 'Enter');
    await waitFor(() => expect(app.current()).toBe('/reports/performances?by=partner&partner_ids=6'));
  });

  it('a list that failed to load says so; Enter tries again; Backspace on an empty query goes back', async () => {
    let calls = 0;
    const flaky = {
      'GET /api/search/offers': () =>
        ++calls === 1 ? new Response('{}', { status: 500 }) : json({ data: { items: OFFERS.slice(0, 3), truncated: false } }),
    };
    const { input } = await openFind(/^Find offer/, flaky);
    await screen.findByText(/The list could not be loaded/);
    await press(input, 'Enter');
    await waitFor(() =>
      expect(options().map((o) => o.textContent?.split('#')[0])).toEqual(['Summer SalePaused', 'Offer 10000Active', 'Offer 9999Active']),
    );
    expect(calls).toBe(2);
    await press(input, 'Backspace');
    await waitFor(() => expect(document.querySelector('[cmdk-input]')).toBeTruthy());
  });

  it('is offered only with the module the index needs', async () => {
    renderApp({ path: '/', me: makeMe('finance', { permissions: { ...makeMe('finance').permissions, management: 0 } }) });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await ctrlK();
    const cmdk = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    fireEvent.change(cmdk, { target: { value: 'find' } });
    await waitFor(() => expect(options().some((o) => /^Find offer/.test(o.textContent ?? ''))).toBe(true));
    expect(options().some((o) => /^Find partner/.test(o.textContent ?? ''))).toBe(false);
  });
});
