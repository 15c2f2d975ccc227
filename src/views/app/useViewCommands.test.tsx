import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCommands, scoped } from '../../commands/app-registry.ts';
import { useViewCommands } from './useViewCommands.ts';

interface Counter {
  count: number;
  bump(): void;
  submit(): void;
}
const counterCommands = scoped<Counter>('testPage', (view) => [
  { id: 'test.keys.bump', title: 'Bump', group: 'navigation', shortcut: 'j', pageKey: true, run: () => view().bump() },
  { id: 'test.keys.submit', title: 'Submit', group: 'actions', shortcut: 'mod+enter', pageKey: true, run: () => view().submit() },
  {
    id: 'test.count',
    title: 'Count',
    group: 'actions',
    blocked: () => (view().count > 0 ? null : 'errors.permissionDeniedAction'),
    run: () => undefined,
  },
]);

function Page({ count, bump, submit, overlay }: Counter & { overlay?: string }) {
  useViewCommands(counterCommands, { count, bump, submit });
  return (
    <div>
      <button type="button">a button</button>
      <div role="region">
        <input aria-label="field" />
      </div>
      {overlay && <div role={overlay} />}
    </div>
  );
}

afterEach(cleanup);

function KeyedPage({ count, changes }: { count: number; changes?: string }) {
  useViewCommands(counterCommands, { count, bump: () => undefined, submit: () => undefined }, changes);
  return null;
}

describe('useViewCommands', () => {
  it('tells the registry (so an open palette lists again) when the key of what its commands read moves, and only then', () => {
    const { rerender } = render(<KeyedPage count={0} changes="" />);
    const listener = vi.fn();
    const stop = appCommands.subscribe(listener);
    // a new view object with the same key: nothing to tell
    rerender(<KeyedPage count={1} changes="" />);
    expect(listener).not.toHaveBeenCalled();
    rerender(<KeyedPage count={1} changes="7:Beauty" />);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('registers the listed factory with its scope while mounted, reading the latest view', () => {
    const { rerender, unmount } = render(<Page count={0} bump={vi.fn()} submit={vi.fn()} />);
    const count = appCommands.get('test.count')!;
    expect(count.scope).toBe('testPage');
    expect(appCommands.activeScopes()).toContain('testPage');
    expect(appCommands.availability(count, { user: null, flags: {}, navigate: vi.fn(), openPage: vi.fn() }).enabled).toBe(false);
    rerender(<Page count={2} bump={vi.fn()} submit={vi.fn()} />);
    expect(appCommands.availability(count, { user: null, flags: {}, navigate: vi.fn(), openPage: vi.fn() }).enabled).toBe(true);
    unmount();
    expect(appCommands.get('test.count')).toBeUndefined();
  });

  it('runs its page keys unless an overlay is open or the key is typed in a field; Ctrl/⌘ chords work in a field', () => {
    const bump = vi.fn();
    const submit = vi.fn();
    const { rerender, getByLabelText } = render(<Page count={1} bump={bump} submit={submit} />);
    act(() => void fireEvent.keyDown(document.body, { key: 'j' }));
    expect(bump).toHaveBeenCalledTimes(1);
    act(() => void fireEvent.keyDown(getByLabelText('field'), { key: 'j' }));
    expect(bump).toHaveBeenCalledTimes(1);
    const mac = /Mac|iPhone|iPad/.test(navigator.platform);
    act(() => void fireEvent.keyDown(getByLabelText('field'), { key: 'Enter', ctrlKey: !mac, metaKey: mac }));
    expect(submit).toHaveBeenCalledTimes(1);
    for (const overlay of ['dialog', 'menu', 'listbox', 'alertdialog']) {
      rerender(<Page count={1} bump={bump} submit={submit} overlay={overlay} />);
      act(() => void fireEvent.keyDown(document.body, { key: 'j' }));
    }
    expect(bump).toHaveBeenCalledTimes(1);
  });

  it('a second mount of the same factory registers nothing (one owner at a time)', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        <Page count={1} bump={first} submit={vi.fn()} />
        <Page count={1} bump={second} submit={vi.fn()} />
      </>,
    );
    act(() => void fireEvent.keyDown(document.body, { key: 'j' }));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0]);
  });
});
