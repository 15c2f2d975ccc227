import type { Readable } from 'node:stream';
import Decimal from 'decimal.js';
import { LEDGER_ID_ALIASES, LEDGER_MAX_ROWS, type LedgerRowError } from '../../src/domain/reconciliation/enums.ts';
import { csvRecords, xlsxRecords, type FileRecord } from '../products/import-read.ts';

/**
 * A ledger read as it streams (decision 093), through the product import's streaming parsers
 * (decision 080): one record at a time, never the whole file in memory. The header names the
 * columns (any order, case and spaces ignored): the order id (`order_id`, `transaction_id`, `order`
 * or `id`), `amount` and `status` (optional).
 */
export interface LedgerRow {
  row: number;
  transactionId: string;
  /** 4 decimals, as numeric(20,4) stores it */
  amount: string;
  status: string;
}
export interface LedgerRefusal {
  row: number;
  column: string | null;
  code: LedgerRowError;
  value: string;
}
export class LedgerFileError extends Error {
  readonly code: 'header' | 'too_many_rows';
  constructor(code: 'header' | 'too_many_rows') {
    super(code);
    this.code = code;
  }
}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const AMOUNT = /^-?\d{1,15}(\.\d{1,4})?$/;
/** Thousands separators of an amount written "1,234.50" (never a decimal comma: the brand's files are exported, not typed). */
const THOUSANDS = /,(?=\d{3}(\D|$))/g;
const STATUS_MAX = 100;

export interface LedgerColumns {
  id: number;
  amount: number;
  status: number | null;
}

export function ledgerColumns(header: readonly string[]): LedgerColumns {
  const names = header.map(norm);
  const id = names.findIndex((n) => (LEDGER_ID_ALIASES as readonly string[]).includes(n));
  const amount = names.indexOf('amount');
  const status = names.indexOf('status');
  if (id < 0 || amount < 0) throw new LedgerFileError('header');
  return { id, amount, status: status < 0 ? null : status };
}

/** One record as a ledger row, or why it is refused. */
export function ledgerRow(columns: LedgerColumns, record: FileRecord): LedgerRow | LedgerRefusal {
  const id = (record.cells[columns.id] ?? '').trim();
  if (!id) return { row: record.line, column: 'order_id', code: 'id_missing', value: '' };
  const raw = (record.cells[columns.amount] ?? '').trim().replace(THOUSANDS, '');
  if (!AMOUNT.test(raw)) return { row: record.line, column: 'amount', code: 'amount_invalid', value: raw.slice(0, 100) };
  const status = columns.status === null ? '' : (record.cells[columns.status] ?? '').trim().slice(0, STATUS_MAX);
  return { row: record.line, transactionId: id.slice(0, 255), amount: new Decimal(raw).toFixed(4), status };
}

export const isRefusal = (r: LedgerRow | LedgerRefusal): r is LedgerRefusal => 'code' in r;

/** The ledger's rows (and refusals) as the file streams; blank lines are skipped. */
export async function* ledgerRows(stream: Readable, ext: string): AsyncGenerator<LedgerRow | LedgerRefusal> {
  const records = (ext === 'xlsx' ? xlsxRecords : csvRecords)(stream, () => undefined);
  let columns: LedgerColumns | null = null;
  let count = 0;
  for await (const record of records) {
    if (record.cells.every((c) => c.trim() === '')) continue;
    if (!columns) {
      columns = ledgerColumns(record.cells);
      continue;
    }
    if (++count > LEDGER_MAX_ROWS) throw new LedgerFileError('too_many_rows');
    yield ledgerRow(columns, record);
  }
  if (!columns) throw new LedgerFileError('header');
}
