import { z } from 'zod';
import { FRAUD_FACTORS, FRAUD_LEVELS } from '../tracking/fraud.ts';

/**
 * Report column settings (spec 1 §3): groups {id, name, order, key, columns} with columns
 * {id, name, key, order, is_enable, parent_id, parent_name}. Each report's defaults list the keys its
 * screen shows (for reports: the report API's fields). A user's saved choice stores only keys, order
 * and on/off, merged over the defaults, so a column added later shows up (enabled) and a removed one
 * disappears.
 */
export interface ColumnDef {
  key: string;
  /** i18n key of the column title (reports area), or a plain English title */
  name: string;
}
export interface GroupDef {
  key: string;
  name: string;
  columns: readonly ColumnDef[];
}

const col = (key: string, name: string): ColumnDef => ({ key, name });
/** a column titled by the shared report words (`reports.columns.<key>`) */
const rc = (key: string): ColumnDef => col(key, `reports.columns.${key}`);
/** a column titled by the report screens' own words (`reportViews.columns.<key>`) */
const vc = (key: string): ColumnDef => col(key, `reportViews.columns.${key}`);
const g = (key: string) => `reportViews.groups.${key}`;
/** a column of the reconciliation rows, titled by that area's words */
const rec = (key: string): ColumnDef => col(key, `reconciliation.columns.${key}`);

/** a cross-check column (its key in the answer, its words in the cross-check area) */
const cc = (key: string, name: string): ColumnDef => col(key, `crossCheck.columns.${name}`);
const crossCheckFigures: readonly GroupDef[] = [
  {
    key: 'conversions',
    name: 'crossCheck.columnGroups.conversions',
    columns: [cc('pending_count', 'pending'), cc('approved_count', 'approved'), cc('rejected_count', 'rejected')],
  },
  {
    key: 'money',
    name: 'crossCheck.columnGroups.money',
    columns: [
      cc('estimated_commission', 'estimatedCommission'),
      cc('approved_commission', 'approvedCommission'),
      cc('actual_cost', 'actualCost'),
      cc('bonus', 'bonus'),
      cc('arrears', 'arrears'),
      cc('subtotal', 'subtotal'),
      cc('vat', 'vat'),
      cc('total', 'total'),
    ],
  },
];

