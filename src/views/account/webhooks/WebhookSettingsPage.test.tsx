import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../api/query-client.ts';
import { createSessionRuntime } from '../../../api/session.ts';
import { createMemoryTokenStore } from '../../../api/token-store.ts';
import { Providers } from '../../Providers.tsx';
import { makeMe } from '../../../../tests/support/dom/app.tsx';
import type { RoleKey } from '../../../domain/permissions.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../../domain/webhooks/contract.ts';
import { WebhookSettingsPage } from './WebhookSettingsPage.tsx';

afterEach(cleanup);

const SECRET = `whsec_${'s'.repeat(32)}`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 1,
  url: 'https://hooks.example.com/in',
  description: '',
  events: ['conversion.created'],
  enabled: true,
  disabled_at: null,
  disabled_reason: null,
  first_failure_at: null,
  created_at: '2026-03-01T08:00:00.000Z',
  ...over,
});
const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 10,
  endpoint_id: 1,
  event_id: 'msg_1',
  event_type: 'conversion.created',
  status: 'delivered',
  attempts: 1,
  response_status: 200,
  duration_ms: 42,
  error: null,
  next_attempt_at: null,
  last_attempt_at: '2026-03-01T09:00:00.000Z',
  delivered_at: '2026-03-01T09:00:00.000Z',
  created_at: '2026-03-01T09:00:00.000Z',
  ...over,
});

/** The page over a fake webhooks API that keeps endpoints like the server (the secret only in create/rotate answers). */
function mount({
  path = '/account-setting/webhooks',
  role = 'owner' as RoleKey,
  endpoints = [endpoint()],
  deliveries = [delivery()],
} = {}) {
  const stored = [...endpoints];
  const calls: { key: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (key === 'GET /api/user/me') return json(200, { data: makeMe(role) });
    if (key === 'GET /api/user/adv/webhooks') return json(200, { data: { items: stored } });
    if (key === 'POST /api/user/adv/webhooks') {
      const made = endpoint({ id: 2, ...JSON.parse(String(init.body)) });
      stored.push(made);
      return json(200, { data: { ...made, secret: SECRET } });
    }
    if (/^GET \/api\/user\/adv\/webhooks\/\d+\/deliveries$/.test(key))
      return json(200, { data: { items: deliveries, paging: { limit: 25, next_before: null } } });
    if (/^POST \/api\/user\/adv\/webhooks\/deliveries\/\d+\/replay$/.test(key))
      return json(200, { data: { ...deliveries[0], status: 'pending' } });
    if (/^POST \/api\/user\/adv\/webhooks\/\d+\/test$/.test(key)) return json(200, { data: delivery({ id: 11, status: 'pending' }) });
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
        <WebhookSettingsPage />
      </Router>
    </Providers>,
  );
  return { calls };
}

describe('webhook settings page', () => {
  it('lists endpoints and the delivery log with status, response code, duration and time', async () => {
    mount({ deliveries: [delivery(), delivery({ id: 9, status: 'failed', response_status: 500, duration_ms: 7, attempts: 9 })] });
    const log = await screen.findByTestId('webhook-deliveries');
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Conversion created');
    expect(rows[0]!.textContent).toContain('Delivered');
    expect(rows[0]!.textContent).toContain('200');
    expect(rows[0]!.textContent).toContain('42 ms');
    expect(rows[1]!.textContent).toContain('Failed');
    expect(rows[1]!.textContent).toContain('500');
    expect((await screen.findByTestId('webhook-endpoints')).textContent).toContain('https://hooks.example.com/in');
  });

  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const { calls } = mount({ endpoints: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'https://hooks.example.com/new' } });
    fireEvent.click(within(dialog).getByText('Conversion approved'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const reveal = await screen.findByRole('alertdialog');
    expect(within(reveal).getByTestId('webhook-secret').textContent).toBe(SECRET);
    expect(calls.find((c) => c.key === 'POST /api/user/adv/webhooks')?.body).toEqual({
      url: 'https://hooks.example.com/new',
      events: ['conversion.approved'],
    });
    fireEvent.click(within(reveal).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('replays the newest failed delivery from the palette intent, and sends a test event from its button', async () => {
    const { calls } = mount({
      path: '/account-setting/webhooks?webhook=replay',
      deliveries: [delivery({ id: 12 }), delivery({ id: 9, status: 'failed', response_status: 500 })],
    });
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/user/adv/webhooks/deliveries/9/replay'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/user/adv/webhooks/1/test'));
  });

  it('shows no management buttons without full access to brand account', async () => {
    mount({ role: 'technical' });
    await screen.findByTestId('webhook-endpoints');
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replay' })).toBeNull();
    expect(document.body.textContent).toContain('Only the account owner');
  });
});
