import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createSessionRuntime } from '../../api/session.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import type { Me } from '../../domain/auth/contract.ts';
import { ROLE_DEFAULTS, ROLES, type RoleKey } from '../../domain/permissions.ts';
import type { Locale } from '../../i18n/translate.ts';
import { App } from '../App.tsx';
import { Palette } from '../palette/Palette.tsx';
import { providePalette } from './PaletteMount.tsx';
import { toastRegion } from './deferred.ts';
import { ToastRegion } from '../system/Toast.tsx';
import { Providers } from '../Providers.tsx';

/** Test support for the shell's dom tests: a profile per demo role and the whole app over a fake API. */
export function makeMe(role: RoleKey = 'owner', over: Partial<Me> = {}): Me {
  return {
    id: 7,
    brand_id: 1,
    email: `${role}@demo.test`,
    first_name: 'Demo',
    last_name: role,
    company_name: 'Demo Brand',
    business_email: `biz-${role}@demo.test`,
    role_id: ROLES[role],
    permissions: { ...ROLE_DEFAULTS[role] },
    is_all_partner: true,
    is_first_login: false,
    language: 'en',
    currency: 'USD',
    timezone: null,
    is_admin_approve: true,
    is_submit: true,
    fraud_detector: true,
    is_exists_discount_program: true,
    is_exists_product: false,
    manager: { email: 'am@provider.test', avatar: '', name: 'Alex Manager', phone: '+84 1', skype: '', telegram: '' },
    percentage: 100,
    is_personal_info: true,
    is_public_info: true,
    is_payment_info: true,
    // the account area's profile fields (src/domain/profile/schema.ts)
    avatar: null,
    cover: null,
    has_api_key: false,
    phone: '+84 90 000 0000',
    business_phone: '+84 90 000 0000',
    gender: null,
    first_login_step: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    report_timezone_id: null,
    pending_timezone: null,
    timezone_effective_at: null,
    permission_list: [],
    partner_ids: [],
    public_info: null,
    payment_info: null,
    firstName: 'Demo',
    lastName: role,
    companyName: 'Demo Brand',
    businessEmail: `biz-${role}@demo.test`,
    roleId: ROLES[role],
    isAllPartner: true,
    ...over,
  };
}

export interface RenderOptions {
  path: string;
  /** signed in with this profile; omit for a signed-out visitor */
  me?: Me;
  locale?: Locale;
  /** extra answers by `METHOD /path` (given the request, to check its query or body) */
  routes?: Record<string, (url: URL, init: RequestInit) => Response>;
}

// the app's palette and toast region are lazy chunks; the dom tests get them at once, as if the idle
// preload had run
providePalette(Palette);
toastRegion.provide(ToastRegion);
// chunks the shell loads on first use: already in the module cache, so tests do not wait on a transform
void import('../notifications/SettingsDialog.tsx');
void import('../account/onboarding/OnboardingPanel.tsx');
void import('../auth/LoginPage.tsx');
void import('../notifications/NotificationItem.tsx');

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
