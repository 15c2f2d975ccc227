import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField.tsx';

afterEach(cleanup);

describe('NumberField', () => {
  it('groups thousands the USD way and keeps up to 4 decimals', () => {
    const onDecimalChange = vi.fn();
    render(<NumberField label="Budget" defaultValue={1234567.891} onDecimalChange={onDecimalChange} />);
    const input = screen.getByRole('textbox', { name: 'Budget' }) as HTMLInputElement;
    expect(input.value).toBe('1,234,567.891');
    fireEvent.change(input, { target: { value: '2500.123456' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2,500.1235');
    expect(onDecimalChange).toHaveBeenLastCalledWith('2500.1235');
  });

  it('uses dot thousands and comma decimals for VND', () => {
    render(<NumberField label="Price" currency="VND" defaultValue={25000000.5} />);
    const input = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    expect(input.value).toBe('25.000.000,5');
  });

  it('marks the field invalid and shows the error text', () => {
    render(<NumberField label="Rate" errorMessage="Must be at least 1." />);
    expect(screen.getByText('Must be at least 1.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Rate' }).getAttribute('aria-invalid')).toBe('true');
  });
});
