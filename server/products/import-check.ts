import { IMPORT_COLUMNS } from '../../src/domain/products/import-columns.ts';
import { PRODUCT_CODES, type ProductCurrency } from '../../src/domain/products/enums.ts';
import { productErrors, productValues, type ProductText, type ProductValues } from '../../src/domain/products/rules.ts';
import type { ProductRowError } from '../../src/domain/products/upload-contract.ts';
import type { FileRecord } from './import-read.ts';

/**
 * The checks of one product file, row by row as it streams (decision 080): the header names the
 * import's columns (any order, case and spaces aside, nothing else); each row passes the product
 * rules of spec 2 §5 in the brand's currency; a SKU twice in the file is an error on its later row.
 */
const normalize = (h: string) => h.trim().toLowerCase();

/** Column index per field, or null when the header is not the import's. */
export function headerMap(cells: readonly string[]): Record<keyof ProductText, number> | null {
  const names = cells.map(normalize);
  while (names.length && names[names.length - 1] === '') names.pop();
  const map = {} as Record<keyof ProductText, number>;
  for (const c of IMPORT_COLUMNS) {
    const i = names.indexOf(c.header);
    if (i < 0) return null;
    map[c.field] = i;
  }
  return names.length === IMPORT_COLUMNS.length && new Set(names).size === names.length ? map : null;
}

export type RowOutcome = { ok: true; values: ProductValues } | { ok: false; errors: ProductRowError[] };

export class RowChecker {
  private seen = new Map<string, number>();
  private readonly map: Record<keyof ProductText, number>;
  private readonly currency: ProductCurrency;
  constructor(map: Record<keyof ProductText, number>, currency: ProductCurrency) {
    this.map = map;
    this.currency = currency;
  }

  /** True when every cell of the record is empty (a blank line is skipped, not counted). */
  static blank(r: FileRecord): boolean {
    return r.cells.every((c) => c.trim() === '');
  }

  check(r: FileRecord): RowOutcome {
    const text = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.field, r.cells[this.map[c.field]] ?? ''])) as unknown as ProductText;
    const header = (field: keyof ProductText) => IMPORT_COLUMNS.find((c) => c.field === field)!.header;
    const errors: ProductRowError[] = productErrors(text, this.currency).map((e) => ({
      row: r.line,
      column: header(e.field),
      code: e.code,
      value: text[e.field].slice(0, 100),
      ...(e.max !== undefined ? { max: e.max } : {}),
    }));
    const sku = text.sku.trim();
    if (sku && !errors.some((e) => e.column === 'sku')) {
      const first = this.seen.get(sku);
      if (first !== undefined)
        errors.push({ row: r.line, column: 'sku', code: PRODUCT_CODES.duplicateSku, value: sku.slice(0, 100), max: first });
      else this.seen.set(sku, r.line);
    }
    return errors.length ? { ok: false, errors } : { ok: true, values: productValues(text) };
  }
}
