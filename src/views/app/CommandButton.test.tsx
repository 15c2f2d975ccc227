import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client.ts';
import { createSessionRuntime } from '../../api/session.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import { scoped } from '../../commands/app-registry.ts';
import { LEVEL } from '../../domain/permissions.ts';
import { Providers } from '../Providers.tsx';
import { makeMe } from '../../../tests/support/dom/app.tsx';
import { CommandButton, RowCommandButton } from './CommandButton.tsx';
import { useViewCommands } from './useViewCommands.ts';

afterEach(cleanup);

interface CounterView {
  count: number;
  bump(): void;
}

/** Two commands of a test page: one the view enables while below 2, one that needs a module the user lacks. */
const counterCommands = scoped<CounterView>('commandButtonTest', (view) => [
  {
    id: 'test.bump',
    title: 'Bump',
    group: 'actions',
    blocked: () => (view().count < 2 ? null : 'invoices.reasons.noInvoice'),
    run: () => view().bump(),
  },
  { id: 'test.secret', title: 'Secret', group: 'actions', permission: { module: 'payment', level: LEVEL.full }, run: () => undefined },
  { id: 'test.ask', title: 'Ask', group: 'actions', opens: 'dialog', run: () => undefined },
]);

function Counter() {
  const [count, setCount] = useState(0);
  useViewCommands(counterCommands, { count, bump: () => setCount(count + 1) });
  return (
    <>
      <p data-testid="count">{count}</p>
      <CommandButton command="test.bump">Bump</CommandButton>
      <CommandButton command="test.secret">Secret</CommandButton>
      <CommandButton command="test.ask">Ask</CommandButton>
      <RowCommandButton command="test.bump" onPress={() => setCount(10)}>
        Row bump
      </RowCommandButton>
      <RowCommandButton command="test.secret">Row secret</RowCommandButton>
    </>
  );
}

function mount() {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  // an employee with payment at 0: the secret command is not this user's
  const me = makeMe('affiliate_manager');
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/user/me') return json(200, { data: { ...me, permissions: { ...me.permissions, payment: 0 } } });
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const location = memoryLocation({ path: '/' });
  render(
    <Providers runtime={createSessionRuntime({ fetch, tokens })} queryClient={queryClient} locale="en">
      <Router hook={location.hook}>
        <Counter />
      </Router>
    </Providers>,
  );
}

describe('CommandButton (decision 097)', () => {
  it('names its command, runs it, and is enabled, disabled and explained by it — the words the palette shows', async () => {
    mount();
    const button = await screen.findByRole('button', { name: 'Bump' });
    expect(button.getAttribute('data-command')).toBe('test.bump');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
    // the view's state now disables the command: the button follows, saying why
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Open an invoice first.');
    expect(described?.hasAttribute('data-disabled-reason')).toBe(true);
    fireEvent.click(button);
    expect(screen.getByTestId('count').textContent).toBe('2');
  });

  it('says it opens a dialog when its command does (opens: dialog, decision 103), and only then', async () => {
    mount();
    const ask = await screen.findByRole('button', { name: 'Ask' });
    expect(ask.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('button', { name: 'Bump' }).hasAttribute('aria-haspopup')).toBe(false);
  });

  it('is not there while the palette would not list its command (the user lacks the module)', async () => {
    mount();
    await screen.findByRole('button', { name: 'Bump' });
    expect(screen.queryByRole('button', { name: 'Secret' })).toBeNull();
  });
});

describe('RowCommandButton (decision 098)', () => {
  it('names its row command and runs its own row action; absent while the palette would not list the command', async () => {
    mount();
    const row = await screen.findByRole('button', { name: 'Row bump' });
    expect([row.getAttribute('data-command'), row.hasAttribute('data-command-row')]).toEqual(['test.bump', true]);
    fireEvent.click(row);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('10'));
    // the page's command is now disabled (count ≥ 2); the row's button keeps its own state
    await waitFor(() => expect((screen.getByRole('button', { name: 'Bump' }) as HTMLButtonElement).disabled).toBe(true));
    expect((row as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Row secret' })).toBeNull();
  });
});