export const REPORT_COLUMN_DEFAULTS: Readonly<Record<string, readonly GroupDef[]>> = {
  // the report screens (src/views/reports): keys are the report API's figure and field keys, names
  // i18n keys (`reports.columns.*` shared with the exports, `reportViews.*` for the screens only)
  performance: [
    { key: 'dimensions', name: g('dimensions'), columns: [rc('id'), rc('name')] },
    { key: 'traffic', name: g('traffic'), columns: [rc('clicks'), rc('unique_clicks'), rc('flagged_clicks')] },
    {
      key: 'conversions',
      name: g('conversions'),
      columns: ['conversions', 'pending', 'approved', 'rejected', 'organic', 'other', 'flagged_conversions', 'cr'].map(rc),
    },
    {
      key: 'money',
      name: g('money'),
      columns: ['payout', 'revenue', 'sale_amount', 'approved_payout', 'approved_revenue', 'profit', 'epc'].map(rc),
    },
  ],
  conversion: [
    { key: 'identity', name: g('identity'), columns: [rc('conversion_id'), rc('transaction_id'), rc('click_id'), vc('click_uuid')] },
    { key: 'time', name: g('time'), columns: ['click_at', 'created_at', 'time_to_convert', 'modified_at'].map(rc) },
    { key: 'source', name: g('source'), columns: ['offer', 'partner', 'event', 'click_ip', 'ip'].map(rc) },
    { key: 'status', name: g('status'), columns: ['status', 'suggested_status', 'payment_status', 'fraud_level', 'message'].map(rc) },
    { key: 'values', name: g('values'), columns: ['sale_amount', 'payout', 'revenue', 'adjustment'].map(rc) },
  ],
  // fraud detection (src/views/reports/fraud; decision 089): names are i18n keys of the fraud area
  fraud: [
    { key: 'row', name: 'fraud.page.columnGroups.row', columns: [col('key', 'fraud.page.columnGroups.row')] },
    {
      key: 'counts',
      name: 'fraud.page.columnGroups.counts',
      columns: ['total', 'flagged', 'flagged_share', 'givt', 'sivt'].map((k) => col(k, `fraud.report.columns.${k}`)),
    },
    { key: 'levels', name: 'fraud.page.columnGroups.levels', columns: FRAUD_LEVELS.map((l) => col(l, `fraud.levels.${l}`)) },
    { key: 'factors', name: 'fraud.page.columnGroups.factors', columns: FRAUD_FACTORS.map((f) => col(f, `fraud.factors.${f}`)) },
  ],
  // the offer list of spec 2 §3 (src/views/offers/list): names are i18n keys of the offers area
  offers: [
    {
      key: 'identity',
      name: 'offers.columns.groups.identity',
      columns: [col('id', 'offers.columns.id'), col('name', 'offers.columns.name'), col('status', 'offers.columns.status')],
    },
    {
      key: 'payout',
      name: 'offers.columns.groups.payout',
      columns: [col('default_payout', 'offers.columns.default_payout'), col('payout_type', 'offers.columns.payout_type')],
    },
    {
      key: 'partners',
      name: 'offers.columns.groups.partners',
      columns: [col('total_partners', 'offers.columns.total_partners'), col('working_partners', 'offers.columns.working_partners')],
    },
    {
      key: 'details',
      name: 'offers.columns.groups.details',
      columns: [col('tags', 'offers.columns.tags'), col('created_at', 'offers.columns.created_at')],
    },
  ],
  // the event log of /reports/logs
  logs: [
    {
      key: 'event',
      name: g('event'),
      columns: [
        col('created_at', 'reportViews.columns.time'),
        vc('kind'),
        rc('offer'),
        rc('partner'),
        rc('event'),
        vc('conversion_status'),
        vc('refusal'),
        rc('fraud_level'),
      ],
    },
    { key: 'request', name: g('request'), columns: [rc('click_id'), rc('ip'), rc('transaction_id'), rc('payout'), rc('revenue')] },
  ],
  // the server log of /reports/logs?filter=server_log
  serverLog: [
    {
      key: 'call',
      name: g('call'),
      columns: [col('created_at', 'reportViews.columns.time'), vc('endpoint'), rc('offer'), rc('partner'), rc('click_id'), rc('ip')],
    },
    { key: 'outcome', name: g('outcome'), columns: [vc('outcome'), vc('reason'), vc('http_status')] },
  ],
  // the discount-program report (src/views/reports/discount-program; decision 085): overview and detail
  discountProgram: [
    { key: 'dimensions', name: g('program'), columns: [col('name', 'reports.columns.program'), rc('offer')] },
    { key: 'traffic', name: g('traffic'), columns: [rc('clicks'), rc('conversions'), rc('usage')] },
    { key: 'money', name: g('money'), columns: ['sale_amount', 'discount', 'commission'].map(rc) },
  ],
  discountProgramDetail: [
    { key: 'dimensions', name: g('code'), columns: ['date', 'code', 'partner', 'program'].map(rc) },
    { key: 'traffic', name: g('traffic'), columns: [rc('conversions'), rc('usage')] },
    { key: 'money', name: g('money'), columns: ['sale_amount', 'discount', 'commission'].map(rc) },
  ],
  // the cross-check's periods and a period's records (src/views/payment/cross-check; decision 090)
  crossCheckOverview: [
    { key: 'period', name: 'crossCheck.columnGroups.period', columns: [cc('period', 'period'), cc('records', 'records')] },
    ...crossCheckFigures,
  ],
  crossCheckDetail: [
    { key: 'record', name: 'crossCheck.columnGroups.record', columns: [cc('partner_id', 'partner'), cc('status', 'status')] },
    ...crossCheckFigures,
  ],
  // the rows of a period's reconciliation (src/views/payment/reconcile; decision 093)
  reconciliation: [
    {
      key: 'ledger',
      name: 'reconciliation.columnGroups.ledger',
      columns: ['transaction_id', 'row', 'ledger_amount', 'ledger_status'].map(rec),
    },
    {
      key: 'tracked',
      name: 'reconciliation.columnGroups.tracked',
      columns: ['conversion_id', 'tracked_amount', 'status', 'payout'].map(rec),
    },
    {
      key: 'decision',
      name: 'reconciliation.columnGroups.decision',
      columns: ['decision', 'outcome', 'decided_by', 'decided_at'].map(rec),
    },
  ],
  // the Activity view of the audit log (src/views/activity)
  activity: [
    {
      key: 'entry',
      name: 'activity.grid',
      columns: [
        col('at', 'activity.columns.time'),
        col('user', 'activity.columns.user'),
        col('on_behalf_of', 'activity.columns.onBehalfOf'),
        col('action', 'activity.columns.action'),
        col('object', 'activity.columns.object'),
        col('changes', 'activity.columns.changes'),
      ],
    },
    {
      key: 'request',
      name: 'activity.columns.request',
      columns: [col('request_id', 'activity.columns.request'), col('ip', 'activity.columns.ip')],
    },
  ],
};
export const REPORT_KEYS = Object.keys(REPORT_COLUMN_DEFAULTS);

