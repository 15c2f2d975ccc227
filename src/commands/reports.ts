import type { TranslationFunctions } from '../i18n/i18n-types.ts';
import type { Command } from './registry.ts';
import { LEVEL } from '../domain/permissions.ts';

/**
 * Report commands (issue 6 item 6). Always registered: filter presets that open a report with its
 * filters in the URL, and "Find conversion by click ID…" (a palette sub-page taking the id). While a
 * report is open it registers its export commands (`reportExportCommands`), acting on the view.
 * Opening each report is the route table's "Go to …" command (src/commands/navigation.ts).
 * Everything needs report ≥ 2, the level the report API asks. No shortcuts: `g r` opens /reports
 * and every `g r …` sequence would never fire after it.
 */
export const REPORTS_READ = { module: 'report', level: LEVEL.read } as const;
export const FIND_CONVERSION_PAGE = 'reports.findConversion';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The click id typed on the sub-page, or null when it is not one (click ids are UUIDs). */
export function parseClickId(text: string): string | null {
  const t = text.trim().toLowerCase();
  return UUID.test(t) ? t : null;
}
export const conversionsByClickPath = (clickId: string) => `/reports/conversions?search=${encodeURIComponent(clickId)}`;

/** MM/dd/yyyy of the day `days` before `now` in the browser's zone. */
export function mdyBefore(days: number, now: Date): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

/** The presets' targets (a function of the clock, so "today" is the day the command runs). */
export const PRESETS = {
  pendingToday: (now: Date) => `/reports/conversions?${q({ status: 'pending', from: mdyBefore(0, now), to: mdyBefore(0, now) })}`,
  last7ByPartner: (now: Date) => `/reports/performances?${q({ by: 'partner', from: mdyBefore(6, now), to: mdyBefore(0, now) })}`,
  refusedPostbacks: () => `/reports/logs?${q({ filter: 'server_log', outcome: 'refused' })}`,
} as const;
export type PresetKey = keyof typeof PRESETS;

export function reportCommands(now: () => Date = () => new Date()): Command[] {
  const preset = (key: PresetKey, keywords: string[]): Command => ({
    id: `reports.preset.${key}`,
    title: (LL) => LL.reportViews.commands[key](),
    group: 'navigation',
    keywords: ['report', 'báo cáo', ...keywords],
    permission: REPORTS_READ,
    run: (ctx) => ctx.navigate(PRESETS[key](now())),
  });
  return [
    preset('pendingToday', ['conversions', 'pending', 'today', 'chuyển đổi', 'hôm nay']),
    preset('last7ByPartner', ['performance', 'partner', 'week', 'hiệu suất', 'đối tác']),
    preset('refusedPostbacks', ['server log', 'postback', 'refused', 'nhật ký', 'từ chối']),
    {
      id: 'reports.findConversion',
      title: (LL) => LL.reportViews.commands.findConversion(),
      group: 'navigation',
      keywords: ['click id', 'conversion', 'find', 'search', 'tìm', 'chuyển đổi'],
      permission: REPORTS_READ,
      page: { id: FIND_CONVERSION_PAGE },
    },
  ];
}

/** What an open report offers the palette. */
export interface ReportView {
  exportFile(format: 'csv' | 'xlsx'): void;
}

/** The words of the export commands of a report that names itself ("Export the event log as CSV"). */
export type ExportTitle = (LL: TranslationFunctions, format: 'CSV' | 'XLSX') => string;
/** The two log reports name what they export (the export is the log on screen, with its filters). */
export const LOG_EXPORT_TITLES = {
  event: ((LL, format) => LL.reportViews.commands.exportEventLog({ format })) as ExportTitle,
  server: ((LL, format) => LL.reportViews.commands.exportServerLog({ format })) as ExportTitle,
};

export function reportExportCommands(view: () => ReportView, title?: ExportTitle): Command[] {
  return (['csv', 'xlsx'] as const).map((format) => ({
    id: `reports.export.${format}`,
    title: (LL) =>
      title
        ? title(LL, format === 'csv' ? 'CSV' : 'XLSX')
        : format === 'csv'
          ? LL.reportViews.commands.exportCsv()
          : LL.reportViews.commands.exportXlsx(),
    group: 'actions',
    keywords: ['export', format, 'download', 'report', 'xuất', ...(title ? ['log', 'event log', 'server log', 'nhật ký'] : [])],
    permission: REPORTS_READ,
    run: () => view().exportFile(format),
  }));
}

/**
 * A filter form (a report's, the Activity view's): what Apply and Clear filters do. `invalid` is the i18n
 * key of why the fields cannot be applied as typed (a click ID that is not one), else null.
 */
export interface FilterFormView {
  apply(): void;
  clear(): void;
  invalid: string | null;
}

/**
 * "Apply the filters" / "Clear the filters" (issue 29 item 1): registered by a filter form while it is on
 * screen, so its Apply and Clear filters buttons are their faces (`<area>.filters.apply` / `.clear`).
 * Apply is disabled with why while a field holds what cannot be applied. Report forms need report ≥ 2,
 * the Activity view's nothing (every user reads the log). `clear: false` for a form without Clear.
 */
export function filterFormCommands(
  area: 'reports' | 'activity',
  view: () => FilterFormView,
  { clear = true }: { clear?: boolean } = {},
): Command[] {
  const permission = area === 'reports' ? { permission: REPORTS_READ } : {};
  const words = area === 'reports' ? ['report', 'báo cáo'] : ['activity', 'audit', 'hoạt động'];
  return [
    {
      id: `${area}.filters.apply`,
      title: (LL) => LL.reportViews.commands.applyFilters(),
      group: 'actions',
      keywords: ['apply', 'filter', 'search', 'áp dụng', 'bộ lọc', ...words],
      ...permission,
      blocked: () => view().invalid,
      run: () => view().apply(),
    },
    ...(clear
      ? [
          {
            id: `${area}.filters.clear`,
            title: (LL) => LL.reportViews.commands.clearFilters(),
            group: 'actions',
            keywords: ['clear', 'reset', 'filter', 'xóa', 'bộ lọc', ...words],
            ...permission,
            run: () => view().clear(),
          } satisfies Command,
        ]
      : []),
  ];
}
