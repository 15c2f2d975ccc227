import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../system/Button.tsx';
import { DeferredPart, DeferredTrigger, deferredModule } from './deferred-module.tsx';

afterEach(cleanup);

/** A module whose import waits until `release()`; `imports` counts how often it was asked for. */
function heldModule<M>(module: M) {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const counter = { imports: 0 };
  const handle = deferredModule(async () => {
    counter.imports += 1;
    await arrived;
    return module;
  });
  return { handle, counter, release: () => act(release) };
}

const overlays = {
  AccountMenu: ({ trigger }: { trigger: ReactElement }) => (
    <MenuTrigger>
      {trigger}
      <Popover>
        <Menu aria-label="Account">
          <MenuItem id="settings">Settings</MenuItem>
          <MenuItem id="logout">Log out</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  ),
  Notice: ({ text }: { text: string }) => <p>{text}</p>,
};

describe('DeferredPart', () => {
  it('shows the fallback until the module came; `needed` asks for it at once instead of on idle', async () => {
    const { handle, counter, release } = heldModule(overlays);
    render(<DeferredPart module={handle} needed fallback={<p>loading</p>} render={(m) => <m.Notice text="ready" />} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(counter.imports).toBe(1);
    await release();
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a provided module renders at once; a failed import is tried again', async () => {
    let attempts = 0;
    const flaky = deferredModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return overlays;
    });
    await expect(flaky.load()).rejects.toThrow('offline');
    await expect(flaky.load()).resolves.toBe(overlays);

    const eager = deferredModule<typeof overlays>(() => new Promise(() => undefined));
    eager.provide(overlays);
    render(<DeferredPart module={eager} render={(m) => <m.Notice text="at once" />} />);
    expect(screen.getByText('at once')).toBeTruthy();
  });
});

describe('DeferredTrigger', () => {
  const trigger = <Button>Account</Button>;

  it('before its module came the button says it opens a menu, closed; a press is replayed on the real trigger once it is there', async () => {
    const { handle, counter, release } = heldModule(overlays);
    render(<DeferredTrigger module={handle} popup="menu" trigger={trigger} render={(m, t) => <m.AccountMenu trigger={t} />} />);
    const placeholder = screen.getByRole('button', { name: 'Account' });
    expect(placeholder.getAttribute('aria-haspopup')).toBe('true');
    expect(placeholder.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(placeholder);
    expect(counter.imports).toBe(1);
    expect(screen.queryByRole('menu')).toBeNull();
    await release();
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Log out');
    // focus went into the menu, and the trigger is marked open
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('button', { name: 'Account', hidden: true }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a dialog trigger does not claim a menu; with its module there it is the real trigger at once', async () => {
    const { handle, release } = heldModule(overlays);
    render(<DeferredTrigger module={handle} popup="dialog" trigger={trigger} render={(m, t) => <m.AccountMenu trigger={t} />} />);
    expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-haspopup')).toBeNull();
    await release();
    // loaded on idle without a press: nothing opens by itself
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('a placeholder that has focus when the module arrives hands it to the real trigger (the next Enter opens it)', async () => {
    const { handle, release } = heldModule(overlays);
    render(<DeferredTrigger module={handle} popup="menu" trigger={trigger} render={(m, t) => <m.AccountMenu trigger={t} />} />);
    const placeholder = screen.getByRole('button', { name: 'Account' });
    act(() => placeholder.focus());
    expect(document.activeElement).toBe(placeholder);
    handle.load().catch(() => undefined);
    await release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-expanded')).toBe('false'));
    const real = screen.getByRole('button', { name: 'Account' });
    expect(real).not.toBe(placeholder);
    expect(document.activeElement).toBe(real);
  });
});
