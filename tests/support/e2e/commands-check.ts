import { expect, type Page } from '@playwright/test';
import { matchRoute } from '../../../src/domain/routes.ts';
import { waitForQuietPage } from './app.ts';
import { openingFindings } from './palette-opening.ts';

/*
 * Controls ⇔ commands (issue 29 item 1, decision 097): on the page, every enabled interactive control
 * inside <main> is listed — or inside the shell's header, which is the same on every page and is checked
 * once per user by tests/e2e/commands-header.spec.ts. A control that names its command
 * (`data-command`, set by CommandButton / Tabs from the registry) must be in the palette on that page
 * with the same state — enabled or disabled, and when disabled the same reason. A control without a
 * command fails (the caller adds it to the findings, decision 098), unless it is of a kind that never
 * needs one: ALLOWED below, each with why.
 */

/** Everything a person can operate. */
const INTERACTIVE = [
  'button',
  'a[href]',
  'summary',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  ...['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'option', 'checkbox', 'radio', 'switch'].map(
    (r) => `[role="${r}"]`,
  ),
  ...['combobox', 'searchbox', 'spinbutton', 'slider', 'textbox', 'gridcell', 'row', 'columnheader'].map((r) => `[role="${r}"]`),
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The allow-list: controls that are not actions and never need a command. Order matters (first match
 * names the kind). Anything not matched here needs a command.
 */
export const ALLOWED: readonly { kind: string; selector: string; why: string }[] = [
  {
    kind: 'field',
    selector:
      'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"]):not([type="file"]), textarea, select, [role="combobox"], [role="searchbox"], [role="spinbutton"], [role="slider"], [role="textbox"], [role="switch"], [role="checkbox"], [role="radio"], button[aria-haspopup="listbox"], [role="group"] button[aria-haspopup="dialog"], button[data-filter-chip]',
    why: 'a value typed or chosen (filters, form fields and their pickers — a select’s or combo box’s button, a date field’s calendar —, a filter chip that clears its field, the radio or checkbox that selects a row): the form’s save or the row’s commands are the actions',
  },
  {
    kind: 'disclosure',
    selector: 'button[aria-expanded][aria-controls]:not([aria-haspopup])',
    why: 'shows or hides a part of the page (the filters fold): what it shows is what acts',
  },
  {
    kind: 'table',
    selector: 'td, tr, th, th *, [role="grid"], [role="gridcell"], [role="row"], [role="columnheader"], [role="columnheader"] *',
    why: 'a table’s cells, rows and column headers (sorting): the analyst table’s own keys (decision 033: keys of the focused control)',
  },
  {
    kind: 'pager',
    selector: 'nav button, [data-pager] button',
    why: 'previous / next page and rows per page (Pager, PageControls), the notifications dropdown’s load more: moving through a list, not an action on it',
  },
  { kind: 'anchor', selector: 'a[href^="#"]', why: 'a link to a section of the same page' },
  {
    kind: 'popup opener',
    selector: 'header [aria-haspopup]:not([data-command])',
    why: 'the header’s account menu and account manager’s card: they hold commands (log out, invite link, copy the email, the account pages), which the palette runs directly; the check opens them and judges each of their controls',
  },
  {
    kind: 'field part',
    selector: '[data-field-part], [role="dialog"] input[type="file"], [role="alertdialog"] input[type="file"]',
    why: 'a part of a form’s value: adding or removing an entry of a list field, moving or folding a report’s columns (the column settings save each change at once), the file a dialog’s form uploads — the form’s save is the action',
  },
  {
    kind: 'dismiss',
    selector: '[style*="clip"] > button[tabindex="-1"]',
    why: 'react-aria’s hidden Dismiss button at the edges of a popover, for screen readers: Escape does the same',
  },
  {
    kind: 'dialog answer',
    selector: '[data-dialog-actions] button',
    why: 'a dialog’s own answer — save, confirm, cancel (ModalDialog’s actions row): the command that opened the dialog is the action, these finish or drop it; Tab reaches them, Escape cancels and Enter in a form dialog saves',
  },
  {
    kind: 'scroll',
    selector: '[data-table-scroll], [role="region"][tabindex], [role="group"][tabindex]',
    why: 'a scrolling box focusable so the keyboard can scroll it (decision 065)',
  },
  { kind: 'chart', selector: '[role="img"]', why: 'a chart’s mark, focusable to read its value: nothing to run' },
  {
    kind: 'panel',
    selector: '[role="tabpanel"]',
    why: 'a tab’s panel, focusable (react-aria) so the keyboard reaches a panel with no control in it: nothing to run',
  },
];

interface Control {
  command: string | null;
  /** a row's own button: the command acts on the selected row in the palette (state not compared) */
  row: boolean;
  /** a link's pathname in the app, or 'external' */
  href: string | null;
  /** the allow-list kind, when it has no command and needs none */
  allowed: string | null;
  /** enabled, and for a tab not the selected one (a selected tab cannot be chosen again) */
  available: boolean;
  disabledReason: string | null;
  name: string;
}

/** The controls inside `roots` (<main>, or the open popups) that are on screen: enabled ones, and disabled ones that name a command. */
export async function controlsOnPage(page: Page, roots = 'main'): Promise<Control[]> {
  return page.evaluate(
    ({ interactive, allowed, roots }) => {
      const out: Control[] = [];
      const inRoots = [...document.querySelectorAll(roots)].flatMap((root) => [...root.querySelectorAll<HTMLElement>(interactive)]);
      for (const el of new Set(inRoots)) {
        if (el.closest('[inert], [aria-hidden="true"], [data-chart-table]')) continue;
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // a file input is drawn by its face (FileInput): it is there when its label is
        const visible =
          (box.width > 0 && box.height > 0 && style.visibility !== 'hidden') ||
          (el.matches('input[type="file"]') && (el.closest('label')?.getBoundingClientRect().width ?? 0) > 0);
        if (!visible) continue;
        const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
        const command = el.getAttribute('data-command');
        if (disabled && !command) continue;
        const link = el instanceof HTMLAnchorElement && el.href ? new URL(el.href) : null;
        const selectedTab = el.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') === 'true';
        const reasonIds = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        const reason = reasonIds
          .map((id) => document.getElementById(id))
          .find((n) => n?.hasAttribute('data-disabled-reason'))
          ?.textContent?.trim();
        const label = el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? el.getAttribute('title') ?? '';
        out.push({
          command,
          row: el.hasAttribute('data-command-row'),
          href: link ? (link.origin === location.origin ? link.pathname : 'external') : null,
          allowed: command ? null : (allowed.find((a) => el.matches(a.selector))?.kind ?? null),
          available: !disabled && !selectedTab,
          disabledReason: reason ?? null,
          name: `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`,
        });
      }
      return out;
    },
    { interactive: INTERACTIVE, allowed: ALLOWED.map(({ kind, selector }) => ({ kind, selector })), roots },
  );
}

/** Where the check looks: the page's own part, or the shell's header (its menus, the bell, the account manager). */
export type Scope = 'main' | 'header';

/**
 * What opens a popup (issue 29 item 1, decision 103): in <main> a menu's button and a command's button
 * that opens a dialog (CommandButton sets `aria-haspopup="dialog"` from the command's `opens`) — a field's
 * picker (a select's listbox, a date field's calendar) belongs to the field: not opened; in the header
 * every button that says it opens a menu or dialog.
 */
const popupTriggers = (scope: Scope) =>
  (scope === 'main'
    ? ['main [aria-haspopup="true"]', 'main [aria-haspopup="menu"]', 'main [data-command][aria-haspopup="dialog"]']
    : ['header [aria-haspopup]:not([aria-haspopup="listbox"])']
  )
    .map((s) => `${s}:visible:not(:disabled):not([aria-disabled="true"]):not([aria-expanded="true"])`)
    .join(', ');
/** a menu or a dialog; a toast (an alertdialog in the toasts' region) is no popup of the page */
const POPUPS = '[role="menu"], [role="dialog"], [role="alertdialog"]:not([role="region"] *)';

/**
 * Opens each popup of the page in turn — a row's menu or dialog once, the first row's, they are alike —
 * lists the controls in it and closes it with Escape (which must close it).
 */
async function popupControls(page: Page, scope: Scope): Promise<{ opened: number; controls: Control[] }> {
  const triggers = page.locator(popupTriggers(scope));
  const popups = page.locator(POPUPS);
  const seen = new Set<string>();
  const controls: Control[] = [];
  const count = await triggers.count();
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i);
    const key =
      (await trigger.getAttribute('data-command')) ?? (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()).trim();
    if (seen.has(key)) continue;
    seen.add(key);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(popups.first(), `${key} opens its popup`).toBeVisible();
    await waitForQuietPage(page, 100);
    controls.push(...(await controlsOnPage(page, POPUPS)).map((c) => ({ ...c, name: `${c.name} (in the popup of ${key})` })));
    await page.keyboard.press('Escape');
    await expect(popups, `Escape closes the popup of ${key}`).toHaveCount(0);
  }
  return { opened: seen.size, controls };
}

