import type { DiscountDetailRow, DiscountFigures, DiscountOverviewRow } from '../../../domain/reports/discount-program.ts';
import type { LL } from '../../../i18n/translate.ts';
import type { Formats } from '../../app/formats.ts';
import type { ReportColumn } from '../../table/columns.ts';

/** The discount-program report's columns (decision 085): the row's subject, then its figures. */
const MONEY = ['sale_amount', 'discount', 'commission'] as const;

function figureColumns<Row extends DiscountFigures>(ll: LL, fmt: Formats): ReportColumn<Row>[] {
  const figure = (key: keyof DiscountFigures, value: (r: Row) => string, priority: 1 | 2): ReportColumn<Row> => ({
    key,
    header: ll.reports.columns[key](),
    value,
    priority,
    numeric: true,
    sortable: true,
    width: 130,
  });
  return [
    figure('conversions', (r) => fmt.number(String(r.conversions), 0), 1),
    figure('usage', (r) => fmt.number(String(r.usage), 0), 1),
    ...MONEY.map((key) => figure(key, (r) => fmt.money(r[key]), key === 'discount' ? 1 : 2)),
  ];
}

export function overviewColumns(ll: LL, fmt: Formats): ReportColumn<DiscountOverviewRow>[] {
  return [
    { key: 'name', header: ll.reports.columns.program(), value: (r) => r.name, sortable: true, width: 220, pin: true },
    { key: 'offer', header: ll.reports.columns.offer(), value: (r) => r.offer.name, width: 180, priority: 3 },
    {
      key: 'clicks',
      header: ll.reports.columns.clicks(),
      value: (r) => fmt.number(String(r.clicks), 0),
      numeric: true,
      sortable: true,
      width: 110,
    },
    ...figureColumns<DiscountOverviewRow>(ll, fmt),
  ];
}

export function detailColumns(ll: LL, fmt: Formats): ReportColumn<DiscountDetailRow>[] {
  return [
    { key: 'date', header: ll.reports.columns.date(), value: (r) => r.date, sortable: true, width: 120 },
    { key: 'code', header: ll.reports.columns.code(), value: (r) => r.code, sortable: true, width: 160, pin: true },
    { key: 'partner', header: ll.reports.columns.partner(), value: (r) => r.partner_name, sortable: true, width: 180 },
    { key: 'program', header: ll.reports.columns.program(), value: (r) => r.program_name, width: 180, priority: 3 },
    ...figureColumns<DiscountDetailRow>(ll, fmt),
  ];
}

/** The sticky totals row as text. */
export function totalsText(t: DiscountFigures & { clicks?: number }, fmt: Formats): Record<string, string> {
  return {
    ...(t.clicks === undefined ? {} : { clicks: fmt.number(String(t.clicks), 0) }),
    conversions: fmt.number(String(t.conversions), 0),
    usage: fmt.number(String(t.usage), 0),
    sale_amount: fmt.money(t.sale_amount),
    discount: fmt.money(t.discount),
    commission: fmt.money(t.commission),
  };
}
