import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/runtime.ts';
import { badgeText } from './Bell.tsx';
import { ManagerContact } from './ManagerContact.tsx';
import { COPIED_TOOLTIP_MS } from './ManagerContactCard.tsx';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('bell badge', () => {
  it('caps at 99+ and hides at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('account manager contact', () => {
  it("'Copied' shows after copying and hides by itself after 2 s", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <I18nProvider locale="en">
        <ManagerContact manager={makeMe().manager} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Account manager/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('am@provider.test');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy email' }));
    });
    expect(writeText).toHaveBeenCalledWith('am@provider.test');
    expect(screen.getByRole('tooltip').textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(COPIED_TOOLTIP_MS - 100);
    });
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('http dialogs', () => {
  it('a refused refresh shows the non-closable session-expired dialog; its button clears the session and goes to login', async () => {
    const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });
    const me = makeMe('owner');
    let meCalls = 0;
    const app = renderApp({
      path: '/',
      me,
      routes: {
        'GET /api/user/me': () =>
          ++meCalls === 1
            ? new Response(JSON.stringify({ data: me }), { status: 200 })
            : json(401, { message: 'x', code: 'token_expired', errors: [] })(),
        'POST /api/user/refresh-token': json(401, { message: 'x', code: 'refresh_token_invalid', errors: [] }),
      },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await act(async () => {
      await app.runtime.http.call((await import('../../domain/auth/contract.ts')).me).catch(() => undefined);
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Your session has expired. Please login again.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.current()).toBe('/auth/login'));
    expect(app.tokens.getUser()).toBeNull();
  });
  it('many 403s open one permission-denied dialog', async () => {
    const app = renderApp({
      path: '/',
      me: makeMe('owner'),
      routes: { 'GET /api/things': () => new Response(JSON.stringify({ message: 'x', code: 'forbidden', errors: [] }), { status: 403 }) },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    const endpoint = { id: 't', method: 'GET', path: '/api/things', summary: '', access: { kind: 'user' } };
    const call = app.runtime.http.call as (e: unknown) => Promise<unknown>;
    await act(async () => {
      await Promise.all([1, 2, 3].map(() => call(endpoint).catch(() => undefined)));
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('Permission denied; no permission to view this page.');
  });
});
