import { scoped } from '../../commands/app-registry.ts';
import type { ExportFormat } from './export.ts';

/*
 * A report table's own commands (decision 098), registered by the table while it is on screen under one
 * prefix (`table.<report>`): its column settings and its exports. They are the page's furniture: listed
 * after the page's own actions.
 */

/** The view the export commands read: the formats offered, whether one streams, how to start one. */
export interface ExportView {
  formats: readonly ExportFormat[];
  running: boolean;
  start(format: ExportFormat): void;
}

/** "Columns…" of a report table as a command (decision 098): opens its column settings. */
export const columnsCommand = (prefix: string) =>
  scoped<() => void>(prefix, (open) => [
    {
      id: `${prefix}.columns`,
      title: (LL) => LL.table.columns.open(),
      keywords: ['columns', 'cột', 'settings'],
      group: 'actions',
      furniture: true,
      opens: 'dialog',
      run: () => open()(),
    },
  ]);

export const exportCommandId = (prefix: string, format: ExportFormat) => `${prefix}.export${format === 'csv' ? 'Csv' : 'Xlsx'}`;

/** One command per format offered: starts the export, disabled while one streams. */
export const exportCommands = (prefix: string) =>
  scoped<ExportView>(prefix, (view) =>
    (['csv', 'xlsx'] as const).map((format) => ({
      id: exportCommandId(prefix, format),
      title: (LL) => (format === 'csv' ? LL.table.export.csv() : LL.table.export.xlsx()),
      keywords: ['export', 'download', 'xuất', format],
      group: 'actions',
      furniture: true,
      when: () => view().formats.includes(format),
      blocked: () => (view().running ? 'table.export.running' : null),
      run: () => view().start(format),
    })),
  );
