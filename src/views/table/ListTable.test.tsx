import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTableLayout, renderListTable } from '../../../tests/support/dom/table.tsx';
import type { ListColumn } from './ListTable.tsx';

interface Offer {
  id: number;
  name: string;
  status: string;
  payout: number;
  tags: string;
}
const ROWS: Offer[] = [
  { id: 1, name: 'Shopee Mega Sale', status: 'active', payout: 8, tags: 'retail' },
  { id: 2, name: 'Tiki Books', status: 'paused', payout: 6.5, tags: 'books' },
];
const onSort = vi.fn();
const onEdit = vi.fn();
const COLUMNS: ListColumn<Offer>[] = [
  { key: 'name', label: 'Name', role: 'name', value: (r) => r.name, sort: { direction: 'ascending', onSort } },
  // a column's own formatter: the table passes the raw value through it
  { key: 'status', label: 'Status', role: 'status', value: (r) => r.status, format: (v) => (v === 'active' ? 'Active' : 'Paused') },
  { key: 'payout', label: 'Payout', role: 'figure', value: (r) => r.payout, format: (v) => `${Number(v).toFixed(2)}%` },
  { key: 'id', label: 'ID', role: 'figure', priority: 3, value: (r) => r.id },
  { key: 'tags', label: 'Tags', value: (r) => r.tags },
  {
    key: 'actions',
    label: 'Actions',
    role: 'actions',
    cell: (r) => (
      <button type="button" onClick={() => onEdit(r.id)}>
        Edit {r.name}
      </button>
    ),
  },
];
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
  cleanup();
});

describe('ListTable', () => {
  it('is a named table of named columns: sort buttons with aria-sort, cells through the column formatter, the row name marked', () => {
    renderListTable({ label: 'Offers', columns: COLUMNS, rows: ROWS, rowKey: (r) => r.id, activeIndex: 1 });
    const table = screen.getByRole('table', { name: 'Offers' });
    expect(screen.getByRole('region', { name: 'Offers' }).tabIndex).toBe(0);
    expect(headers()).toEqual(['Name ▲', 'Status', 'Payout', 'ID', 'Tags', 'Actions']);
    const sorted = screen.getByRole('columnheader', { name: /Name/ });
    expect(sorted.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(sorted).getByRole('button'));
    expect(onSort).toHaveBeenCalledTimes(1);
    const [, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Tiki Books', 'Paused', '6.50%', '2', 'books', 'Edit Tiki Books']);
    expect(second!.getAttribute('data-active')).toBe('true');
    expect(second!.querySelector('[data-row-name]')?.textContent).toBe('Tiki Books');
    // a card labels its fields with the column's name
    expect(second!.querySelector('[data-column="payout"]')?.getAttribute('data-label')).toBe('Payout');
  });

  it('in a box too narrow, the columns of lowest priority give way (rightmost first), a note names them and brings them back', () => {
    restore = fakeTableLayout(600); // 6 columns × 100 px in 600: fits
    const first = renderListTable({ label: 'Offers', columns: COLUMNS, rows: ROWS, rowKey: (r) => r.id });
    expect(headers()).toHaveLength(6);
    expect(document.querySelector('[data-slot="fit-note"]')).toBeNull();
    first.unmount();
    restore();

    restore = fakeTableLayout(400); // 400 px: ID (priority 3) goes first, then Tags (priority 2, the rightmost)
    renderListTable({ label: 'Offers', columns: COLUMNS, rows: ROWS, rowKey: (r) => r.id, layout: 'pinned' });
    expect(headers()).toEqual(['Name ▲', 'Status', 'Payout', 'Actions']);
    expect(screen.getByText('2 columns hidden to fit: ID, Tags')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Show all columns' })));
    expect(headers()).toHaveLength(6);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Fit the table to the screen' })));
    expect(headers()).toEqual(['Name ▲', 'Status', 'Payout', 'Actions']);
  });

  it('on a phone a card list reads as cards: the name, status, figures and actions stay, priority 3 waits behind "Show all"', () => {
    restore = fakeTableLayout(343);
    renderListTable({ label: 'Offers', columns: COLUMNS, rows: ROWS, rowKey: (r) => r.id });
    const table = screen.getByRole('table', { name: 'Offers' });
    expect(table.getAttribute('data-layout')).toBe('cards');
    expect(headers()).toEqual(['Name ▲', 'Status', 'Payout', 'Tags', 'Actions']);
    expect(screen.getByText('1 column hidden to fit: ID')).toBeTruthy();
    // the actions are there, in every card
    fireEvent.click(screen.getByRole('button', { name: 'Edit Shopee Mega Sale' }));
    expect(onEdit).toHaveBeenCalledWith(1);
  });

  it('a table of figures never turns into cards: it keeps the name and lets the rest scroll', () => {
    restore = fakeTableLayout(250);
    renderListTable({ label: 'Today', columns: COLUMNS, rows: ROWS, rowKey: (r) => r.id, layout: 'pinned' });
    expect(screen.getByRole('table', { name: 'Today' }).getAttribute('data-layout')).toBe('pinned');
    // name, status and actions never give way; everything else did
    expect(headers()).toEqual(['Name ▲', 'Status', 'Actions']);
  });

  it('says it in Vietnamese too', () => {
    restore = fakeTableLayout(400);
    renderListTable({ label: 'Ưu đãi', columns: COLUMNS, rows: ROWS, rowKey: (r) => r.id, layout: 'pinned' }, 'vi');
    expect(screen.getByText('Đã ẩn 2 cột cho vừa màn hình: ID, Tags')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hiện mọi cột' })).toBeTruthy();
  });
});
