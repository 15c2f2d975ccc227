import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests launch (decision 099): CHROMIUM_PATH when set, else Debian's headless
 * shell (`apt-get install chromium-headless-shell`), else Debian's full browser. The headless shell is
 * the same Blink and V8 as the browser of the same version, without the browser's own UI: the full
 * browser's headless mode opens its UI renderers for every test's window, which cost the suite a third
 * of its CPU (offers.model alone: 96 → 65 s of CPU).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
