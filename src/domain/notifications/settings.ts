import type { Category } from './cases.ts';

/**
 * Notification settings (spec 1 §3: id, title, describe, status). The spec does not list them; we
 * offer one switch per category family, every one on by default. A user who turns one off stops
 * receiving that family (notify() skips them; brand-wide items are hidden from them). `other` has no
 * switch: it carries operator messages that must reach the brand.
 */
export const SETTINGS = [
  { id: 1, key: 'offer', categories: ['offer'] },
  { id: 2, key: 'partnership', categories: ['partnership'] },
  { id: 3, key: 'report', categories: ['report'] },
  { id: 4, key: 'payment', categories: ['payment'] },
  { id: 5, key: 'ticket', categories: ['ticket'] },
  { id: 6, key: 'promotion', categories: ['promotion', 'promotion-all'] },
  { id: 7, key: 'account', categories: ['account'] },
  { id: 8, key: 'announcement', categories: ['announcement', 'announcement-all'] },
] as const satisfies readonly { id: number; key: string; categories: readonly Category[] }[];

export type SettingKey = (typeof SETTINGS)[number]['key'];
export const SETTING_IDS: readonly number[] = SETTINGS.map((s) => s.id);

/** The setting that governs a category, or null when nothing can turn it off. */
export function settingFor(category: Category): (typeof SETTINGS)[number] | null {
  return SETTINGS.find((s) => (s.categories as readonly Category[]).includes(category)) ?? null;
}
