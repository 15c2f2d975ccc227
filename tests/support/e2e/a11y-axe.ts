import type { Frame, Page } from '@playwright/test';
import type Axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The axe runner of the accessibility walk (issue 15, decision 044). WCAG 2.0 and 2.1, levels A and AA:
 * the standard the issue names; best-practice and experimental rules are left out so a failure is
 * always a WCAG failure, never a style opinion.
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core, injected once per document and run with `axe.run` in the page — what @axe-core/playwright's
 * legacy mode did (decision 063: its default mode cost 2–4 times as long), without its cost per check:
 * AxeBuilder evaluated the 550 kB source and a configure in every frame on every call, even with
 * `window.axe` there, ~0.3 s of a 0.4–1 s check on a quiet machine (decision 102). The walk navigates
 * inside the app, so a page keeps `window.axe` from one check to the next.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_SETUP = `${AXE_SOURCE}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/** axe in `frame` unless it is there; a frame that cannot take it (detached while loading) is left out, as AxeBuilder did. */
async function injectAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(AXE_SETUP);
  } catch {
    // the run goes on in the frames that have axe
  }
}

/**
 * One axe run over the page as it is now, or inside `include`'s selectors. Every node of every
 * violation, but no passing, incomplete or inapplicable results: a page's run 2.73 → 1.73 s, the same
 * violations on the walk's 120 pages (decision 083); AXE_ALL_RESULTS=1 asks for everything again, to compare.
 */
export async function runAxe(page: Page, include: readonly string[] = []): Promise<AxeResults> {
  for (const frame of page.frames()) await injectAxe(frame);
  // a dialog still fading in has its text at part opacity: axe read its contrast mid-way once the check
  // came sooner after the opening (ci45, agency-inside). Finite animations end first; spinners run on
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const options: RunOptions = { runOnly: { type: 'tag', values: A11Y_TAGS } };
  if (process.env.AXE_ALL_RESULTS !== '1') options.resultTypes = ['violations'];
  const results = await page.evaluate(
    ({ include, options }) =>
      (window as unknown as { axe: typeof Axe }).axe.run(include.length ? { include, exclude: [] } : document, options),
    { include: [...include], options },
  );
  // with resultTypes axe has been seen to report a best-practice rule outside the tags (landmark-unique on
  // /offers, decision 079): a finding of the walk is a WCAG finding, so only the tagged rules count
  return { ...results, violations: results.violations.filter((v) => v.tags.some((tag) => A11Y_TAGS.includes(tag))) };
}

/**
 * What an open dialog, menu, popover or listbox is made of (react-aria marks every popover with
 * `data-trigger`). A state of the walk — a menu opened on a page — is checked in these only: the page
 * behind it is the route walk's, already checked once per route (decision 078).
 */
const OVERLAYS = ['[role="dialog"]', '[role="alertdialog"]', '[role="menu"]', '[role="listbox"]', '[data-trigger]'];

/** The overlay selectors that match something on the page now; empty when nothing is open. */
function openOverlays(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => selectors.filter((s) => document.querySelector(s) !== null), OVERLAYS);
}

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export interface A11yFinding {
  rule: string;
  impact: Impact;
  /** route id (and the path it landed on when it redirected) */
  where: string;
  /** the state and combination: "page en-light", "palette vi-dark" … */
  state: string;
  targets: string[];
  /** listed in A11Y_SKIP_RULES: fixed on another branch, reported but not failing (local runs only) */
  expectedElsewhere: boolean;
}

/**
 * Rules whose fixes land from another branch; only for local progress runs, e.g.
 * `A11Y_SKIP_RULES=color-contrast,label-content-name-mismatch`. CI leaves it unset: every rule counts.
 */
export function expectedElsewhereRules(): Set<string> {
  return new Set(
    (process.env.A11Y_SKIP_RULES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** What one walk saw: every finding, and how many page states it checked. */
export class A11yTally {
  readonly findings: A11yFinding[] = [];
  routes = new Set<string>();
  states = 0;
  private readonly skip = expectedElsewhereRules();

  /**
   * Run axe on the page as it is now and keep what it finds. `overlaysOnly`: only in the open
   * overlays (the whole page when none is open).
   */
  async check(page: Page, where: string, state: string, { overlaysOnly = false } = {}): Promise<void> {
    const results = await runAxe(page, overlaysOnly ? await openOverlays(page) : []);
    this.states += 1;
    for (const violation of results.violations) {
      const impact = (violation.impact ?? 'minor') as Impact;
      this.findings.push({
        rule: violation.id,
        impact,
        where,
        state,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        expectedElsewhere: this.skip.has(violation.id),
      });
    }
  }

  /**
   * Keep this test's share in a file beside the run's data: a failed test restarts the Playwright
   * worker (and this module), yet the summary must count every test of the walk.
   */
  record(file: string, test: string): void {
    appendFileSync(file, JSON.stringify({ test, findings: this.findings, routes: [...this.routes], states: this.states }) + '\n');
  }

  /** The whole walk from the recorded tests (the last record of each test wins); null when some are missing. */
  static fromRecords(file: string, tests: number): A11yTally | null {
    if (!existsSync(file)) return null;
    const byTest = new Map<string, { findings: A11yFinding[]; routes: string[]; states: number }>();
    for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const record = JSON.parse(line) as { test: string; findings: A11yFinding[]; routes: string[]; states: number };
      byTest.set(record.test, record);
    }
    if (byTest.size < tests) return null;
    const all = new A11yTally();
    for (const record of byTest.values()) {
      all.findings.push(...record.findings);
      record.routes.forEach((r) => all.routes.add(r));
      all.states += record.states;
    }
    return all;
  }

  private taken = 0;
  /** The failure lines (describeFindings) of the findings checked since the last call: one page's share. */
  takeFailureLines(): string[] {
    const fresh = this.findings.slice(this.taken);
    this.taken = this.findings.length;
    const failing = fresh.filter((f) => (f.impact === 'serious' || f.impact === 'critical') && !f.expectedElsewhere);
    return failing.length ? describeFindings(failing).split('\n') : [];
  }

  /** Serious and critical findings that fail the walk. */
  failures(): A11yFinding[] {
    return this.findings.filter((f) => (f.impact === 'serious' || f.impact === 'critical') && !f.expectedElsewhere);
  }

  count(impact: Impact, expectedElsewhere = false): number {
    return this.findings.filter((f) => f.impact === impact && f.expectedElsewhere === expectedElsewhere).length;
  }

  /** The one line CI shows: `a11y walk: routes N, states N, serious 0, critical 0, moderate N, minor N`. */
  summary(): string {
    const counts = IMPACTS.filter((i) => i !== 'critical' && i !== 'serious').map((i) => `${i} ${this.count(i)}`);
    const skipped = this.findings.filter((f) => f.expectedElsewhere).length;
    const tail = skipped > 0 ? `, expected elsewhere ${skipped} (${[...this.skip].join(', ')})` : '';
    return `a11y walk: routes ${this.routes.size}, states ${this.states}, serious ${this.count('serious')}, critical ${this.count('critical')}, ${counts.join(', ')}${tail}`;
  }

  /** Counts per rule and impact, for the before/after table of the notes. */
  perRule(): string {
    const rows = new Map<string, number>();
    for (const f of this.findings) {
      const key = `${f.impact.padEnd(8)} ${f.rule}${f.expectedElsewhere ? ' (expected elsewhere)' : ''}`;
      rows.set(key, (rows.get(key) ?? 0) + 1);
    }
    return [...rows]
      .sort(([a], [b]) => IMPACTS.indexOf(a.split(' ')[0] as Impact) - IMPACTS.indexOf(b.split(' ')[0] as Impact) || a.localeCompare(b))
      .map(([key, n]) => `  ${key}: ${n}`)
      .join('\n');
  }
}

/** A failure message readable in CI output: one line per finding, rule first. */
export function describeFindings(findings: readonly A11yFinding[]): string {
  return findings.map((f) => `${f.impact} ${f.rule} — ${f.where} [${f.state}] — ${f.targets.join(' | ')}`).join('\n');
}
