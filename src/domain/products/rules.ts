import { PRODUCT_CATEGORIES } from '../reference/data/product-categories.ts';
import { CODES, isAbsent, type Rule, type RuleError } from '../validation/codes.ts';
import { check } from '../validation/form.ts';
import { url } from '../validation/formats.ts';
import { decimal4, numberRange } from '../validation/numbers.ts';
import { maxItems, maxLength, maxTags, noEmoji, sku } from '../validation/text.ts';
import {
  PRODUCT_CODES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_STATUSES,
  PRODUCT_TAGS_MAX,
  PRODUCT_TEXT_MAX,
  type ProductCurrency,
  type ProductStatus,
} from './enums.ts';

/**
 * The product field rules of spec 2 §5, once, for the create / edit form, the API and every import
 * row: each field's rules return the first error code. Prices depend on the brand's currency.
 */
const text = [maxLength(PRODUCT_TEXT_MAX), noEmoji];
const numberOnly: Rule = (value) => (isAbsent(value) || /^\d{1,9}$/.test(String(value).trim()) ? null : { code: PRODUCT_CODES.numberOnly });
const category: Rule = (value) =>
  isAbsent(value) || PRODUCT_CATEGORIES.some((c) => String(c.id) === String(value).trim()) ? null : { code: PRODUCT_CODES.invalidCategory };
const status: Rule = (value) =>
  isAbsent(value) || (PRODUCT_STATUSES as readonly string[]).includes(String(value).trim()) ? null : { code: PRODUCT_CODES.invalidStatus };
/** Each comma-separated image must be a URL. */
const urls: Rule = (value) => {
  if (isAbsent(value)) return null;
  for (const item of String(value).split(',')) {
    const error = url(item.trim());
    if (item.trim() && error) return error;
  }
  return null;
};
/** Each comma-separated tag is a text field. */
const eachTag: Rule = (value) => {
  if (isAbsent(value)) return null;
  for (const item of String(value).split(',')) {
    const error = check(item.trim(), text);
    if (error) return error;
  }
  return null;
};
const price = (currency: ProductCurrency): Rule[] => [decimal4, numberRange(0, PRODUCT_PRICE_MAX[currency])];

/** The fields of a product as text (a form's inputs, an import row's cells). */
export interface ProductText {
  product_name: string;
  sku: string;
  original_price: string;
  sale_price: string;
  inventory_quantity: string;
  category_id: string;
  status: string;
  external_id: string;
  description: string;
  product_link: string;
  /** comma list */
  product_images: string;
  /** comma list */
  tag_names: string;
}
export type ProductField = keyof ProductText;
export const PRODUCT_FIELDS: readonly ProductField[] = [
  'product_name',
  'sku',
  'original_price',
  'sale_price',
  'inventory_quantity',
  'category_id',
  'status',
  'external_id',
  'description',
  'product_link',
  'product_images',
  'tag_names',
];
/** Fields a product cannot be without. */
export const REQUIRED_PRODUCT_FIELDS: readonly ProductField[] = ['product_name', 'sku', 'original_price', 'category_id', 'status'];

export function productRules(currency: ProductCurrency): Record<ProductField, readonly Rule[]> {
  return {
    product_name: text,
    sku: [maxLength(PRODUCT_TEXT_MAX), sku],
    original_price: price(currency),
    sale_price: price(currency),
    inventory_quantity: [numberOnly],
    category_id: [category],
    status: [status],
    external_id: text,
    description: text,
    product_link: [url],
    product_images: [maxItems(PRODUCT_IMAGES_MAX), urls],
    tag_names: [maxTags(PRODUCT_TAGS_MAX), eachTag],
  };
}

export type ProductFieldError = RuleError & { field: ProductField };

/** Every field's first error (required fields first), in PRODUCT_FIELDS order. */
export function productErrors(values: ProductText, currency: ProductCurrency): ProductFieldError[] {
  const rules = productRules(currency);
  const errors: ProductFieldError[] = [];
  for (const field of PRODUCT_FIELDS) {
    const value = values[field];
    if (REQUIRED_PRODUCT_FIELDS.includes(field) && value.trim() === '') {
      errors.push({ field, code: CODES.required });
      continue;
    }
    const error = check(value.trim(), rules[field]);
    if (error) errors.push({ field, ...error });
  }
  return errors;
}

/** A checked product, typed for the database. */
export interface ProductValues {
  product_name: string;
  sku: string;
  original_price: string;
  sale_price: string | null;
  inventory_quantity: number;
  category_id: number;
  status: ProductStatus;
  external_id: string;
  description: string;
  product_link: string;
  product_images: string[];
  tag_names: string[];
}

const list = (s: string) => [
  ...new Set(
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];

/** The typed values of text that passed productErrors. */
export function productValues(t: ProductText): ProductValues {
  return {
    product_name: t.product_name.trim(),
    sku: t.sku.trim(),
    original_price: t.original_price.trim(),
    sale_price: t.sale_price.trim() || null,
    inventory_quantity: t.inventory_quantity.trim() ? Number(t.inventory_quantity.trim()) : 0,
    category_id: Number(t.category_id.trim()),
    status: t.status.trim() as ProductStatus,
    external_id: t.external_id.trim(),
    description: t.description.trim(),
    product_link: t.product_link.trim(),
    product_images: list(t.product_images),
    tag_names: list(t.tag_names),
  };
}