interface PaletteEntry {
  enabled: boolean;
  reason: string | null;
}

/** The palette opened once with no query on this page: every listed command by id, with its state. */
export async function paletteOnPage(page: Page): Promise<Map<string, PaletteEntry>> {
  await page.keyboard.press('Control+k');
  const input = page.locator('[cmdk-input]');
  await expect(input).toBeVisible();
  await expect(page.locator('[cmdk-item]').first()).toBeVisible();
  const entries = await page.locator('[cmdk-item]').evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-command-id') ?? item.getAttribute('data-value') ?? '',
      enabled: item.getAttribute('aria-disabled') !== 'true',
      reason: item.querySelector('[data-reason]')?.textContent?.trim() ?? null,
    })),
  );
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  return new Map(entries.map((e) => [e.id, { enabled: e.enabled, reason: e.reason }]));
}

export interface CommandsFindings {
  /** controls that need a command (not allow-listed) */
  controls: number;
  withCommand: number;
  /** the distinct commands the controls name (a link: its route's `nav.<id>`) */
  commands: string[];
  /** the menus and dialogs opened, whose controls are counted with the page's */
  popups: number;
  allowed: number;
  /** the controls without a command, by name: each fails the walk (decision 098) */
  without: string[];
  /** mismatches with the palette: these fail */
  findings: string[];
  /** the routes whose navigation command the palette lists, enabled, on this page (signed in only) */
  reachable: string[];
}

