import { FIGURE_KEYS, type Figures } from '../../../src/domain/reports/schema.ts';

/** Test support for the report screens: answers shaped like the report API's. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function figures(over: Partial<Figures> = {}): Figures {
  const base = Object.fromEntries(FIGURE_KEYS.map((k) => [k, 0])) as unknown as Figures;
  for (const k of ['payout', 'revenue', 'sale_amount', 'approved_payout', 'approved_revenue', 'profit', 'cr', 'epc'] as const)
    base[k] = '0';
  return { ...base, ...over };
}

export const META = {
  time_zone: 'UTC',
  from: '03/01/2026',
  to: '03/30/2026',
  previous_from: '01/30/2026',
  previous_to: '02/28/2026',
  days: 30,
  delay_minutes: 0,
};

export function performanceAnswer(
  rows: { id: number; name: string; now: Partial<Figures>; before: Partial<Figures> }[],
  totalRow = rows.length,
) {
  const items = rows.map((r) => ({ ...figures(r.now), id: r.id, name: r.name, uuid: null, previous: figures(r.before) }));
  const sum = (pick: (r: (typeof rows)[number]) => Partial<Figures>) =>
    figures({
      clicks: rows.reduce((s, r) => s + (pick(r).clicks ?? 0), 0),
      conversions: rows.reduce((s, r) => s + (pick(r).conversions ?? 0), 0),
    });
  return {
    data: {
      items,
      paging: { current_page: 1, limit: 25, total_row: totalRow, total_page: Math.max(1, Math.ceil(totalRow / 25)) },
      totals: { current: sum((r) => r.now), previous: sum((r) => r.before) },
      meta: META,
    },
  };
}
