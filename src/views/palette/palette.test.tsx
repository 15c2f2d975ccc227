import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '../app/useSetLanguage.tsx';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const ctrlK = () => act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
const press = (key: string, target: Element | Window = document.body) => act(() => void fireEvent.keyDown(target, { key }));
const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent ?? '');

describe('command palette', () => {
  it('Ctrl+K opens it anywhere and lists navigation for every allowed screen', async () => {
    renderApp({ path: '/', me: makeMe('owner') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await ctrlK();
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    expect(input).toBeTruthy();
    expect(optionTexts().some((t) => t.startsWith('Go to Payment'))).toBe(true);
    expect(optionTexts().some((t) => t.startsWith('Go to New offer'))).toBe(true);
  });
  it('filters by permission: no-access screens and read-only create screens are absent', async () => {
    renderApp({ path: '/', me: makeMe('affiliate_manager') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await ctrlK();
    await waitFor(() => expect(document.querySelector('[cmdk-input]')).toBeTruthy());
    const texts = optionTexts();
    expect(texts.some((t) => t.startsWith('Go to Payment'))).toBe(false);
    expect(texts.some((t) => t.startsWith('Go to Employees'))).toBe(false);
    expect(texts.some((t) => t.startsWith('Go to New offer'))).toBe(false);
    expect(texts.some((t) => t.startsWith('Go to Offers'))).toBe(true);
  });
  it('until approval, screens are listed disabled with the onboarding reason; account settings stays open', async () => {
    renderApp({ path: '/account-setting', me: makeMe('owner', { is_admin_approve: false, is_submit: true }) });
    await screen.findByTestId('onboarding-checklist');
    await ctrlK();
    await waitFor(() => expect(document.querySelector('[cmdk-input]')).toBeTruthy());
    const offers = screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Go to Offers'));
    expect(offers?.getAttribute('aria-disabled')).toBe('true');
    expect(offers?.textContent).toContain('Your onboarding is submitted.');
    const settings = screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Go to Account settings'));
    expect(settings?.getAttribute('aria-disabled')).not.toBe('true');
  });
  it('typing filters; choosing runs the command, closes, and ranks it first next time', async () => {
    const app = renderApp({ path: '/', me: makeMe('owner') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await ctrlK();
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    fireEvent.change(input, { target: { value: 'fraud detection' } });
    await waitFor(() => expect(optionTexts()[0]).toContain('Go to Fraud detection'));
    fireEvent.click(screen.getAllByRole('option')[0]!);
    await waitFor(() => expect(app.current()).toBe('/fraud-detection'));
    expect(document.querySelector('[cmdk-input]')).toBeNull();
    await ctrlK();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Recent' })).toBeTruthy());
    expect(within(screen.getByRole('group', { name: 'Recent' })).getAllByRole('option')[0]!.textContent).toContain('Fraud detection');
  });
  it('sub-page: switch language lists the languages and switching applies at once', async () => {
    // spec 1 §4: the language is posted, then the page reloads (stubbed here: the locale applies locally first)
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const ok = () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200, headers: { 'content-type': 'application/json' } });
    const app = renderApp({ path: '/', me: makeMe('owner'), routes: { 'POST /api/user/adv/set-language': ok } });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await ctrlK();
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    fireEvent.click(screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Switch language'))!);
    await waitFor(() => expect(optionTexts().some((t) => t.startsWith('Switch to Tiếng Việt'))).toBe(true));
    fireEvent.click(screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Switch to Tiếng Việt'))!);
    await screen.findByRole('link', { name: 'Thanh toán' });
    expect(app.calls).toContain('POST /api/user/adv/set-language');
    expect(reload).toHaveBeenCalled();
    reload.mockRestore();
    expect(input).toBeTruthy();
  });
  it('g sequences navigate, but not while typing; ? opens the keyboard map', async () => {
    const app = renderApp({ path: '/', me: makeMe('owner') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    const field = document.createElement('input');
    document.body.appendChild(field);
    await press('g', field);
    await press('o', field);
    expect(app.current()).toBe('/');
    field.remove();
    await press('g');
    await press('o');
    await waitFor(() => expect(app.current()).toBe('/offers'));
    await press('?');
    const map = await screen.findByTestId('keyboard-map');
    expect(map.textContent).toContain('Go to Offers');
    expect(map.textContent).toContain('Open the command palette');
  });
});

describe('palette announcements and focus (issue 15, decision 045)', () => {
  it('announces the result count in a polite live region, and it follows the query', async () => {
    renderApp({ path: '/', me: makeMe('owner') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await ctrlK();
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    const status = screen.getByTestId('palette-result-count');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const all = Number(/^(\d+) results$/.exec(status.textContent ?? '')?.[1]);
    expect(all).toBe(optionTexts().length);
    expect(all).toBeGreaterThan(1);
    fireEvent.change(input, { target: { value: 'fraud detection' } });
    await waitFor(() => expect(status.textContent).toBe(`${optionTexts().length} result${optionTexts().length === 1 ? '' : 's'}`));
    expect(Number.parseInt(status.textContent ?? '', 10)).toBeLessThan(all);
    fireEvent.change(input, { target: { value: 'zzzz no such command' } });
    await waitFor(() => expect(status.textContent).toBe('0 results'));
  });

  it('says it in Vietnamese too', async () => {
    renderApp({ path: '/', me: makeMe('owner'), locale: 'vi' });
    await screen.findByRole('navigation', { name: 'Menu chính' });
    await ctrlK();
    await waitFor(() => expect(document.querySelector('[cmdk-input]')).toBeTruthy());
    expect(screen.getByTestId('palette-result-count').textContent).toBe(`${optionTexts().length} kết quả`);
  });

  it('Escape returns focus to the element that had it before the palette opened', async () => {
    renderApp({ path: '/', me: makeMe('owner') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    const opener = screen.getByRole('link', { name: 'Skip to main content' });
    opener.focus();
    await act(async () => void fireEvent.keyDown(opener, { key: 'k', ctrlKey: true }));
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    // focus moved into the palette (happy-dom lands it on the dialog, a browser on the input)
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).not.toBe(opener);
    await press('Escape', input);
    await waitFor(() => expect(document.querySelector('[cmdk-input]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
