import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComboBox } from './ComboBox.tsx';

afterEach(cleanup);

describe('ComboBox', () => {
  it('while its list is open, the hidden rest of the page is inert too (no focusable element in aria-hidden content)', async () => {
    render(
      <>
        <nav data-testid="outside">
          <a href="/offers">Offers</a>
        </nav>
        <button type="button">Columns…</button>
        <ComboBox label="Country" options={[{ id: 'vn', label: 'Vietnam' }]} />
      </>,
    );
    const outside = screen.getByTestId('outside');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Show suggestions/ })));
    await screen.findByRole('listbox');
    expect(outside.getAttribute('aria-hidden')).toBe('true');
    expect(outside.hasAttribute('inert')).toBe(true);
    // a focusable element hidden by itself, not only inside a hidden container
    const sibling = screen.getByText('Columns…');
    expect(sibling.getAttribute('aria-hidden')).toBe('true');
    expect(sibling.hasAttribute('inert')).toBe(true);
    await act(async () => fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(outside.hasAttribute('inert')).toBe(false);
    expect(sibling.hasAttribute('inert')).toBe(false);
  });
});
