/**
 * Shapes of the reference data as stored: every user-visible label is an `{ en, vi }` pair; the
 * served lists (see ../assemble.ts) carry only the requested language.
 */
export const LANGS = ['en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];

export interface Label {
  en: string;
  vi: string;
}

/** The common list item: a stable numeric id, a stable machine code and a label. */
export interface CodedRow {
  id: number;
  code: string;
  name: Label;
}

export interface CountryRow {
  /** ISO 3166-1 numeric */
  id: number;
  /** ISO 3166-1 alpha-2 */
  code: string;
  /** E.164 prefix, e.g. '+84' or '+1264' */
  phone_code: string;
  name: Label;
}

export interface RegionRow {
  id: number;
  country_id: number;
  /** ISO 3166-2 where one exists (US states), else a stable slug */
  code: string;
  name: Label;
}

export interface CityRow {
  id: number;
  region_id: number;
  name: Label;
}

/** Shorthand for data files: `c(1, 'cpa', 'Cost per action', 'Chi phí trên mỗi hành động')`. */
export function c(id: number, code: string, en: string, vi: string): CodedRow {
  return { id, code, name: { en, vi } };
}

/** The same label in both languages (brand names, acronyms, file extensions). */
export function same(id: number, code: string, name: string): CodedRow {
  return { id, code, name: { en: name, vi: name } };
}
