import { comboName } from './a11y-routes.ts';
import { layoutFindings, NARROW_BELOW } from './layout-check.ts';
import { EVERY_WIDTH, WIDEST, type PageCheck } from './page-check.ts';
import { tableFitFindings } from './table-fit-check.ts';
import { languageFindings } from './language-check.ts';
import { commandsFindings } from './commands-check.ts';
import { FULL_RUN } from './full-run.ts';

/*
 * What the route walk (tests/e2e/route-walk.spec.ts, decision 063) checks on every page it visits.
 * The walk opens each route ONCE per language-and-theme pairing, at the widest width, runs every check
 * that wants that width, then narrows the same page to the next width and runs those that want it.
 *
 * A new check of every page is ONE more entry here (and its import) — no new walk, no extra page load:
 *   { name, widths, combos, run(visit) → the findings as readable lines }   (types: page-check.ts)
 * e.g. { name: 'table-fit', widths: EVERY_WIDTH, combos: ['en-light'], run: (v) => tableFitFindings(v.page) }.
 * Run one check alone: `WALK_CHECKS=language npx playwright test tests/e2e/route-walk.spec.ts`.
 */
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
  // decision 065: names and actions of a row on screen on a phone, no table scrolling sideways at 1280, a cue where a box scrolls
  { name: 'table-fit', widths: EVERY_WIDTH, combos: ['en-light'], run: (v) => tableFitFindings(v.page) },
  // decision 066: one language per page — no raw code or dictionary key, no English on a Vietnamese page nor the reverse, one date format
  {
    name: 'language',
    widths: [WIDEST],
    combos: ['en-light', 'vi-dark'],
    run: async (v) =>
      (await languageFindings(v.page, v.combo.locale)).map(
        (f) => `${f.kind}: "${f.text}"${f.matched ? ` (dictionary: "${f.matched}")` : ''}`,
      ),
  },
  // decisions 097/098: every control is the face of a command that agrees with the palette there (state
  // and reason), and the palette opens on the page's commands; a control without one fails. Once per route: CI's sample walks each
  // route in one pairing (either), the full run every route in both (en-light only then). Opens the
  // palette once on a signed-in page.
  {
    name: 'commands',
    widths: [WIDEST],
    combos: FULL_RUN ? ['en-light'] : ['en-light', 'vi-dark'],
    run: async (v) => {
      const found = await commandsFindings(v.page, v.signedIn, v.where === v.route.id ? v.route.id : null);
      v.count('controls', found.controls);
      v.count('withCommand', found.withCommand);
      v.count('popups', found.popups);
      v.count('allowed', found.allowed);
      for (const routeId of found.reachable) v.count(`reach:${routeId}`, 1);
      // issue 29 item 1: a control that is not the face of a command fails the walk (decision 098)
      return [...found.findings, ...found.without.map((name) => `${name} has no command`)];
    },
  },
];
