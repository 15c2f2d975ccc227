import type { ConversionItem } from '../../../domain/reports/schema.ts';
import type { LL } from '../../../i18n/translate.ts';
import type { Formats } from '../../app/formats.ts';
import type { ReportColumn } from '../../table/columns.ts';

/** The page's date-time in UTC with seconds: the columns say "(UTC)" and the seconds matter to an analyst. */
export const utcTime = (iso: string | null | undefined, fmt: Formats) => (iso ? fmt.utcDateTime(iso) : '');

/** Every conversion field of spec 3 §3 as a column; keys are the `conversion` column settings'. */
export function conversionColumns(ll: LL, fmt: Formats): ReportColumn<ConversionItem>[] {
  const c = ll.reports.columns;
  const status = (s: string | null) => (s ? ((ll.reports.statuses as Record<string, (() => string) | undefined>)[s]?.() ?? s) : '');
  // a code the dictionary does not know yet shows as it is rather than nothing
  const paid = (s: string) => (ll.reports.paymentStatuses as Record<string, (() => string) | undefined>)[s]?.() ?? s;
  const fraud = (s: string) => (ll.fraud.levels as Record<string, (() => string) | undefined>)[s]?.() ?? s;
  const money = (key: 'sale_amount' | 'payout' | 'revenue' | 'adjustment'): ReportColumn<ConversionItem> => ({
    key,
    header: c[key](),
    numeric: true,
    value: (r) => fmt.money(r[key]),
    width: 120,
  });
  return [
    { key: 'conversion_id', header: c.conversion_id(), value: (r) => r.uuid, width: 300, pin: true, minWidth: 160 },
    { key: 'transaction_id', header: c.transaction_id(), value: (r) => r.transaction_id, width: 180, priority: 3 },
    { key: 'click_id', header: c.click_id(), value: (r) => String(r.click_id), numeric: true, width: 100 },
    { key: 'click_uuid', header: ll.reportViews.columns.click_uuid(), value: (r) => r.click_uuid, width: 300, priority: 3 },
    { key: 'click_at', header: c.click_at(), value: (r) => utcTime(r.click_at, fmt), width: 170 },
    // the only keyset-safe order (decision 024): newest or oldest first
    {
      key: 'created_at',
      header: c.created_at(),
      value: (r) => utcTime(r.created_at, fmt),
      sortable: true,
      width: 180,
      minWidth: 180,
      priority: 1,
    },
    { key: 'time_to_convert', header: c.time_to_convert(), value: (r) => String(r.time_to_convert), numeric: true, width: 150 },
    { key: 'modified_at', header: c.modified_at(), value: (r) => utcTime(r.modified_at, fmt), width: 170, priority: 3 },
    { key: 'offer', header: c.offer(), value: (r) => `${r.offer_name ?? ''} (${r.offer_id})`, width: 200, priority: 1 },
    { key: 'partner', header: c.partner(), value: (r) => `${r.partner_name ?? ''} (${r.partner_id})`, width: 200, priority: 1 },
    { key: 'event', header: c.event(), value: (r) => r.event_name ?? String(r.event_id), width: 150 },
    { key: 'click_ip', header: c.click_ip(), value: (r) => r.click_ip ?? '', width: 140, priority: 3 },
    { key: 'ip', header: c.ip(), value: (r) => r.ip ?? '', width: 140, priority: 3 },
    { key: 'status', header: c.status(), value: (r) => status(r.status), width: 110, priority: 1 },
    { key: 'suggested_status', header: c.suggested_status(), value: (r) => status(r.suggested_status), width: 140 },
    { key: 'payment_status', header: c.payment_status(), value: (r) => paid(r.payment_status), width: 130 },
    { key: 'fraud_level', header: c.fraud_level(), value: (r) => fraud(r.fraud_level), width: 120 },
    { key: 'message', header: c.message(), value: (r) => r.message, width: 220, priority: 3 },
    money('sale_amount'),
    money('payout'),
    money('revenue'),
    money('adjustment'),
  ];
}
