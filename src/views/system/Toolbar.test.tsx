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

  describe('fold (decision 065)', () => {
    const onRemove = vi.fn();
    const fold = {
      summary: 'Filters (1)',
      chips: [{ key: 'status', label: 'Status: Active', onRemove }],
      removeLabel: (c: { label: string }) => `Remove filter ${c.label}`,
    };
    const bar = () =>
      render(
        <Toolbar role="search" aria-label="Filters" fold={fold} filters={<TextField label="Search" />} actions={<Button>Export</Button>} />,
      );

    it('folds the filters behind one "Filters (n)" button, open on a wide screen, with the active ones as removable chips', () => {
      bar();
      const toggle = screen.getByRole('button', { name: 'Filters (1)' });
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(panel.contains(screen.getByLabelText('Search'))).toBe(true);
      expect(screen.getByRole('list', { name: 'Filters (1)' }).textContent).toContain('Status: Active');
      fireEvent.click(screen.getByRole('button', { name: 'Remove filter Status: Active' }));
      expect(onRemove).toHaveBeenCalledTimes(1);
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(panel.hidden).toBe(true);
      // the chips and the actions stay while the fields are folded
      expect(screen.getByText('Status: Active')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    });

    it('starts closed on a phone', () => {
      const wide = window.matchMedia;
      window.matchMedia = ((q: string) => ({ ...wide.call(window, q), matches: false })) as typeof window.matchMedia;
      try {
        bar();
        const toggle = screen.getByRole('button', { name: 'Filters (1)' });
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(true);
      } finally {
        window.matchMedia = wide;
      }
    });

    it("a filter form's Apply and Clear fold with its fields (they act on them); a plain bar's actions stay", () => {
      render(
        <Toolbar
          role="search"
          aria-label="Filters"
          fold={fold}
          onSubmit={() => undefined}
          filters={<TextField label="Search" />}
          actions={<Button>Apply</Button>}
        />,
      );
      const toggle = screen.getByRole('button', { name: 'Filters (1)' });
      const apply = screen.getByRole('button', { name: 'Apply' });
      expect(apply.closest('[hidden]')).toBeNull();
      fireEvent.click(toggle);
      expect(apply.closest('[hidden]')).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
      fireEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    });
  });
});