/** A link's command: the route it opens (`nav.<id>`); out of the app, allowed as the browser's own. */
function withLinkCommand(c: Control): Control {
  if (c.command || c.allowed || !c.href) return c;
  if (c.href === 'external') return { ...c, allowed: 'external' };
  const route = matchRoute(c.href);
  return route ? { ...c, command: `nav.${route.id}` } : c;
}

/**
 * The check on one page, in its <main> or its header (`scope`). Signed in, it opens the palette once and
 * also checks that it opens on the page's commands (`openingRoute`: the route the page is, when it landed
 * where it was sent).
 */
export async function commandsFindings(
  page: Page,
  signedIn = true,
  openingRoute: string | null = null,
  scope: Scope = 'main',
): Promise<CommandsFindings> {
  // the page's own controls read after the popups closed: a dialog's command may have moved the page (a tab)
  const popups = signedIn ? await popupControls(page, scope) : { opened: 0, controls: [] };
  const onPage = await controlsOnPage(page, scope);
  const controls = [...onPage, ...popups.controls].map((c) =>
    signedIn ? withLinkCommand(c) : { ...c, allowed: c.allowed ?? 'signed-out' },
  );
  const needing = controls.filter((c) => c.allowed === null);
  const commanded = needing.filter((c) => c.command !== null);
  const findings: string[] = [];
  const reachable: string[] = [];
  if (signedIn) {
    const palette = await paletteOnPage(page);
    for (const [id, entry] of palette) if (id.startsWith('nav.') && entry.enabled) reachable.push(id.slice('nav.'.length));
    if (openingRoute) findings.push(...openingFindings(openingRoute, [...palette.keys()]));
    for (const c of commanded) {
      const entry = palette.get(c.command!);
      if (!entry) {
        findings.push(`${c.name} names ${c.command}, which the palette does not list here`);
        continue;
      }
      if (c.row) continue;
      if (entry.enabled !== c.available)
        findings.push(
          `${c.name} is ${c.available ? 'available' : 'not available'}, ${c.command} in the palette is ${entry.enabled ? 'enabled' : `disabled (${entry.reason})`}`,
        );
      else if (!c.available && c.disabledReason !== null && entry.reason !== c.disabledReason)
        findings.push(`${c.name} says "${c.disabledReason}", ${c.command} in the palette "${entry.reason}"`);
    }
  }
  return {
    controls: needing.length,
    withCommand: commanded.length,
    commands: [...new Set(commanded.map((c) => c.command!))],
    popups: popups.opened,
    allowed: controls.length - needing.length,
    without: needing.filter((c) => c.command === null).map((c) => c.name),
    findings,
    reachable,
  };
}
