import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(cleanup);

/** A key press as react-aria hears it: down then up on the focused element. */
function press(element: Element, key: string) {
  fireEvent.keyDown(element, { key, code: key });
  fireEvent.keyUp(element, { key, code: key });
}

describe('the phone menu (decision 046)', () => {
  it('opens by keyboard with focus inside it; Escape closes it and focus returns to the menu button', async () => {
    renderApp({ path: '/help', me: makeMe('owner') });
    const button = await screen.findByRole('button', { name: 'Open menu' });
    button.focus();
    press(button, 'Enter');
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    press(document.activeElement!, 'Escape');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('holds the account manager that leaves the phone header; the close button and a followed link close it', async () => {
    const app = renderApp({ path: '/help', me: makeMe('owner') });
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    let menu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(menu).getByRole('button', { name: /Account manager/ })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    menu = await screen.findByRole('dialog', { name: 'Main menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(app.current()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
  });
});

describe('the page title, once (decision 046)', () => {
  it("is the page's h1 in main; the header names a sub-page's area, never the title", async () => {
    renderApp({ path: '/offers/discount-program', me: makeMe('owner') });
    const title = await screen.findByRole('heading', { level: 1, name: 'Discount programs' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main').contains(title)).toBe(true);
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('Offers');
    expect(header.textContent).not.toContain('Discount program');
  });

  it('a top-level page has no crumb in the header', async () => {
    renderApp({ path: '/help', me: makeMe('owner') });
    await screen.findByRole('heading', { level: 1, name: 'Help' });
    expect(screen.getByRole('banner').textContent).not.toContain('Help');
  });
});
