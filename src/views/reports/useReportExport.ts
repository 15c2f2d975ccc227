import { useQueryClient } from '@tanstack/react-query';
import { viewCommands, type ViewCommands } from '../../commands/app-commands.ts';
import type { ReportView } from '../../commands/reports.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { showToast } from '../system/toast-queue.ts';
import { streamExportWith, type ExportFormat } from '../../api/download.ts';
import { saveBlob } from '../table/export.ts';

/**
 * The palette's "Export this report as CSV / XLSX" while a report is open: the same server export as
 * the table's buttons (the whole filtered result, streamed), registered on mount, removed on unmount.
 * The command reads the latest render's `url(format)` when it runs, so it always exports the current
 * filters; `commands` is the listed factory (the logs name what they export), else "this report".
 */
export function useReportExport(
  url: (format: ExportFormat) => string,
  fileName: string,
  commands: ViewCommands<ReportView> = viewCommands.reportExport,
) {
  const client = useQueryClient();
  const { LL } = useI18n();
  useViewCommands(commands, {
    exportFile(format) {
      streamExportWith(client, url(format), { format })
        .then((file) => saveBlob(file.blob, file.filename ?? `${fileName}.${format}`))
        .catch(() => showToast({ tone: 'error', title: LL.reportViews.commands.exportFailed() }));
    },
  });
}
