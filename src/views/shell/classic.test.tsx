import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';
import { MENU_LAYOUT_KEY } from '../../atoms/shell.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
async function runCommand(title: string) {
  await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
  const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
  fireEvent.change(input, { target: { value: title } });
  const option = await waitFor(() => {
    const found = screen.getAllByRole('option').find((o) => o.textContent?.startsWith(title));
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  fireEvent.click(option);
  await waitFor(() => expect(document.querySelector('[cmdk-input]')).toBeNull());
}

describe('classic top menu', () => {
  it('the palette switches to the top menu and back, and the choice is kept', async () => {
    renderApp({ path: '/', me: makeMe('owner') });
    expect((await mainMenu()).dataset.layout).toBeUndefined();
    await runCommand('Use classic top menu');
    const top = await waitFor(() => {
      const nav = screen.getByRole('navigation', { name: 'Main menu' });
      if (nav.dataset.layout !== 'classic') throw new Error('still the side menu');
      return nav;
    });
    expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(1);
    expect(
      within(top)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Marketplace', 'My Partner', 'Community']);
    expect(JSON.parse(localStorage.getItem(MENU_LAYOUT_KEY)!)).toBe('classic');
    // Report dropdown: conversions, logs, performance
    fireEvent.click(within(top).getByRole('button', { name: 'Report' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Conversions report', 'Logs report', 'Performance report']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // My Offers at a non-desktop width: no "Create new offer"
    fireEvent.click(within(top).getByRole('button', { name: 'My Offers' }));
    const offers = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(offers).toEqual(['Offer management', 'Offer groups', 'Creative management', 'Discount program']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await runCommand('Use side menu');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main menu' }).dataset.layout).toBeUndefined());
    expect(JSON.parse(localStorage.getItem(MENU_LAYOUT_KEY)!)).toBe('side');
  });

  it('follows the permissions; the user dropdown is account settings, ticket and log out', async () => {
    localStorage.setItem(MENU_LAYOUT_KEY, JSON.stringify('classic'));
    renderApp({ path: '/', me: makeMe('finance') });
    const top = await mainMenu();
    expect(top.dataset.layout).toBe('classic');
    expect(within(top).queryByRole('link', { name: 'Marketplace' })).toBeNull();
    expect(within(top).getByRole('button', { name: 'Report' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const items = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Account settings', 'Ticket', 'Log out']);
  });
});
