import { MAX_UPLOAD_ROWS, type UploadColumn } from '../../src/domain/reports/upload-contract.ts';
import en from '../../src/i18n/en/reports.ts';
import vi from '../../src/i18n/vi/reports.ts';

/**
 * Reading a conversion upload file (docs/decisions/026-conversion-upload.md): RFC 4180 CSV (quotes,
 * doubled quotes, CRLF or LF, a UTF-8 BOM), the header mapped to our columns. The header may use our
 * names (`conversion_id,status,reason`) or the titles of the conversions export in English or
 * Vietnamese, so an export with its status column edited uploads as it is (other columns ignored;
 * `message` counts as the reason).
 */
export interface UploadRow {
  /** line in the file (header = 1) */
  line: number;
  cells: Partial<Record<UploadColumn, string>>;
}

export type ReadResult = { ok: true; rows: UploadRow[] } | { ok: false; why: 'malformed' | 'header' | 'empty' | 'too_many_rows' };

/** Splits CSV text into records of fields; null when a quote is never closed. */
export function parseCsv(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) return null;
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const normalize = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Accepted header names → column. */
const ALIASES = new Map<string, UploadColumn>([
  ...(['conversion_id', 'transaction_id', 'offer_id', 'status', 'reason'] as const).map((c) => [c, c] as [string, UploadColumn]),
  ['message', 'reason'],
  ...[en, vi].flatMap(
    (l) =>
      [
        [normalize(l.columns.conversion_id), 'conversion_id'],
        [normalize(l.columns.transaction_id), 'transaction_id'],
        [normalize(l.columns.status), 'status'],
        [normalize(l.columns.message), 'reason'],
      ] as [string, UploadColumn][],
  ),
]);

/** Maps each header cell to a column (or null: ignored); the first occurrence of a column wins. */
export function mapHeader(header: string[]): Array<UploadColumn | null> {
  const seen = new Set<UploadColumn>();
  return header.map((h) => {
    const c = ALIASES.get(normalize(h)) ?? null;
    if (!c || seen.has(c)) return null;
    seen.add(c);
    return c;
  });
}

/**
 * The whole-file checks answered at once with "File could not be uploaded (empty or over limit
 * size, rows or header)": a readable CSV, a status column and a way to find the conversion
 * (conversion_id, or transaction_id with offer_id), 1 to MAX_UPLOAD_ROWS data rows. Blank lines are
 * skipped (an editor's trailing newline) but keep their line numbers.
 */
export function readUpload(text: string, maxRows = MAX_UPLOAD_ROWS): ReadResult {
  const records = parseCsv(text);
  if (!records) return { ok: false, why: 'malformed' };
  const [header, ...data] = records;
  if (!header) return { ok: false, why: 'empty' };
  const columns = mapHeader(header);
  const has = (c: UploadColumn) => columns.includes(c);
  if (!has('status') || !(has('conversion_id') || (has('transaction_id') && has('offer_id')))) return { ok: false, why: 'header' };
  const rows: UploadRow[] = [];
  data.forEach((record, i) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: UploadRow['cells'] = {};
    columns.forEach((c, j) => {
      if (c) cells[c] = (record[j] ?? '').trim();
    });
    rows.push({ line: i + 2, cells });
  });
  if (rows.length === 0) return { ok: false, why: 'empty' };
  if (rows.length > maxRows) return { ok: false, why: 'too_many_rows' };
  return { ok: true, rows };
}