export const columnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  order: z.number().int(),
  is_enable: z.boolean(),
  parent_id: z.number().int(),
  parent_name: z.string(),
});
export const columnGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  key: z.string(),
  /** spec: the first group is collapsed by default */
  collapsed: z.boolean(),
  columns: z.array(columnSchema),
});
export type ColumnGroup = z.infer<typeof columnGroupSchema>;
export const columnSettingsSchema = z.object({ report: z.string(), groups: z.array(columnGroupSchema) });
export type ColumnSettings = z.infer<typeof columnSettingsSchema>;

/** What a user saves: only what they can change. */
export const savedColumnsSchema = z.object({
  groups: z
    .array(
      z.object({
        key: z.string().max(64),
        order: z.number().int().min(0).max(1000),
        columns: z.array(z.object({ key: z.string().max(64), order: z.number().int().min(0).max(1000), is_enable: z.boolean() })).max(200),
      }),
    )
    .max(50),
});
export type SavedColumns = z.infer<typeof savedColumnsSchema>;

/** The settings of `report` with the user's saved choice (or none) applied over its defaults. */
export function columnSettings(report: string, saved: SavedColumns | null): ColumnSettings {
  const defs = REPORT_COLUMN_DEFAULTS[report] ?? [];
  const groupsAfter = saved ? Math.max(-1, ...saved.groups.map((g) => g.order)) + 1 : 0;
  const groups = defs.map((g, gi) => {
    const groupId = gi + 1;
    const savedGroup = saved?.groups.find((s) => s.key === g.key);
    // columns the saved choice does not know (added later) go after the saved ones
    const after = savedGroup ? Math.max(-1, ...savedGroup.columns.map((c) => c.order)) + 1 : 0;
    const columns = g.columns.map((c, ci) => {
      const savedCol = savedGroup?.columns.find((s) => s.key === c.key);
      return {
        id: groupId * 100 + ci + 1,
        name: c.name,
        key: c.key,
        order: savedCol?.order ?? after + ci,
        is_enable: savedCol?.is_enable ?? true,
        parent_id: groupId,
        parent_name: g.name,
      };
    });
    return {
      id: groupId,
      name: g.name,
      order: savedGroup?.order ?? groupsAfter + gi,
      key: g.key,
      collapsed: false,
      columns: columns.sort((a, b) => a.order - b.order),
    };
  });
  groups.sort((a, b) => a.order - b.order);
  if (groups[0]) groups[0].collapsed = true;
  return { report, groups };
}

/** Keys in `saved` that the report does not have (the API refuses them with 422). */
export function unknownColumnKeys(report: string, saved: SavedColumns): string[] {
  const defs = REPORT_COLUMN_DEFAULTS[report] ?? [];
  const out: string[] = [];
  for (const g of saved.groups) {
    const def = defs.find((d) => d.key === g.key);
    if (!def) out.push(g.key);
    else for (const c of g.columns) if (!def.columns.some((d) => d.key === c.key)) out.push(`${g.key}.${c.key}`);
  }
  return out;
}
