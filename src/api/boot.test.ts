import { describe, expect, it } from 'vitest';
import { makeMe } from '../../tests/support/fixtures/me.ts';
import { meQuery } from './auth.ts';
import { prefetchSession } from './boot.ts';
import { createQueryClient } from './query-client.ts';
import { createSessionRuntime } from './session.ts';
import { createMemoryTokenStore } from './token-store.ts';

function boot(stored: boolean) {
  const me = makeMe('owner');
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${new URL(String(input), 'http://app.test').pathname}`);
    return new Response(JSON.stringify({ data: me }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const tokens = createMemoryTokenStore(stored ? { accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } } : {});
  const runtime = createSessionRuntime({ fetch, tokens });
  const queryClient = createQueryClient();
  prefetchSession(queryClient, runtime);
  return { me, calls, queryClient };
}

describe('prefetchSession (what main.tsx asks for before the first render)', () => {
  it('with a stored session asks for the profile at once, into the query the shell reads', async () => {
    const { me, calls, queryClient } = boot(true);
    expect(calls).toEqual(['GET /api/user/me']);
    await expect.poll(() => queryClient.getQueryData(meQuery().queryKey)).toEqual(me);
  });

  it('signed out asks for nothing', async () => {
    const { calls } = boot(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });
});
