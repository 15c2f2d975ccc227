import { expect, type Page } from '@playwright/test';
import type { CreatedPartner } from '../../../server/partners/service.ts';
import { addPartner, joinedPartner } from '../api/partners.ts';
import { escapeRegExp, openPalette } from './app.ts';
import { FULL_RUN } from './full-run.ts';
import { e2eDb } from './offers-model.ts';

/**
 * Helpers of the partner UI model tests (working mode, applications and invitations; issue 16): fresh
 * partners straight on the e2e server's database through the same service functions the API tests use
 * (a spawned ops CLI costs ~2 s a partner and adds nothing here: the partner's own acts stay the real
 * CLI), and the palette's verdict on a command.
 */

/** A partner no other spec knows, joined to `brandId` (working), so paths never share a record. */
export const freshJoinedPartner = (brandId: number): Promise<CreatedPartner> => joinedPartner(e2eDb(), brandId);

/** A marketplace partner that has not joined any brand yet (the one a brand invites or that applies). */
export const freshPartner = (): Promise<CreatedPartner> => addPartner(e2eDb());

export interface CommandVerdict {
  /** the palette lists the command */
  listed: boolean;
  /** runnable (false: shown disabled with `reason`) */
  enabled?: boolean;
  /** the disabled reason the palette shows */
  reason?: string;
}

/**
 * Opens the palette with `query`, checks each command title against its expected verdict (listed or
 * not; enabled, or disabled showing its reason), and closes the palette again. One opening for
 * several commands: each state of a path checks all of its actions.
 */
export async function expectCommands(page: Page, query: string, expected: Record<string, CommandVerdict>): Promise<void> {
  const input = await openPalette(page);
  await input.fill(query);
  for (const [title, verdict] of Object.entries(expected)) {
    const item = page.locator('[cmdk-item]').filter({ hasText: new RegExp(`^${escapeRegExp(title)}`) });
    if (!verdict.listed) {
      await expect(item, title).toHaveCount(0);
      continue;
    }
    await expect(item, title).toHaveCount(1);
    await expect(item, title).toHaveAttribute('aria-disabled', verdict.enabled ? 'false' : 'true');
    if (!verdict.enabled && verdict.reason) await expect(item, title).toContainText(verdict.reason);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-input]')).toBeHidden();
}

const paletteChecked = new Set<string>();
/**
 * Whether a model spec whose every step ends with a full page load checks the palette in `state` now.
 * After a full load the palette's verdicts depend only on what the server holds, so they are the same
 * on every path that reaches the state: CI checks them the first time the worker reaches it (0.5 s a
 * check, three of four were repeats); the full run (full-run.ts) on every visit. Specs that check after an in-page
 * update (the palette must follow the change) check every time and do not call this.
 */
export function firstPaletteCheck(spec: string, state: { value: unknown; context?: unknown }): boolean {
  const key = JSON.stringify([spec, state.value, state.context ?? null]);
  if (!FULL_RUN && paletteChecked.has(key)) return false;
  paletteChecked.add(key);
  return true;
}
