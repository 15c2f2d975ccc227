import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../api/query-client.ts';
import { createSessionRuntime } from '../../../api/session.ts';
import { createMemoryTokenStore } from '../../../api/token-store.ts';
import { Providers } from '../../Providers.tsx';
import { makeMe } from '../../../../tests/support/dom/app.tsx';
import type { RoleKey } from '../../../domain/permissions.ts';
import { ApiKeyPanel } from './ApiKeyPanel.tsx';

afterEach(cleanup);

const KEY = `bc_live_${'k'.repeat(43)}`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The panel over a tiny fake API that keeps one key, like the server (the full key only in the POST answer). */
function mount({ path = '/account-setting', role = 'owner' as RoleKey } = {}) {
  let stored: { prefix: string; created_at: string; last_used_at: null } | null = null;
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    calls.push(key);
    if (key === 'GET /api/user/me') return json(200, { data: makeMe(role) });
    if (key === 'GET /api/user/adv/api-key') return json(200, { data: { key: stored } });
    if (key === 'POST /api/user/adv/api-key' || key === 'POST /api/user/adv/api-key/rotate') {
      stored = { prefix: KEY.slice(0, 14), created_at: '2026-03-01T08:00:00.000Z', last_used_at: null };
      return json(200, { data: { ...stored, api_key: KEY } });
    }
    if (key === 'DELETE /api/user/adv/api-key') {
      stored = null;
      return json(200, { data: { ok: true } });
    }
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const me = makeMe(role);
  const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } });
  const runtime = createSessionRuntime({ fetch, tokens });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname!, searchPath: search, record: true } as Parameters<typeof memoryLocation>[0]);
  render(
    <Providers runtime={runtime} queryClient={queryClient} locale="en">
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ApiKeyPanel />
      </Router>
    </Providers>,
  );
  return { calls, location };
}

describe('API key panel', () => {
  it('reveals a new key once, with the warning and a copy button; afterwards only the prefix', async () => {
    const { calls } = mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('api-key-secret').textContent).toBe(KEY);
    expect(dialog.textContent).toMatch(/not be shown again/);
    expect(dialog.textContent).toMatch(/Do not share it/);
    expect(within(dialog).getByRole('button', { name: 'Copy key' })).toBeTruthy();

    // Escape does not close it: the key would be lost by accident
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('alertdialog')).not.toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await screen.findByTestId('api-key-prefix')).textContent).toBe(`${KEY.slice(0, 14)}…`);
    expect(document.body.textContent).not.toContain(KEY);
    expect(calls.filter((c) => c === 'POST /api/user/adv/api-key')).toHaveLength(1);
  });

  it('rotate asks for confirmation, then reveals the new key', async () => {
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'I have stored it' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate API key' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toMatch(/stop working at once/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate API key' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')?.textContent).toBe(KEY));
  });

  it('the palette intent ?api_key=create creates and reveals on arrival', async () => {
    const { calls } = mount({ path: '/account-setting?tab=technical&api_key=create' });
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')?.textContent).toBe(KEY));
    expect(calls).toContain('POST /api/user/adv/api-key');
  });

  it('read-only on brand account: no key calls, an explanation instead', async () => {
    const { calls } = mount({ role: 'technical' });
    expect(await screen.findByText(/Only the account owner/)).toBeTruthy();
    expect(calls.some((c) => c.includes('api-key'))).toBe(false);
  });
});
