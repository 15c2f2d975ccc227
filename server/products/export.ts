import type { FastifyReply } from 'fastify';
import type { Product, ProductFilter } from '../../src/domain/products/contract.ts';
import type { Db } from '../db/pool.ts';
import { dated, sendSheet, type SheetColumn } from '../export/sheet.ts';
import { productListSql } from './list.ts';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from './queries.ts';
import { IMPORT_COLUMNS } from '../../src/domain/products/import-columns.ts';

const BATCH = 1000;

/** The import's columns (src/domain/products/import-columns.ts), so an export edited and imported again updates by SKU. */
const COLUMNS: readonly SheetColumn<Product>[] = IMPORT_COLUMNS.map((c) => ({
  header: c.header,
  decimal: c.field === 'original_price' || c.field === 'sale_price',
  value: (p: Product) => {
    switch (c.field) {
      case 'product_images':
        return p.product_images.join(',');
      case 'tag_names':
        return p.tags.map((t) => t.name).join(',');
      case 'sale_price':
        return p.sale_price ?? '';
      default:
        return p[c.field];
    }
  },
}));

async function* rowsOf(db: Db, brandId: number, filter: Partial<ProductFilter>): AsyncGenerator<Product> {
  const { where, order, values } = productListSql(brandId, filter);
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await db.query<Product>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE ${where} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${offset}`,
      values,
    );
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

export async function sendProductExport(
  reply: FastifyReply,
  db: Db,
  brandId: number,
  query: Partial<ProductFilter> & { format: 'csv' | 'xlsx' },
) {
  await sendSheet(reply, {
    format: query.format,
    filename: dated('products'),
    sheet: 'Products',
    columns: COLUMNS,
    rows: rowsOf(db, brandId, query),
  });
}
