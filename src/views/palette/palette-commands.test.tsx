import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routeTitle, translator } from '../../i18n/translate.ts';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const ctrlK = () => act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
const options = () => screen.getAllByRole('option');
const option = (start: string) => options().find((o) => o.textContent?.startsWith(start));
async function openPalette(app: { current(): string }) {
  await screen.findByRole('navigation', { name: /Main menu|Menu chính/ });
  await ctrlK();
  const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
  return { input, type: (value: string) => fireEvent.change(input, { target: { value } }), app };
}

describe('palette ranking, groups and shortcuts', () => {
  it('"offers" puts "Go to Offers" first', async () => {
    const { type } = await openPalette(renderApp({ path: '/', me: makeMe('owner') }));
    type('offers');
    await waitFor(() => expect(options()[0]!.textContent).toMatch(/^Go to Offers/));
  });

  it('shows group headings and each shortcut, a sequence as G then O', async () => {
    await openPalette(renderApp({ path: '/', me: makeMe('owner') }));
    const headings = [...document.querySelectorAll('[cmdk-group-heading]')].map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Go to', 'Account', 'Preferences', 'Help']));
    const offers = option('Go to Offers')!;
    expect(
      within(offers)
        .getAllByText(/^[A-Z?$]$/)
        .map((k) => k.textContent),
    ).toEqual(['G', 'O']);
    expect(offers.textContent).toContain('GthenO');
    expect(option('Show keyboard shortcuts')!.querySelector('kbd')?.textContent).toBe('?');
  });
});

describe('enter-id sub-page', () => {
  it('asks for the id under the page title, and Enter opens the screen', async () => {
    const app = renderApp({ path: '/', me: makeMe('owner') });
    const { input, type } = await openPalette(app);
    type('offer detail');
    await waitFor(() => expect(options()[0]!.textContent).toMatch(/^Open Offer detail by id/));
    fireEvent.click(options()[0]!);
    expect((await screen.findByTestId('palette-page-title')).textContent).toContain('Offer detail');
    type('x/y');
    await waitFor(() => expect(option('Open Offer detail')?.getAttribute('aria-disabled')).toBe('true'));
    type('42');
    await waitFor(() => expect(option('Open Offer detail 42')?.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(app.current()).toBe('/offers/42/detail'));
  });

  it('every :id screen is reachable, and the heading is the translated page title', async () => {
    const vi = translator('vi');
    const { type } = await openPalette(renderApp({ path: '/', me: makeMe('owner'), locale: 'vi' }));
    for (const routeId of [
      'offerEdit',
      'offerGroupEdit',
      'questionnaireEdit',
      'creativeEdit',
      'managementOfferDetail',
      'managementPartnerDetail',
    ]) {
      type(routeTitle(vi, routeId));
      await waitFor(() =>
        expect(options().some((o) => o.textContent?.startsWith(vi.palette.openById({ title: routeTitle(vi, routeId) })))).toBe(true),
      );
    }
    type(routeTitle(vi, 'creativeEdit'));
    await waitFor(() => expect(options()[0]!.textContent).toContain(routeTitle(vi, 'creativeEdit')));
    fireEvent.click(options()[0]!);
    expect((await screen.findByTestId('palette-page-title')).textContent).toContain(routeTitle(vi, 'creativeEdit'));
  });
});

describe('shell actions are commands, filtered like the header', () => {
  it('owner: log out, invite link, theme, language and layout commands; no brand info', async () => {
    const { type } = await openPalette(renderApp({ path: '/', me: makeMe('owner') }));
    for (const title of [
      'Log out',
      'Invite link',
      'Go to Account settings',
      'Go to Tickets',
      'Use the dark theme',
      'Follow the system theme',
      'Switch language',
      'Use classic top menu',
      'Toggle light / dark theme',
    ]) {
      expect(option(title), title).toBeTruthy();
    }
    expect(option('Go to Brand information')).toBeUndefined();
    type('invite');
    fireEvent.click(option('Invite link')!);
    expect((await screen.findByRole('dialog')).textContent).toContain('Pick one of your 10 newest public active offers');
  });

  it('an employee of a brand awaiting approval sees the ticket disabled with the reason, and brand info', async () => {
    await openPalette(renderApp({ path: '/', me: makeMe('affiliate_manager', { is_admin_approve: false }) }));
    const ticket = option('Go to Tickets')!;
    expect(ticket.getAttribute('aria-disabled')).toBe('true');
    expect(ticket.textContent).toContain('Available after admin approval');
    expect(option('Go to Brand information')).toBeTruthy();
  });

  it('t l opens the language sub-page titled by its command; ? lists the actions', async () => {
    renderApp({ path: '/', me: makeMe('owner') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await act(() => void fireEvent.keyDown(document.body, { key: 't' }));
    await act(() => void fireEvent.keyDown(document.body, { key: 'l' }));
    expect((await screen.findByTestId('palette-page-title')).textContent).toContain('Switch language');
    expect(option('Switch to Tiếng Việt')).toBeTruthy();
    fireEvent.keyDown(document.querySelector('[cmdk-input]')!, { key: 'Escape' });
    fireEvent.keyDown(document.querySelector('[cmdk-input]')!, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('[cmdk-input]')).toBeNull());
    await act(() => void fireEvent.keyDown(document.body, { key: '?' }));
    const map = await screen.findByTestId('keyboard-map');
    for (const title of ['Log out', 'Use classic top menu', 'Switch language', 'Use the light theme', 'Invite link', 'Go to Offers'])
      expect(map.textContent).toContain(title);
  });

  it('? also lists the page keys of every page, open or not, under the page they work on', async () => {
    renderApp({ path: '/', me: makeMe('owner') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await act(() => void fireEvent.keyDown(document.body, { key: '?' }));
    const map = await screen.findByTestId('keyboard-map');
    expect(map.textContent).toContain('On Offers');
    expect(map.querySelector('[data-command="offers.keys.down"]')?.textContent).toContain('Next row');
    expect(map.querySelector('[data-command="offerNew.keys.submit"]')?.textContent).toContain('Submit the form');
  });
});
