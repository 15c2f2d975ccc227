import { IMPORT_COLUMNS } from '../../src/domain/products/import-columns.ts';
import type { ProductCurrency } from '../../src/domain/products/enums.ts';
import type { ProductText, ProductValues } from '../../src/domain/products/rules.ts';
import type { ProductSyncFailure } from '../../src/domain/products/sync-contract.ts';
import type { ProductRowError } from '../../src/domain/products/upload-contract.ts';
import { PRODUCT_IMPORT_MAX_ROWS, PRODUCT_UPLOAD_ERRORS_MAX } from '../../src/domain/products/upload.ts';
import { RowChecker } from './import-check.ts';

/**
 * The items of a sync's answer (decision 084): a JSON list of products, or `{ "products": [...] }`,
 * each an object with the import's field names (sku, product_name, original_price, …; lists as
 * JSON arrays or comma text). Every item passes the same checks as an import row — the same rules
 * of spec 2 §5 in the brand's currency and the same codes, a SKU twice is `duplicate_sku` on its
 * later item — with `row` the item's place in the list (1-based) and `column` the field.
 */
export interface CheckedItems {
  valid: { row: number; values: ProductValues }[];
  total: number;
  errored: number;
  errors: ProductRowError[];
}

export class SyncFailure extends Error {
  readonly reason: ProductSyncFailure;
  constructor(reason: ProductSyncFailure, detail = '') {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
    this.reason = reason;
  }
}

/** The import's header map: the cells of an item are its fields in IMPORT_COLUMNS order. */
const IDENTITY = Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c.field, i])) as Record<keyof ProductText, number>;

/** A JSON value as the text a file cell would carry (numbers as written, lists comma-joined). */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(',');
  return JSON.stringify(value);
}

export function listOf(body: Buffer): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new SyncFailure('bad_json', (error as Error).message);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) throw new SyncFailure('not_a_list');
  if (list.length > PRODUCT_IMPORT_MAX_ROWS) throw new SyncFailure('too_many_items', String(list.length));
  return list;
}

export function checkItems(list: readonly unknown[], currency: ProductCurrency): CheckedItems {
  const checker = new RowChecker(IDENTITY, currency);
  const out: CheckedItems = { valid: [], total: list.length, errored: 0, errors: [] };
  list.forEach((item, i) => {
    const row = i + 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      out.errored++;
      if (out.errors.length < PRODUCT_UPLOAD_ERRORS_MAX)
        out.errors.push({ row, column: null, code: 'invalid_type', value: cellOf(item).slice(0, 100) });
      return;
    }
    const fields = item as Record<string, unknown>;
    const outcome = checker.check({ line: row, cells: IMPORT_COLUMNS.map((c) => cellOf(fields[c.field])) });
    if (outcome.ok) out.valid.push({ row, values: outcome.values });
    else {
      out.errored++;
      out.errors.push(...outcome.errors.slice(0, Math.max(0, PRODUCT_UPLOAD_ERRORS_MAX - out.errors.length)));
    }
  });
  return out;
}
