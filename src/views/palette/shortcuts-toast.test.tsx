import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeToast, showToast } from '../system/toast-queue.ts';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
let shown: string | undefined;
afterEach(() => {
  if (shown) closeToast(shown);
  cleanup();
});

describe('shortcuts and toasts', () => {
  it('a visible toast does not take the keyboard: g o still opens offers', async () => {
    const app = renderApp({ path: '/', me: makeMe('owner') });
    await screen.findByRole('navigation', { name: 'Main menu' });
    act(() => {
      shown = showToast({ tone: 'success', title: 'Saved' });
    });
    await screen.findByText('Saved');
    await press('g');
    await press('o');
    await waitFor(() => expect(app.current()).toBe('/offers'));
  });
});
