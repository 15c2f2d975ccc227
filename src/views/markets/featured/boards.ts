import type { FeaturedBoard } from '../../../commands/featured.ts';
import type { Featured } from '../../../domain/markets/contract.ts';
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts';
import type { Formats } from '../../app/useFormat.ts';
import type { ChartPoint } from '../../system/charts/types.ts';

/**
 * Featured boards as what the page draws (docs/decisions/055): each board becomes bar (or line) points,
 * the rows of its hidden data table and the partners it links to. Pure, so the dom test and the page
 * read the same model. Vertical and country ids are named from the reference lists; an id the list
 * lacks reads "Unknown (id)" rather than vanishing.
 */
export interface BoardModel {
  key: FeaturedBoard;
  kind: 'bar' | 'line';
  points: ChartPoint[];
  head: string[];
  rows: string[][];
  /** partners the board links to, in rank order */
  links: { id: number; name: string; text: string }[];
}

export type Names = (id: number) => string | undefined;

const PARTNER_BOARDS = [
  'top_publishers',
  'partner_suggestions',
  'top_talent',
  'top_conversion_acceptance',
  'top_high_performance',
  'top_paid_traffic',
] as const satisfies readonly FeaturedBoard[];

/** How each partner board's figure reads: a count, a score, a percent or an EPC (separators by the brand's currency). */
const formats = (fmt: Formats): Record<(typeof PARTNER_BOARDS)[number], (v: number) => string> => ({
  top_publishers: (v) => fmt.number(v, 0),
  partner_suggestions: (v) => fmt.number(v, 2),
  top_talent: (v) => fmt.number(v, 0),
  top_conversion_acceptance: (v) => fmt.percent(v, 2),
  top_high_performance: (v) => fmt.number(v, 4),
  top_paid_traffic: (v) => fmt.number(v, 0),
});

export function boardModels(data: Featured, LL: TranslationFunctions, verticals: Names, countries: Names, fmt: Formats): BoardModel[] {
  const C = LL.featured.columns;
  const int = (v: number) => fmt.number(v, 0);
  const FORMAT = formats(fmt);
  const ranked = (rows: readonly { id: number; value: number }[], names: Names, column: string, key: FeaturedBoard): BoardModel => {
    const points = rows.map((r, i) => {
      const name = names(r.id) ?? LL.featured.unknown({ id: r.id });
      return { key: String(r.id), label: name, tick: String(i + 1), value: r.value, text: int(r.value) };
    });
    return {
      key,
      kind: 'bar',
      points,
      head: [column, C.rank(), C.clicks()],
      rows: points.map((p, i) => [p.label, String(i + 1), p.text]),
      links: [],
    };
  };
  const partners = (key: (typeof PARTNER_BOARDS)[number]): BoardModel => {
    const rows = data[key];
    const points = rows.map((r, i) => ({
      key: String(r.partner_id),
      label: LL.featured.rankLabel({ rank: i + 1, name: r.display_name }),
      tick: String(i + 1),
      value: r.value,
      text: FORMAT[key](r.value),
    }));
    return {
      key,
      kind: 'bar',
      points,
      head: [C.partner(), C.value()],
      rows: points.map((p) => [p.label, p.text]),
      links: rows.map((r, i) => ({ id: r.partner_id, name: r.display_name, text: points[i]!.text })),
    };
  };
  const properties: BoardModel = (() => {
    const points = data.top_properties.map((r, i) => ({
      key: `${r.partner_id}-${i}`,
      label: LL.featured.propertyOf({ property: r.name, partner: r.display_name }),
      tick: String(i + 1),
      value: r.value,
      text: int(r.value),
    }));
    return {
      key: 'top_properties',
      kind: 'bar',
      points,
      head: [C.property(), C.rank(), C.value()],
      rows: points.map((p, i) => [p.label, String(i + 1), p.text]),
      links: data.top_properties.map((r, i) => ({ id: r.partner_id, name: r.display_name, text: points[i]!.label })),
    };
  })();
  const days = data.conversion_board.map((d) => {
    const label = fmt.date(d.day);
    return { key: d.day, label, tick: fmt.shortDay(d.day), value: d.clicks, text: int(d.clicks), conversions: int(d.conversions) };
  });
  const conversion: BoardModel = {
    key: 'conversion_board',
    kind: 'line',
    points: days.map(({ conversions: _, ...p }) => p),
    head: [C.date(), C.clicks(), C.conversions()],
    rows: days.map((d) => [d.label, d.text, d.conversions]),
    links: [],
  };
  return [
    ranked(data.top_verticals, verticals, C.vertical(), 'top_verticals'),
    ranked(data.top_geolocations, countries, C.country(), 'top_geolocations'),
    conversion,
    ...PARTNER_BOARDS.map(partners),
    properties,
  ];
}

/** Every partner the boards link to, once, in board order (the palette's "open featured partner"). */
export function listedPartners(models: readonly BoardModel[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const m of models) for (const l of m.links) if (!seen.has(l.id)) seen.set(l.id, l.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}
