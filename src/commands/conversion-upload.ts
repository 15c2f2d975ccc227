import type { Command } from './registry.ts';
import { LEVEL } from '../domain/permissions.ts';

/**
 * Conversion upload commands (issue 6 item 3; docs/decisions/026-conversion-upload.md), always
 * registered: "Upload conversions…" opens the conversions report with its upload dialog (the
 * `modal=upload` query, so the dialog is a place a link can lead to), "Conversion upload history"
 * opens the report on the upload_history filter with the spec's paging (50 a page, last changed
 * first). Uploading needs report full access (15), the history report ≥ 2: the API's levels.
 */
export const UPLOAD_DIALOG_PATH = '/reports/conversions?modal=upload';
export const UPLOAD_HISTORY_PATH = '/reports/conversions?filter=upload_history&page=1&limit=50&sort=desc&sortBy=updated_at';

const LIST_PATH = '/reports/conversions';

/**
 * Where "Upload conversions…" goes from `here`: on the conversions list already, the same list (its
 * filters kept) with the dialog over it — the list's own button is this command's face (issue 29
 * item 1); anywhere else, the unfiltered list with the dialog.
 */
export function uploadDialogPath(here?: { pathname: string; search: string }): string {
  if (here?.pathname !== LIST_PATH) return UPLOAD_DIALOG_PATH;
  const query = new URLSearchParams(here.search);
  if (query.get('filter') === 'upload_history') return UPLOAD_DIALOG_PATH;
  query.set('modal', 'upload');
  return `${LIST_PATH}?${query}`;
}

const browserLocation = () => (typeof window === 'undefined' ? undefined : window.location);

export function conversionUploadCommands(here: () => { pathname: string; search: string } | undefined = browserLocation): Command[] {
  return [
    {
      id: 'conversions.upload',
      title: (LL) => LL.conversions.upload.commands.upload(),
      group: 'actions',
      keywords: ['upload', 'csv', 'import', 'conversion', 'status', 'bulk', 'tải lên', 'chuyển đổi', 'nhập'],
      permission: { module: 'report', level: LEVEL.full },
      opens: 'dialog',
      run: (ctx) => ctx.navigate(uploadDialogPath(here())),
    },
    {
      id: 'conversions.uploadHistory',
      title: (LL) => LL.conversions.upload.commands.history(),
      group: 'navigation',
      keywords: ['upload', 'history', 'csv', 'conversion', 'lịch sử', 'tải lên', 'chuyển đổi'],
      permission: { module: 'report', level: LEVEL.read },
      run: (ctx) => ctx.navigate(UPLOAD_HISTORY_PATH),
    },
  ];
}
