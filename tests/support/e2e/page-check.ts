import type { Page } from '@playwright/test';
import type { WebRoute } from '../../../src/domain/routes.ts';
import type { A11yTally } from './a11y-axe.ts';
import type { A11yCombo } from './a11y-routes.ts';
import { FULL_RUN } from './full-run.ts';
import { LAYOUT_WIDTHS } from './layout-check.ts';

/*
 * The shape of a check the route walk (tests/e2e/route-walk.spec.ts, decision 063) runs on every page
 * it visits. The list of checks is PAGE_CHECKS (page-checks.ts); a check's own file exports its
 * PageCheck, so it can be added there in one line and imports nothing of the walk but these types.
 */

/** The language-and-theme pairings the route walk visits (decision 044: each language and each theme once). */
export type ComboName = 'en-light' | 'vi-dark';
export const COMBOS: Record<ComboName, A11yCombo> = {
  'en-light': { locale: 'en', theme: 'light' },
  'vi-dark': { locale: 'vi', theme: 'dark' },
};

/** One page as the walk sees it, at one width. */
export interface PageVisit {
  page: Page;
  route: WebRoute;
  /** route id, and `→ landed path` when a guard or onboarding redirected */
  where: string;
  combo: A11yCombo;
  width: number;
  signedIn: boolean;
  /** the accessibility tally of this test (counts the moderate and minor findings that do not fail) */
  tally: A11yTally;
  /** adds to a count of this check beside its pages and findings, summed in the walk's summary ("controls") */
  count(name: string, n: number): void;
}

export interface PageCheck {
  /** short name: the findings start with it, the walk's summary counts by it, WALK_CHECKS selects by it */
  name: string;
  /** widths it runs at (px, any of LAYOUT_WIDTHS) */
  widths: readonly number[];
  /** pairings it runs in */
  combos: readonly ComboName[];
  /**
   * What is wrong on the page as it is now, one readable line each (they make the failure message);
   * empty when all is well. It may look but must leave the page as it found it (the next check reads it).
   */
  run(visit: PageVisit): Promise<string[]>;
}

/** 1280, 768 and 375 px (decision 046). */
export const EVERY_WIDTH: readonly number[] = LAYOUT_WIDTHS.map((size) => size.width);
export const WIDEST = Math.max(...EVERY_WIDTH);

/** The checks named in `selection` (WALK_CHECKS=a11y,layout), all of them when it is empty. */
export function selectChecks(checks: readonly PageCheck[], selection = ''): PageCheck[] {
  const names = selection
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !checks.some((c) => c.name === n));
  if (unknown.length)
    throw new Error(`WALK_CHECKS names no check ${unknown.join(', ')}; there are ${checks.map((c) => c.name).join(', ')}`);
  return names.length ? checks.filter((c) => names.includes(c.name)) : [...checks];
}

/** The pairings at least one of `checks` runs in. */
export function combosOf(checks: readonly PageCheck[]): ComboName[] {
  return (Object.keys(COMBOS) as ComboName[]).filter((name) => checks.some((c) => c.combos.includes(name)));
}

/**
 * The widths a walk visits in `combo`, widest first (a page is opened wide, then narrowed). CI's sample
 * (decision 079) leaves out the middle width (768 px): the desktop and phone layouts are checked on every
 * route, the tablet one in the full run (`npm run test:e2e:full`, full-run.ts).
 */
export function widthsFor(checks: readonly PageCheck[], combo: ComboName, full = FULL_RUN): number[] {
  const all = [...new Set(checks.filter((c) => c.combos.includes(combo)).flatMap((c) => c.widths))].sort((a, b) => b - a);
  return full ? all : all.filter((w, i) => i === 0 || w === Math.min(...all));
}

/** The height of each width (LAYOUT_WIDTHS: a phone is taller than wide). */
export function viewportOf(width: number): { width: number; height: number } {
  const size = LAYOUT_WIDTHS.find((s) => s.width === width);
  if (!size) throw new Error(`no viewport for width ${width}: add it to LAYOUT_WIDTHS`);
  return { width: size.width, height: size.height };
}
