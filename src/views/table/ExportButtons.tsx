import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { useFormat } from '../app/useFormat.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { Button } from '../system/Button.tsx';
import { showToast } from '../system/toast-queue.ts';
import { streamExportWith, type ExportFormat, type ExportProgress } from '../../api/download.ts';
import { formatBytes, saveBlob } from './export.ts';
import * as css from './table.css.ts';
import { exportCommandId, exportCommands, type ExportView } from './table-commands.ts';

export interface ExportButtonsProps {
  /** the server export URL of the current query, in `format` */
  url: (format: ExportFormat) => string;
  /** base of the saved file's name when the server names none */
  fileName: string;
  totalRows: number | null;
  formats?: readonly ExportFormat[];
  /**
   * The prefix of the exports' commands (decision 098): `<prefix>.exportCsv` / `<prefix>.exportXlsx`,
   * registered while the buttons are on screen; the buttons are their faces.
   */
  commands: string;
}

/** "Export CSV" / "Export XLSX" with a progress bar and Cancel while the file streams. */
export function ExportButtons({ url, fileName, totalRows, formats = ['csv', 'xlsx'], commands }: ExportButtonsProps) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const client = useQueryClient();
  const [running, setRunning] = useState<{ format: ExportFormat; progress: ExportProgress } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const t = LL.table.export;

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ format, progress: { received: 0, fraction: null } });
    try {
      const file = await streamExportWith(client, url(format), {
        format,
        totalRows,
        signal: controller.signal,
        onProgress: (progress) => setRunning({ format, progress }),
      });
      saveBlob(file.blob, file.filename ?? `${fileName}.${format}`);
      showToast({ tone: 'success', title: t.done() });
    } catch {
      if (!controller.signal.aborted) showToast({ tone: 'error', title: t.failed() });
    } finally {
      abort.current = null;
      setRunning(null);
    }
  };

  const factory = useMemo(() => exportCommands(commands), [commands]);
  useViewCommands<ExportView>(factory, { formats, running: running !== null, start: (f) => void start(f) });

  if (running) {
    const { fraction, received } = running.progress;
    const label = t.progress({ format: running.format.toUpperCase() });
    return (
      <div className={css.progress}>
        <span>{label}</span>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={fraction === null ? undefined : Math.round(fraction * 100)}
          aria-valuetext={
            fraction === null ? t.bytes({ size: formatBytes(received, fmt) }) : t.percent({ percent: Math.round(fraction * 100) })
          }
        >
          <progress className={css.progressBar} max={100} value={fraction === null ? undefined : Math.round(fraction * 100)} />
        </div>
        <span>
          {fraction === null ? t.bytes({ size: formatBytes(received, fmt) }) : t.percent({ percent: Math.round(fraction * 100) })}
        </span>
        <Button size="sm" tone="ghost" onPress={() => abort.current?.abort()}>
          {t.cancel()}
        </Button>
      </div>
    );
  }
  return (
    <>
      {formats.map((f) => (
        <CommandButton key={f} command={exportCommandId(commands, f)} size="sm" tone="ghost">
          {f === 'csv' ? t.csv() : t.xlsx()}
        </CommandButton>
      ))}
    </>
  );
}
