import type { FraudGroup, FraudRow } from '../../src/domain/fraud-detection/contract.ts';
import { FRAUD_FACTORS, FRAUD_LEVELS } from '../../src/domain/tracking/fraud.ts';
import en from '../../src/i18n/en/fraud.ts';
import vi from '../../src/i18n/vi/fraud.ts';
import type { SheetColumn } from '../export/sheet.ts';

/**
 * Export columns of the fraud report, headed in the export's language from the i18n area `fraud`
 * (factor and level names as the screen shows them, never a code). The last row is the totals,
 * named "Total" in its key column.
 */
type ExportRow = FraudRow & { totalsRow?: true };
const words = (lang: 'en' | 'vi') => (lang === 'vi' ? vi : en);

export const fraudSheetName = (lang: 'en' | 'vi'): string => words(lang).report.sheet;

export function fraudExportColumns(group: FraudGroup, lang: 'en' | 'vi'): SheetColumn<ExportRow>[] {
  const w = words(lang);
  const c = w.report.columns;
  const key: SheetColumn<ExportRow>[] =
    group === 'day'
      ? [{ header: c.date, value: (r) => (r.totalsRow ? c.totals : r.date) }]
      : [
          { header: c.id, value: (r) => r.id },
          { header: c[group], value: (r) => (r.totalsRow ? c.totals : r.name) },
        ];
  return [
    ...key,
    { header: c.total, value: (r) => r.total },
    { header: c.flagged, value: (r) => r.flagged },
    { header: c.flagged_share, value: (r) => r.flagged_share, decimal: true },
    { header: c.givt, value: (r) => r.givt },
    { header: c.sivt, value: (r) => r.sivt },
    ...FRAUD_LEVELS.map((l): SheetColumn<ExportRow> => ({ header: w.levels[l], value: (r) => r[l] })),
    ...FRAUD_FACTORS.map((f): SheetColumn<ExportRow> => ({ header: w.factors[f], value: (r) => r[f] })),
  ];
}
