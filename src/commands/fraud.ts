import { LEVEL } from '../domain/permissions.ts';
import type { Command } from './registry.ts';

/**
 * The fraud-detection page's commands (registered while /fraud-detection is open): export the report
 * as CSV / XLSX and open the active row's clicks or conversions. Opening the page is the route
 * table's "Go to Fraud detection" (hidden without the fraud-detector flag, like the menu entry).
 */
export const FRAUD_READ = { module: 'fraud_detector', level: LEVEL.read } as const;

export interface FraudView {
  exportFile(format: 'csv' | 'xlsx'): void;
  /** true when a report row is active, so "open its traffic" has something to open */
  hasRow(): boolean;
  drill(): void;
}

export function fraudViewCommands(view: () => FraudView): Command[] {
  return [
    ...(['csv', 'xlsx'] as const).map((format): Command => ({
      id: `fraud.export.${format}`,
      title: (LL) => (format === 'csv' ? LL.fraud.page.commands.exportCsv() : LL.fraud.page.commands.exportXlsx()),
      group: 'actions',
      keywords: ['export', format, 'download', 'fraud', 'xuất', 'gian lận'],
      permission: FRAUD_READ,
      when: (ctx) => ctx.flags.fraudDetector === true,
      run: () => view().exportFile(format),
    })),
    {
      id: 'fraud.drill',
      title: (LL) => LL.fraud.page.commands.drill(),
      group: 'actions',
      keywords: ['drill', 'clicks', 'conversions', 'event log', 'lượt nhấp', 'chuyển đổi'],
      permission: FRAUD_READ,
      row: () => view().hasRow(),
      blocked: () => (view().hasRow() ? null : 'fraud.page.commands.noRow'),
      run: () => view().drill(),
    },
  ];
}
