import { expect, test } from '@playwright/test';
import { MENU_LAYOUT_KEY } from '../../src/atoms/shell.ts';
import { openAndSettle, signInByApi } from '../support/e2e/app.ts';
import { commandsFindings } from '../support/e2e/commands-check.ts';

/*
 * Commands ⇔ controls in the shell's header (issue 29 item 1, decisions 097/103): the route walk judges
 * each page's <main>; the header is the same on every page, so it is judged here once per kind of user
 * and layout — its buttons, and each of its popups opened by keyboard (the account menu, the language
 * menu, the notifications dropdown, the account manager's card, the classic layout's top menus) with
 * every control in them. A control without a command fails, as in the walk.
 */
const CASES = [
  // the owner has every header entry: the bell, the account manager, the invite link, brand info
  { user: 'owner@demo.test', layout: 'side', atLeast: ['notifications.open', 'language.switch', 'session.logout', 'account.inviteLink'] },
  // the older top menu: its dropdowns hold the main menu's links
  { user: 'owner@demo.test', layout: 'classic', atLeast: ['notifications.open', 'session.logout', 'nav.offers'] },
  // a restricted employee: fewer entries, the same rule
  { user: 'finance@demo.test', layout: 'side', atLeast: ['language.switch', 'session.logout'] },
] as const;

for (const { user, layout, atLeast } of CASES) {
  test(`${user}, ${layout} menu: every control of the header and its popups has a command that agrees with the palette`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [MENU_LAYOUT_KEY, layout] as const);
    await signInByApi(page, user);
    await openAndSettle(page, '/');
    const found = await commandsFindings(page, true, null, 'header');
    console.log(
      `header of ${user} (${layout}): controls ${found.controls}, with command ${found.withCommand}, popups opened ${found.popups}`,
    );
    const failures = [...found.findings, ...found.without.map((name) => `${name} has no command`)];
    expect(failures, failures.join('\n')).toEqual([]);
    // the check saw the popups: at least the account and language menus (and the bell where the user has it)
    expect(found.popups).toBeGreaterThanOrEqual(2);
    expect(found.commands).toEqual(expect.arrayContaining([...atLeast]));
  });
}
