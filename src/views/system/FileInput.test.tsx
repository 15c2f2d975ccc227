import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { FileInput } from './FileInput.tsx';

it('is the labelled file input, with our face (hidden from assistive technology) instead of the browser’s text', () => {
  const picked = vi.fn();
  render(
    <label>
      Choose a ledger file
      <FileInput face="Duyệt tệp…" accept=".csv" onChange={(e) => picked(e.currentTarget.files?.[0]?.name)} />
    </label>,
  );
  const input = screen.getByLabelText('Choose a ledger file', { exact: false });
  expect(input.getAttribute('type')).toBe('file');
  expect(input.getAttribute('accept')).toBe('.csv');
  const face = screen.getByText('Duyệt tệp…');
  expect(face.getAttribute('aria-hidden')).toBe('true');
  expect(face.previousElementSibling).toBe(input);
  fireEvent.change(input, { target: { files: [new File(['x'], 'ledger.csv', { type: 'text/csv' })] } });
  expect(picked).toHaveBeenCalledWith('ledger.csv');
});
