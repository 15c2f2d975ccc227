import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast.tsx';
import { createToastQueue, showToast, TOAST_TIMEOUT_MS } from './toast-queue.ts';

describe('toast queue (spec 1 §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const titles = () => screen.queryAllByText(/^Toast \d$/).map((el) => el.textContent);

  it('shows at most 3, newest on top, and the hidden one appears when one closes', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} closeLabel="Close" />);
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast({ tone: 'info', title: `Toast ${n}` }, {}, queue);
    });
    expect(titles()).toEqual(['Toast 4', 'Toast 3', 'Toast 2']);
    act(() => queue.close(queue.visibleToasts[0]!.key));
    expect(titles()).toEqual(['Toast 3', 'Toast 2', 'Toast 1']);
  });

  it('closes a toast after 5 seconds, not before', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} closeLabel="Close" />);
    act(() => {
      showToast({ tone: 'error', title: 'Toast 1' }, {}, queue);
    });
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100));
    expect(titles()).toEqual(['Toast 1']);
    act(() => vi.advanceTimersByTime(200));
    expect(titles()).toEqual([]);
  });

  it('keeps a toast with timeout 0 and renders it in a live region', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} closeLabel="Close" />);
    act(() => {
      showToast({ tone: 'info', title: 'Toast 1', action: { label: 'Retry', onAction: () => {} } }, { timeout: 0 }, queue);
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(titles()).toEqual(['Toast 1']);
    expect(screen.getByRole('region')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
