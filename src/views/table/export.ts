export type { ExportFormat, ExportOptions, ExportProgress } from '../../api/download.ts';
import type { Formats } from '../app/formats.ts';

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** "12.3 MB" ("12,3 MB" when the brand's currency writes decimals with a comma). */
export function formatBytes(n: number, fmt: Formats): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${fmt.number(v, i === 0 ? 0 : 1)} ${units[i]}`;
}
