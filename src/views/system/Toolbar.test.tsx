import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { TextField } from './TextField.tsx';
import { Toolbar } from './Toolbar.tsx';
import * as css from './toolbar.css.ts';

afterEach(cleanup);

const parts = (bar: HTMLElement) => [...bar.children].map((c) => c.getAttribute('data-part'));

describe('Toolbar', () => {
  it('puts the filters first on their grid, then the actions, in a form that submits on Enter', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Toolbar
        role="search"
        aria-label="Filters"
        onSubmit={onSubmit}
        filters={
          <>
            <TextField label="Search" />
            <TextField label="Offer" />
          </>
        }
        actions={
          <Button type="submit" tone="primary">
            Apply
          </Button>
        }
      />,
    );
    const bar = screen.getByRole('search', { name: 'Filters' });
    expect(bar.tagName).toBe('FORM');
    expect(bar.className).toContain(css.bar);
    expect(bar.className).not.toContain(css.single);
    expect(parts(bar)).toEqual(['filters', 'actions']);
    const [filters, actions] = [...bar.children] as HTMLElement[];
    expect(filters!.className).toBe(css.filters);
    // each field is one track of the filters' grid: a direct child, in the order given
    expect([...filters!.children].map((c) => c.textContent)).toEqual(['Search', 'Offer']);
    expect(actions!.className).toBe(css.actions);
    expect(actions!.textContent).toBe('Apply');

    fireEvent.submit(screen.getByLabelText('Search'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is one track when it has only actions (no empty filters part), and sets no role of its own', () => {
    const { container } = render(<Toolbar actions={<Button>Invite</Button>} />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar.tagName).toBe('DIV');
    expect(bar.getAttribute('role')).toBeNull();
    expect(bar.className).toContain(css.single);
    expect(parts(bar)).toEqual(['actions']);
  });

  it('shows a status line where the filters go, before the actions', () => {
    render(<Toolbar role="toolbar" aria-label="Selection" status="3 selected" actions={<Button>Approve</Button>} />);
    const bar = screen.getByRole('toolbar', { name: 'Selection' });
    expect(parts(bar)).toEqual(['filters', 'actions']);
    expect(bar.firstElementChild!.textContent).toBe('3 selected');
  });
});
