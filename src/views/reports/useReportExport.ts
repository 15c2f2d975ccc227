import { useEffect, useRef } from 'react';
import { reportExportCommands, type ExportTitle } from '../../commands/reports.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { shellRegistry } from '../palette/items.ts';
import { useRuntime } from '../app/runtime.tsx';
import { showToast } from '../system/toast-queue.ts';
import { streamExport, type ExportFormat } from '../../api/download.ts';
import { saveBlob } from '../table/export.ts';

/**
 * The palette's "Export this report as CSV / XLSX" while a report is open: the same server export as
 * the table's buttons (the whole filtered result, streamed), registered on mount, removed on unmount.
 * `url(format)` is read when the command runs, so it always exports the current filters; `title`
 * names what is exported (the logs), else the commands say "this report".
 */
export function useReportExport(url: (format: ExportFormat) => string, fileName: string, title?: ExportTitle) {
  const runtime = useRuntime();
  const { LL } = useI18n();
  const current = useRef({ url, fileName, LL });
  current.current = { url, fileName, LL };
  useEffect(
    () =>
      shellRegistry.registerAll(
        reportExportCommands(
          () => ({
            exportFile(format) {
              const { url, fileName, LL } = current.current;
              streamExport(runtime, url(format), { format })
                .then((file) => saveBlob(file.blob, file.filename ?? `${fileName}.${format}`))
                .catch(() => showToast({ tone: 'error', title: LL.reportViews.commands.exportFailed() }));
            },
          }),
          title,
        ),
      ),
    [runtime, title],
  );
}
