import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableScroll } from './TableScroll.tsx';

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
});
