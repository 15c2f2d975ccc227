import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createSessionRuntime } from '../../../src/api/session.ts';
import { createQueryClient } from '../../../src/api/query-client.ts';
import { createMemoryTokenStore } from '../../../src/api/token-store.ts';
import type { Me } from '../../../src/domain/auth/contract.ts';
import type { Locale } from '../../../src/i18n/translate.ts';
import { App } from '../../../src/views/App.tsx';
import { Palette } from '../../../src/views/palette/Palette.tsx';
import { providePalette } from '../../../src/views/shell/PaletteMount.tsx';
import { toastRegion } from '../../../src/views/app/deferred.ts';
import { dialogModule } from '../../../src/views/app/LazyModalDialog.tsx';
import * as Dialog from '../../../src/views/system/Dialog.tsx';
import { notificationDropdown, shellOverlays } from '../../../src/views/shell/deferred.ts';
import * as overlays from '../../../src/views/shell/overlays.ts';
import * as NotificationDropdown from '../../../src/views/notifications/NotificationDropdown.tsx';
import { paletteParts } from '../../../src/views/palette/deferred.ts';
import * as paletteModules from '../../../src/views/palette/parts.ts';
import { ToastRegion } from '../../../src/views/system/Toast.tsx';
import { Providers } from '../../../src/views/Providers.tsx';

export { makeMe } from '../fixtures/me.ts';

/** The whole app over a fake API, for the dom tests of the shell and the areas. */
export interface RenderOptions {
  path: string;
  /** signed in with this profile; omit for a signed-out visitor */
  me?: Me;
  locale?: Locale;
  /** extra answers by `METHOD /path` (given the request, to check its query or body) */
  routes?: Record<string, (url: URL, init: RequestInit) => Response>;
}

// the app's palette, toast region, header overlays and shell dialogs are lazy chunks; the dom tests get
// them at once, as if the idle preload had run
providePalette(Palette);
toastRegion.provide(ToastRegion);
shellOverlays.provide(overlays);
notificationDropdown.provide(NotificationDropdown);
dialogModule.provide(Dialog);
paletteParts.provide(paletteModules);
// chunks the shell loads on first use: already in the module cache, so tests do not wait on a transform
void import('../../../src/views/notifications/SettingsDialog.tsx');
void import('../../../src/views/account/onboarding/OnboardingPanel.tsx');
void import('../../../src/views/auth/LoginPage.tsx');
void import('../../../src/views/notifications/NotificationItem.tsx');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function renderApp({ path, me: given, locale = 'en', routes = {} }: RenderOptions) {
  // the profile's saved language is what the shell shows (useProfileLanguage), so it follows the locale asked for
  const me = given && { ...given, language: locale };
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    calls.push(key);
    const custom = routes[key];
    if (custom) return custom(url, init);
    if (key === 'GET /api/user/me' && me) return json(200, { data: me });
    if (key === 'POST /api/user/logout') return json(200, { data: { ok: true } });
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const tokens = createMemoryTokenStore(me ? { accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } } : {});
  const runtime = createSessionRuntime({ fetch, tokens });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Providers runtime={runtime} queryClient={queryClient} locale={locale}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App />
      </Router>
    </Providers>,
  );
  /** the current path of the memory router */
  const current = () => location.history[location.history.length - 1] ?? '';
  return { ...view, runtime, tokens, calls, current, location };
}
