import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client.ts';
import { createSessionRuntime } from '../../api/session.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import type { ProductSync, ProductSyncConfig } from '../../domain/products/sync-contract.ts';
import { Providers } from '../Providers.tsx';
import { closeToast, toastQueue } from '../system/toast-queue.ts';
import { makeMe } from '../../../tests/support/dom/app.tsx';
import { ProductSyncPanel } from './ProductSyncPanel.tsx';

afterEach(() => {
  for (const t of [...toastQueue.visibleToasts]) closeToast(t.key);
  cleanup();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const saved: ProductSyncConfig = {
  endpoint_url: 'https://shop.example.com/feed',
  auth_method: 'bearer',
  secret_masked: '••••9f3c',
  sync_time: '02:00',
  last_sync_at: null,
  products_synced: 0,
  connection: 'disconnected',
  running: false,
  updated_at: '2026-11-27T10:00:00.000Z',
};
const finished: ProductSync = {
  id: 7,
  trigger: 'manual',
  status: 'succeeded',
  total_items: 3,
  added: 1,
  updated: 1,
  errored: 1,
  errors: [{ row: 3, column: 'sku', code: 'duplicate_sku', value: 'A-1', max: 1 }],
  failure: null,
  http_status: null,
  started_at: '2026-11-27T10:01:00.000Z',
  finished_at: '2026-11-27T10:01:02.000Z',
};

/**
 * A fake of the sync API that behaves like the server where the panel cares: the first save of a
 * private URL is refused with url_refused on endpoint_url, a public one is kept and answered masked,
 * Sync now adds a finished sync to the history.
 */
function mount({ locale = 'en', uploadOpen = false, config = null as ProductSyncConfig | null } = {}) {
  const state = { config, history: [] as ProductSync[], bodies: [] as unknown[] };
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    if (key === 'GET /api/user/me') return json(200, { data: { ...makeMe('owner'), language: locale } });
    if (key === 'GET /api/products/sync/config') return json(200, { data: { config: state.config } });
    if (key === 'GET /api/products/sync/history') return json(200, { data: { items: state.history } });
    if (key === 'PUT /api/products/sync/config') {
      const body = JSON.parse(String(init.body)) as { endpoint_url: string; auth_method: 'api_key' | 'bearer'; sync_time: string };
      state.bodies.push(body);
      if (body.endpoint_url.includes('10.0.0.1'))
        return json(422, { message: 'URL refused', code: 'validation_failed', errors: [{ field: 'endpoint_url', code: 'url_refused' }] });
      state.config = { ...saved, endpoint_url: body.endpoint_url, auth_method: body.auth_method, sync_time: body.sync_time };
      return json(200, { data: state.config });
    }
    if (key === 'POST /api/products/sync/run') {
      state.history = [finished];
      return json(200, { data: { ...finished, status: 'running' } });
    }
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const me = makeMe('owner');
  const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const location = memoryLocation({ path: '/offers/product-management', record: true });
  render(
    <Providers runtime={createSessionRuntime({ fetch, tokens })} queryClient={queryClient} locale={locale as 'en' | 'vi'}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ProductSyncPanel canWrite uploadOpen={uploadOpen} />
      </Router>
    </Providers>,
  );
  return state;
}

describe('the product API sync panel', () => {
  it('sets up a sync: a private URL is refused on its field, a public one is saved and shown masked; Sync now fills the history', async () => {
    const state = mount();
    expect(await screen.findByText('No product API is set up yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up product API sync' });
    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: 'http://10.0.0.1/feed' } });
    fireEvent.change(within(dialog).getByLabelText(/Key or token/), { target: { value: 'tok_9f3c' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/private, local or cloud-metadata address/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: 'https://shop.example.com/feed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.bodies.at(-1)).toEqual({
      endpoint_url: 'https://shop.example.com/feed',
      auth_method: 'api_key',
      secret: 'tok_9f3c',
      sync_time: '02:00',
    });
    expect(await screen.findByText(/••••9f3c/)).toBeTruthy();
    expect(screen.getByText('Disconnected')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    const history = await screen.findByRole('list', { name: 'Sync history' });
    await waitFor(() => expect(history.textContent).toContain('3 items: 1 added, 1 updated, 1 with errors'));
    expect(history.textContent).toContain('Item 3, sku:');
  });

  it('in Vietnamese, Sync now waits for an open upload and says why', async () => {
    mount({ locale: 'vi', uploadOpen: true, config: saved });
    const button = await screen.findByRole('button', { name: /Đồng bộ ngay/ });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true' || button.hasAttribute('data-disabled')).toBe(
      true,
    );
    expect(screen.getAllByText('Vui lòng đợi quá trình tải sản phẩm lên hoàn tất.').length).toBeGreaterThan(0);
    expect(screen.getByText('Mã bearer · ••••9f3c')).toBeTruthy();
  });
});
