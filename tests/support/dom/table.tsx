import { render } from '@testing-library/react';
import { createQueryClient } from '../../../src/api/query-client.ts';
import { createSessionRuntime } from '../../../src/api/session.ts';
import { createMemoryTokenStore } from '../../../src/api/token-store.ts';
import { Providers } from '../../../src/views/Providers.tsx';
import type { ReportColumn } from '../../../src/views/table/columns.ts';
import { ListTable, type ListTableProps } from '../../../src/views/table/ListTable.tsx';
import { ReportTable, type ReportTableProps } from '../../../src/views/table/ReportTable.tsx';
import type { SyntheticRow } from '../../../src/views/table/source.ts';

/** Test support: ReportTable inside the app's providers, over a fake API (`METHOD /path` → answer). */
export type Routes = Record<string, (url: URL, init: RequestInit) => Response | Promise<Response>>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const SYNTHETIC_COLUMNS: ReportColumn<SyntheticRow>[] = [
  { key: 'id', header: 'Id', value: (r) => String(r.id), numeric: true, sortable: true },
  { key: 'day', header: 'Day', value: (r) => r.day, sortable: true },
  { key: 'offer', header: 'Offer', value: (r) => r.offer },
  { key: 'clicks', header: 'Clicks', value: (r) => String(r.clicks), numeric: true, sortable: true },
];

export function renderTable<Row>(props: ReportTableProps<Row>, routes: Routes = {}) {
  const calls: { key: string; url: URL; init: RequestInit }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    calls.push({ key, url, init });
    const answer = routes[key];
    if (answer) return answer(url, init);
    return json({ message: 'not found', code: 'not_found', errors: [] }, 404);
  }) as typeof globalThis.fetch;
  const tokens = createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'r', user: { id: 7, email: 'owner@demo.test' } });
  const runtime = createSessionRuntime({ fetch, tokens });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <Providers runtime={runtime} queryClient={queryClient} locale="en">
      <ReportTable {...props} />
    </Providers>,
  );
  const grid = () => view.getByRole('grid');
  return { ...view, calls, grid, runtime };
}

/** ListTable inside the app's providers (it reads the language); no API calls. */
export function renderListTable<Row>(props: ListTableProps<Row>, locale: 'en' | 'vi' = 'en') {
  const fetch = (async () => json({ message: 'not found', code: 'not_found', errors: [] }, 404)) as typeof globalThis.fetch;
  const tokens = createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'r', user: { id: 7, email: 'owner@demo.test' } });
  return render(
    <Providers runtime={createSessionRuntime({ fetch, tokens })} queryClient={createQueryClient()} locale={locale}>
      <ListTable {...props} />
    </Providers>,
  );
}

/**
 * A layout for happy-dom, which has none: the list table's box is `box` px wide and a table is 100 px
 * per column it shows. Returns the function that puts the real (empty) layout back.
 */
export function fakeTableLayout(box: number): () => void {
  const proto = HTMLElement.prototype;
  const client = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
  const offset = Object.getOwnPropertyDescriptor(proto, 'offsetWidth');
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('data-slot') === 'table-scroll' ? box : 0;
    },
  });
  Object.defineProperty(proto, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'TABLE' ? this.querySelectorAll('thead th').length * 100 : 0;
    },
  });
  return () => {
    if (client) Object.defineProperty(proto, 'clientWidth', client);
    if (offset) Object.defineProperty(proto, 'offsetWidth', offset);
  };
}
