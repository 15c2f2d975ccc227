import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

/**
 * Reading a product file as it streams in (decision 080): no whole 50 MB file in memory, one record
 * at a time. CSV is RFC 4180 (quotes, doubled quotes, CRLF or LF, a UTF-8 BOM); XLSX is the first
 * worksheet through exceljs's streaming reader. Each record comes with its line (CSV) or row (XLSX)
 * number, the header being 1, so an error names the row the user sees.
 */
export interface FileRecord {
  line: number;
  cells: string[];
}

/** Thrown when a CSV quote is never closed: the file is refused as a whole. */
export class MalformedFile extends Error {}

/** A CSV parser fed chunk by chunk; records come out as soon as they end. */
export class CsvRecords {
  private field = '';
  private record: string[] = [];
  private quoted = false;
  /** the last character was a closing quote (a doubled quote continues the field) */
  private quoteEnded = false;
  private pendingCr = false;
  private started = false;
  private line = 1;
  private recordLine = 1;

  push(text: string, out: FileRecord[]): void {
    let i = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    for (; i < text.length; i++) {
      const ch = text[i]!;
      if (this.pendingCr) {
        this.pendingCr = false;
        if (ch === '\n') continue;
      }
      if (this.quoted) {
        if (this.quoteEnded) {
          this.quoteEnded = false;
          if (ch === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
          // fall through: the character after a closing quote is read as unquoted
        } else {
          if (ch === '"') this.quoteEnded = true;
          else {
            if (ch === '\n') this.line++;
            this.field += ch;
          }
          continue;
        }
      }
      if (ch === '"' && this.field === '') {
        this.quoted = true;
      } else if (ch === ',') {
        this.record.push(this.field);
        this.field = '';
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r') this.pendingCr = true;
        this.endRecord(out);
        this.line++;
        this.recordLine = this.line;
      } else this.field += ch;
    }
  }

  end(out: FileRecord[]): void {
    if (this.quoted && !this.quoteEnded) throw new MalformedFile('unclosed quote');
    if (this.field !== '' || this.record.length > 0) this.endRecord(out);
  }

  private endRecord(out: FileRecord[]): void {
    this.record.push(this.field);
    out.push({ line: this.recordLine, cells: this.record });
    this.record = [];
    this.field = '';
    this.quoted = false;
    this.quoteEnded = false;
  }
}

/** Records of a CSV stream, `onBytes` told how far it got (progress). */
export async function* csvRecords(stream: Readable, onBytes: (n: number) => void): AsyncGenerator<FileRecord> {
  const parser = new CsvRecords();
  const decoder = new TextDecoder('utf-8');
  const out: FileRecord[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    parser.push(decoder.decode(chunk, { stream: true }), out);
    yield* out.splice(0);
  }
  parser.push(decoder.decode(), out);
  parser.end(out);
  yield* out;
}

/** A cell of exceljs as the text a user typed (numbers as written, rich text joined, formulas by result). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; hyperlink?: string };
  if (v.richText) return v.richText.map((r) => r.text).join('');
  if (v.result !== undefined) return cellText(v.result);
  if (v.text !== undefined) return cellText(v.text);
  if (v.hyperlink) return v.hyperlink;
  return String(value);
}

/** Records of the first worksheet of an XLSX stream. */
export async function* xlsxRecords(stream: Readable, onBytes: (n: number) => void): AsyncGenerator<FileRecord> {
  // loaded before the stream flows (its 'data' listener starts it); decision 108
  const { default: Excel } = await import('exceljs');
  stream.on('data', (chunk: Buffer) => onBytes(chunk.length));
  const reader = new Excel.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values as unknown[]).slice(1);
      yield { line: row.number, cells: values.map(cellText) };
    }
    // only the first worksheet is read
    break;
  }
}
