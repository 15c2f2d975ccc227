import type { Page } from '@playwright/test';
import type { WebRoute } from '../../../src/domain/routes.ts';
import type { A11yTally } from './a11y-axe.ts';
import { comboName, type A11yCombo } from './a11y-routes.ts';
import { LAYOUT_WIDTHS, layoutFindings, NARROW_BELOW } from './layout-check.ts';

/*
 * What the route walk (tests/e2e/route-walk.spec.ts, decision 063) checks on every page it visits.
 * The walk opens each route ONCE per language-and-theme pairing, at the widest width, runs every check
 * that wants that width, then narrows the same page to the next width and runs those that want it.
 * A new check of every page is one more entry in PAGE_CHECKS — no new walk, no extra page load.
 */

export type ComboName = 'en-light' | 'vi-dark';

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
}

export interface PageCheck {
  /** short name: the findings start with it, the walk's summary counts by it */
  name: string;
  /** widths it runs at (px, any of LAYOUT_WIDTHS) */
  widths: readonly number[];
  /** pairings it runs in */
  combos: readonly ComboName[];
  /** what is wrong on the page as it is now, one readable line each (the failure message); empty when all is well */
  run(visit: PageVisit): Promise<string[]>;
}

const EVERY_WIDTH = LAYOUT_WIDTHS.map((size) => size.width);
const WIDEST = Math.max(...EVERY_WIDTH);

export const PAGE_CHECKS: readonly PageCheck[] = [
  // decision 044: axe, WCAG 2.0/2.1 A and AA; serious and critical fail, the rest is counted
  {
    name: 'a11y',
    widths: [WIDEST],
    combos: ['en-light', 'vi-dark'],
    run: async (v) => v.tally.check(v.page, v.where, `page ${comboName(v.combo)}`).then(() => v.tally.takeFailureLines()),
  },
  // decisions 046/047: nothing scrolls sideways or sticks out, figures whole, one title, menus collapsed
  {
    name: 'layout',
    widths: EVERY_WIDTH,
    combos: ['en-light'],
    run: (v) => layoutFindings(v.page, { narrow: v.width < NARROW_BELOW, signedIn: v.signedIn }),
  },
];

/** The widths a walk visits in `combo`, widest first (a page is opened wide, then narrowed). */
export function widthsFor(checks: readonly PageCheck[], combo: ComboName): number[] {
  return [...new Set(checks.filter((c) => c.combos.includes(combo)).flatMap((c) => c.widths))].sort((a, b) => b - a);
}

/** The height of each width (LAYOUT_WIDTHS: a phone is taller than wide). */
export function viewportOf(width: number): { width: number; height: number } {
  const size = LAYOUT_WIDTHS.find((s) => s.width === width);
  if (!size) throw new Error(`no viewport for width ${width}: add it to LAYOUT_WIDTHS`);
  return { width: size.width, height: size.height };
}
