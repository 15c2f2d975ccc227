import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scrollEdges, TableScroll } from './TableScroll.tsx';

afterEach(cleanup);

describe('TableScroll', () => {
  it('is a named region a keyboard user can tab to, holding the table', () => {
    render(
      <TableScroll label="Offers">
        <table aria-label="Offers">
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table', { name: 'Offers' }))).toBe(true);
    region.focus();
    expect(document.activeElement).toBe(region);
  });

  it('inside a section named by its heading, is a group named by that heading (no second landmark of the same name)', () => {
    render(
      <section aria-labelledby="t">
        <h2 id="t">Employees</h2>
        <TableScroll labelledBy="t">
          <table aria-labelledby="t">
            <tbody>
              <tr>
                <td>1</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </section>,
    );
    expect(screen.queryAllByRole('region', { name: 'Employees' })).toHaveLength(1);
    const group = screen.getByRole('group', { name: 'Employees' });
    expect(group.tabIndex).toBe(0);
  });

  it('knows which edges hide more of the table (the scroll cue), also scrolled part way', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ start: false, end: false });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({ start: false, end: true });
    expect(scrollEdges({ scrollLeft: 300, scrollWidth: 900, clientWidth: 300 })).toEqual({ start: true, end: true });
    expect(scrollEdges({ scrollLeft: 600, scrollWidth: 900, clientWidth: 300 })).toEqual({ start: true, end: false });
  });

  it('shows the cue while more lies past the end, and the start shade once scrolled', () => {
    const widths = { scrollWidth: 900, clientWidth: 300 };
    const proto = HTMLElement.prototype;
    const saved = ['scrollWidth', 'clientWidth'].map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const);
    for (const k of ['scrollWidth', 'clientWidth'] as const)
      Object.defineProperty(proto, k, {
        configurable: true,
        get(this: HTMLElement) {
          return this.getAttribute('data-slot') === 'table-scroll' ? widths[k] : 0;
        },
      });
    try {
      const { container } = render(
        <TableScroll label="Offers">
          <table aria-label="Offers">
            <tbody>
              <tr>
                <td>1</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>,
      );
      expect(container.querySelector('[data-scroll-cue="end"]')).not.toBeNull();
      expect(container.querySelector('[data-scroll-cue="start"]')).toBeNull();
      const region = screen.getByRole('region', { name: 'Offers' });
      region.scrollLeft = 600;
      act(() => {
        region.dispatchEvent(new Event('scroll'));
      });
      expect(container.querySelector('[data-scroll-cue="start"]')).not.toBeNull();
      expect(container.querySelector('[data-scroll-cue="end"]')).toBeNull();
    } finally {
      for (const [k, d] of saved) if (d) Object.defineProperty(proto, k, d);
    }
  });
});
