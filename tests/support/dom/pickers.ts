import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Test support: the two list calls behind the offer and partner pickers, answering as the server
 * does (name contains the text, or the exact id; offers by `ids` in the body). Records every call.
 */
const json = (body: unknown) =>
  new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
const page = <T>(items: T[]) => json({ items, paging: { current_page: 1, limit: 25, total_row: items.length, total_page: 1 } });
const matches = (name: string, id: number, q: string) => !q || name.toLowerCase().includes(q.toLowerCase()) || String(id) === q;

export interface Named {
  id: number;
  name: string;
}

export function pickerRoutes(offers: readonly Named[], partners: readonly Named[]) {
  const calls: { key: string; search: string; ids?: number[] }[] = [];
  const routes = {
    'POST /api/offers/list': (url: URL, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? '{}')) as { ids?: number[] };
      const q = url.searchParams.get('search_value') ?? '';
      calls.push({ key: 'offers', search: q, ...(body.ids ? { ids: body.ids } : {}) });
      const rows = body.ids ? offers.filter((o) => body.ids!.includes(o.id)) : offers.filter((o) => matches(o.name, o.id, q));
      return page(rows.map((o) => ({ id: o.id, name: o.name })));
    },
    'GET /api/partners': (url: URL) => {
      const q = url.searchParams.get('search') ?? '';
      calls.push({ key: 'partners', search: q });
      return page(partners.filter((p) => matches(p.name, p.id, q)).map((p) => ({ id: p.id, display_name: p.name })));
    },
  };
  return { routes, calls };
}

/** Types into a picker, waits for the server's matches, then takes `option` with the arrows and Enter. */
export async function pick(box: HTMLElement, text: string, option: string, expected?: string[]) {
  box.focus();
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
  await waitFor(() => expect(options()).toContain(option));
  if (expected) expect(options()).toEqual(expected);
  // arrows until the wanted option is the active one
  const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
  for (let i = 0; i < 10 && active() !== option; i++) fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(active()).toBe(option);
  fireEvent.keyDown(box, { key: 'Enter' });
}
