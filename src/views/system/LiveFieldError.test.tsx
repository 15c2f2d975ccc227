import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField.tsx';

afterEach(cleanup);

describe('field errors are announced (issue 15)', () => {
  it('the error appears inside a polite live region that was there before it, and still describes the input', () => {
    const { rerender } = render(<TextField label="Offer name" />);
    const region = document.querySelector('[aria-live="polite"]')!;
    expect(region).not.toBeNull();
    expect(region.textContent).toBe('');
    rerender(<TextField label="Offer name" isInvalid errorMessage="Offer name is required." />);
    expect(document.querySelector('[aria-live="polite"]')).toBe(region); // the same region, now with text
    expect(region.textContent).toBe('Offer name is required.');
    const input = screen.getByRole('textbox', { name: 'Offer name' });
    expect(input.getAttribute('aria-describedby')).toContain(region.firstElementChild!.id);
  });
});
