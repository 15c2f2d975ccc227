import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { createSessionRuntime } from '../../api/session.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import { Providers } from '../Providers.tsx';
import { ReportTable, type ReportTableProps } from './ReportTable.tsx';
import { syntheticSource, type Filters, type ReportSource, type SyntheticRow } from './source.ts';
import { json, SYNTHETIC_COLUMNS } from '../../../tests/support/dom/table.tsx';

afterEach(cleanup);

/**
 * Bug (issue 6): a filter change reset the row store but not the table around it — the scroll
 * position, the active row and the page stayed, so the new query was fetched from where the old one
 * had been scrolled to (a keyset source walked every page up to there) instead of its first page.
 */
type Fetch = { cursor: string | null; filters: Filters };

/** A keyset-only source (no cursorAt): reaching row n means walking every page before it. */
function keysetSource(total: number) {
  const fetches: Fetch[] = [];
  const base = syntheticSource(total, { onFetch: (cursor, _sort, filters) => fetches.push({ cursor, filters }) });
  const source: ReportSource<SyntheticRow> = { fetchPage: (...args) => base.fetchPage(...args) };
  return { source, fetches };
}

/** ReportTable with a filter the test changes, as a report's filter bar does. */
function renderWithFilter(props: Omit<ReportTableProps<SyntheticRow>, 'filters'>) {
  const fetch = (async () => json({ message: 'not found', code: 'not_found', errors: [] }, 404)) as typeof globalThis.fetch;
  const runtime = createSessionRuntime({
    fetch,
    tokens: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: 7, email: 'o@demo.test' } }),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  function Harness() {
    const [offer, setOffer] = useState('1');
    return (
      <>
        <button type="button" onClick={() => setOffer('2')}>
          Offer 2 only
        </button>
        <ReportTable {...props} filters={{ offer_id: offer }} />
      </>
    );
  }
  render(
    <Providers runtime={runtime} queryClient={queryClient} locale="en">
      <Harness />
    </Providers>,
  );
  return {
    grid: () => screen.getByRole('grid'),
    change: () =>
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Offer 2 only' }));
      }),
  };
}

const scrollTo = (top: number) =>
  act(() => {
    const scroller = screen.getByRole('grid').parentElement!;
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });
const activeRowIndex = (grid: HTMLElement) =>
  document
    .getElementById(grid.getAttribute('aria-activedescendant') ?? '')
    ?.closest('[role="row"]')
    ?.getAttribute('aria-rowindex');

describe('ReportTable: a filter change starts the new query from its first page', () => {
  it('scroll mode: drops the scroll position, the active row and the walk, and asks for cursor null', async () => {
    const { source, fetches } = keysetSource(100_000);
    const { grid, change } = renderWithFilter({ report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source });
    await screen.findByText('Offer 1');
    // walk down to row ~600 and put the active row there
    for (const top of [150, 250, 350, 450, 550, 600]) {
      await scrollTo(top * 32);
      await waitFor(() => expect(fetches.some((f) => Number(f.cursor) >= Math.floor(top / 100) * 100)).toBe(true));
    }
    act(() => {
      grid().focus();
      fireEvent.keyDown(grid(), { key: 'PageDown' });
    });
    const before = fetches.length;

    await change();
    // the browser reports the scroll back to the top after the reset
    await act(async () => {
      fireEvent.scroll(grid().parentElement!);
    });
    await screen.findByText('Offer 1');
    const after = fetches.slice(before);
    expect(after.every((f) => f.filters.offer_id === '2')).toBe(true);
    // the first page and one ahead: no walk towards the old position
    await waitFor(() => expect(after.map((f) => f.cursor)).toEqual([null, '100']));
    expect(grid().parentElement!.scrollTop).toBe(0);
    expect(activeRowIndex(grid())).toBe('3'); // the first body row (after 2 header rows)
  }, 20_000);

  it('pages mode: goes back to page 1', async () => {
    const { source, fetches } = keysetSource(1000);
    const { change } = renderWithFilter({ report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source, mode: 'pages' });
    await screen.findByText('Offer 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 3 of 40');
    const before = fetches.length;

    await change();
    await screen.findByText('Page 1 of 40');
    await screen.findByText('Offer 1');
    expect(fetches.slice(before).map((f) => [f.cursor, f.filters.offer_id])).toEqual([[null, '2']]);
  }, 20_000);
});
