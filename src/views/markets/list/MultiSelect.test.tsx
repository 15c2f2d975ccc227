import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiSelect } from './MultiSelect.tsx';

afterEach(cleanup);

function renderSelect(loading?: string) {
  render(
    <MultiSelect
      label="Verticals"
      options={[]}
      value={[]}
      onChange={() => {}}
      placeholder="Any"
      chosen={(n) => `${n} chosen`}
      loading={loading}
    />,
  );
  return screen.getByRole('button', { name: /Verticals/ });
}

/** Enter on a filter whose options have not arrived yet (a slow /api/common/meta) must not be swallowed. */
describe('MultiSelect before its options load', () => {
  it('opens on Enter and says it is loading', async () => {
    const button = renderSelect('Loading…');
    button.focus();
    await act(() => void fireEvent.keyDown(button, { key: 'Enter' }));
    expect((await screen.findByRole('listbox')).textContent).toBe('Loading…');
  });

  it('without loading text an empty list stays closed (nothing to choose)', async () => {
    const button = renderSelect();
    button.focus();
    await act(() => void fireEvent.keyDown(button, { key: 'Enter' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
