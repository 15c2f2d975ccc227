import { cleanup, render, screen } from '@testing-library/react';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { createSessionRuntime } from '../../api/session.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import { Providers } from '../Providers.tsx';
import { InviteDialog, inviteLink } from './InviteDialog.tsx';
import { inviteOpenAtom } from '../../atoms/shell.ts';
import { makeMe } from '../../../tests/support/dom/app.tsx';

afterEach(cleanup);
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function Open() {
  const set = useSetAtom(inviteOpenAtom);
  useEffect(() => set(true), [set]);
  return <InviteDialog />;
}

function renderDialog(items: { id: number; name: string }[]) {
  const me = makeMe('owner', { currency: 'VND' });
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === '/api/user/me') return json({ data: me });
    if (url.pathname === '/api/offers/invite-offers')
      return json({ data: { items: items.map((o) => ({ ...o, short_code: null, created_at: '2026-03-01T00:00:00Z' })) } });
    if (url.pathname === '/api/offers/update-short-code') return json({ data: { short_code: 'ab12' } });
    return new Response('{}', { status: 404 });
  }) as typeof globalThis.fetch;
  const runtime = createSessionRuntime({
    fetch,
    tokens: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } }),
  });
  render(
    <Providers runtime={runtime} queryClient={createQueryClient()} locale="en">
      <Open />
    </Providers>,
  );
  return calls;
}

describe('invite-link dialog', () => {
  it('builds <origin>/go/<code>?currency=<currency>', () => {
    expect(inviteLink('https://app.test', 'ab12', 'VND')).toBe('https://app.test/go/ab12?currency=VND');
  });

  it('keeps Copy disabled while no offer is chosen', async () => {
    const calls = renderDialog([]);
    await screen.findByText('No public active offers yet.');
    expect(calls).toContain('GET /api/offers/invite-offers');
    const copy = screen.getByRole('button', { name: 'Copy link' });
    expect(copy.hasAttribute('disabled') || copy.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByText('Choose an offer first.')).toBeTruthy();
  });
});
