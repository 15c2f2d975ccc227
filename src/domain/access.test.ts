import { describe, expect, it } from 'vitest';
import { accessSessionFromMe, allows, guard, menuFor, type AccessSession } from './access.ts';
import type { Me } from './auth/contract.ts';
import { ROLE_DEFAULTS, type ModuleLevels, type RoleKey } from './permissions.ts';
import { WEB_ROUTES } from './routes.ts';

const session = (over: Partial<AccessSession> = {}): AccessSession => ({
  role: 'owner',
  permissions: {},
  isAllPartner: true,
  isAdminApprove: true,
  isSubmit: true,
  isFirstLogin: false,
  fraudDetector: true,
  discountProgram: true,
  ...over,
});
const as = (role: RoleKey, over: Partial<AccessSession> = {}) => session({ role, permissions: ROLE_DEFAULTS[role], ...over });
const to = (path: string, s: AccessSession | null) => {
  const result = guard(path, s);
  return result.kind === 'allow' ? 'allow' : result.to;
};
const menuIds = (s: AccessSession) => menuFor(s).sections.flatMap((section) => section.items.map((item) => item.routeId));

describe('guard', () => {
  it('rule 1: no token sends every private route to login, keeping the wanted path', () => {
    expect(to('/', null)).toBe('/auth/login');
    expect(to('/offers/5/edit', null)).toBe('/auth/login?next=%2Foffers%2F5%2Fedit');
    expect(to('/lock', null)).toBe('/auth/login?next=%2Flock');
    for (const route of WEB_ROUTES.filter((r) => !r.public)) {
      expect(guard(route.path, null)).toMatchObject({ kind: 'redirect', reason: 'signedOut' });
    }
  });
  it('public pages are reachable signed out', () => {
    for (const path of [
      '/auth/login',
      '/auth/sign-up',
      '/auth/forgot-password',
      '/auth/set-password',
      '/auth/reset-password',
      '/auth/support-center',
      '/auth/privacy-policy',
      '/errors/404',
    ]) {
      expect(to(path, null)).toBe('allow');
    }
  });
  it('unknown paths go to the 404 page whether signed in or not', () => {
    expect(to('/nope', null)).toBe('/errors/404');
    expect(to('/offers/1/2/3', session())).toBe('/errors/404');
  });
  it('rule 2: an owner awaiting approval reaches only account settings and the public pages', () => {
    const s = session({ isAdminApprove: false, isSubmit: false });
    expect(to('/account-setting', s)).toBe('allow');
    expect(to('/auth/privacy-policy', s)).toBe('allow');
    for (const path of ['/', '/offers', '/help', '/lock', '/ticket', '/markets']) expect(to(path, s)).toBe('/account-setting');
  });
  it('rule 2 is about the owner: an employee with the flag unset is guarded by permissions only', () => {
    expect(to('/offers', as('admin', { isAdminApprove: false }))).toBe('allow');
  });
  it('rule 3: no access on the route module sends to /lock, matching :param routes too', () => {
    const s = session({ role: 'custom', permissions: { offers: 0 } });
    expect(to('/offers', s)).toBe('/lock');
    expect(to('/offers/12/detail', s)).toBe('/lock');
    expect(to('/reports', s)).toBe('allow');
    expect(guard('/offers', s)).toMatchObject({ reason: 'noAccess' });
  });
  it('routes without a module need only a sign-in', () => {
    const s = session({
      role: 'custom',
      permissions: Object.fromEntries(Object.keys(ROLE_DEFAULTS.owner).map((k) => [k, 0])) as ModuleLevels,
    });
    for (const path of ['/account-setting', '/help', '/lock']) expect(to(path, s)).toBe('allow');
  });
  it('rule 4: read only blocks submit sub-routes but not reading', () => {
    const s = session({ role: 'custom', permissions: { offers: 2 } });
    expect(to('/offers', s)).toBe('allow');
    expect(to('/offers/3/detail', s)).toBe('allow');
    for (const path of [
      '/offers/new',
      '/offers/3/edit',
      '/offers/offer-groups/new',
      '/offers/questionnaire/new',
      '/offers/creatives/9/edit',
    ]) {
      expect(guard(path, s)).toMatchObject({ kind: 'redirect', to: '/lock', reason: 'readOnly' });
    }
  });
  it('rule 4: full access on offers still blocks submit sub-routes unless the user manages all partners', () => {
    expect(guard('/offers/new', as('admin', { isAllPartner: false }))).toMatchObject({ to: '/lock', reason: 'notAllPartner' });
    expect(to('/offers/new', as('admin', { isAllPartner: true }))).toBe('allow');
    expect(to('/offers', as('admin', { isAllPartner: false }))).toBe('allow');
  });
  it('rule 5: flag-gated routes need their flag', () => {
    expect(guard('/fraud-detection', session({ fraudDetector: false }))).toMatchObject({ to: '/lock', reason: 'flag' });
    expect(to('/fraud-detection', session({ fraudDetector: true }))).toBe('allow');
    expect(to('/reports/discount-program', session({ discountProgram: false }))).toBe('/lock');
    expect(to('/reports/discount-program', session({ discountProgram: true }))).toBe('allow');
  });
  it('rule 6: signed-in users are sent home from the login pages but keep emailed-token pages', () => {
    for (const path of ['/auth/login', '/auth/sign-up', '/auth/forgot-password']) expect(to(path, session())).toBe('/');
    expect(to('/auth/reset-password', session())).toBe('allow');
    expect(to('/auth/set-password', session())).toBe('allow');
  });
  it('rule 7: a first-login user landing on home goes to markets; other screens stay reachable', () => {
    const s = session({ isFirstLogin: true });
    expect(guard('/', s)).toMatchObject({ to: '/markets', reason: 'firstLogin' });
    expect(to('/markets', s)).toBe('allow');
    expect(to('/offers', s)).toBe('allow');
    // no marketplace access: there is no flow to start, the home page guard applies as usual
    expect(to('/', session({ isFirstLogin: true, role: 'custom', permissions: { market: 0 } }))).toBe('allow');
  });
  it('the owner never reaches brand info; employees with access do', () => {
    expect(to('/brand-info', session())).toBe('/account-setting');
    expect(to('/brand-info', as('admin'))).toBe('allow');
  });
  it('allows() agrees with guard()', () => {
    expect(allows('/offers', session())).toBe(true);
    expect(allows('/offers', null)).toBe(false);
  });
});

describe('menuFor', () => {
  it('no access removes the module item and its group', () => {
    const ids = menuIds(session({ role: 'custom', permissions: { payment: 0, offers: 0 } }));
    expect(ids).not.toContain('payment');
    expect(ids).not.toContain('offers');
    expect(ids).not.toContain('creatives');
    expect(menuFor(session({ role: 'custom', permissions: { payment: 0 } })).sections.map((s) => s.group)).not.toContain('payment');
  });
  it('read only, or not all-partner, removes submit entries', () => {
    expect(menuIds(session())).toContain('offerNew');
    expect(menuIds(session({ role: 'custom', permissions: { offers: 2 } }))).not.toContain('offerNew');
    expect(menuIds(session({ role: 'custom', permissions: { offers: 2 } }))).toContain('offers');
    expect(menuIds(as('admin', { isAllPartner: false }))).not.toContain('offerNew');
  });
  it('fraud detection and the discount program report follow their flags', () => {
    expect(menuIds(session({ fraudDetector: false, discountProgram: false }))).not.toEqual(expect.arrayContaining(['fraudDetection']));
    expect(menuIds(session({ fraudDetector: false }))).not.toContain('fraudDetection');
    expect(menuIds(session({ discountProgram: false }))).not.toContain('reportDiscountProgram');
    expect(menuIds(session())).toEqual(expect.arrayContaining(['fraudDetection', 'reportDiscountProgram']));
  });
  it('sections follow the menu group order and every menu route appears for the owner', () => {
    const model = menuFor(session());
    expect(model.sections.map((s) => s.group)).toEqual([
      'home',
      'marketplace',
      'offers',
      'partnership',
      'reports',
      'fraud',
      'employee',
      'payment',
    ]);
    expect([...menuIds(session())].sort()).toEqual(
      WEB_ROUTES.filter((r) => r.menu)
        .map((r) => r.id)
        .sort(),
    );
  });
  it('greys the menu until approval with the onboarding tooltip', () => {
    expect(menuFor(session()).greyed).toBeNull();
    expect(menuFor(session({ isAdminApprove: false, isSubmit: true })).greyed).toBe('submittedOnboarding');
    expect(menuFor(session({ isAdminApprove: false, isSubmit: false })).greyed).toBe('incompleteOnboarding');
  });
  it('ticket is disabled until approval and hidden without ticket access', () => {
    expect(menuFor(session()).header.ticket).toBe('enabled');
    expect(menuFor(session({ isAdminApprove: false })).header.ticket).toBe('disabled');
    expect(menuFor(session({ role: 'custom', permissions: { ticket: 0 } })).header.ticket).toBe('hidden');
  });
  it('invite link: hidden when offers is none, or when all but employee and notification are none', () => {
    const none = Object.fromEntries(Object.keys(ROLE_DEFAULTS.owner).map((k) => [k, 0])) as ModuleLevels;
    expect(menuFor(session()).header.inviteLink).toBe(true);
    expect(menuFor(session({ role: 'custom', permissions: { offers: 0 } })).header.inviteLink).toBe(false);
    expect(menuFor(session({ role: 'custom', permissions: { ...none, employee: 15, notification: 15 } })).header.inviteLink).toBe(false);
    expect(menuFor(session({ role: 'custom', permissions: { ...none, offers: 2 } })).header.inviteLink).toBe(true);
  });
  it('manager contact hidden only when every module is none; bell follows notification', () => {
    const none = Object.fromEntries(Object.keys(ROLE_DEFAULTS.owner).map((k) => [k, 0])) as ModuleLevels;
    expect(menuFor(session({ role: 'custom', permissions: none })).header.managerContact).toBe(false);
    expect(menuFor(session({ role: 'custom', permissions: { ...none, ticket: 2 } })).header.managerContact).toBe(true);
    expect(menuFor(session({ role: 'custom', permissions: { notification: 0 } })).header.bell).toBe(false);
    expect(menuFor(session({ role: 'custom', permissions: { notification: 2 } })).header.bell).toBe(true);
  });
  it('a missing permission entry means full access', () => {
    expect(menuFor(session({ role: 'custom', permissions: {} })).sections.length).toBe(8);
  });
});

/** One block per demo workspace role (issue 2, item 8). */
describe('demo roles', () => {
  const allowed = (s: AccessSession, paths: string[]) => paths.filter((p) => allows(p, s));

  it('owner: everything but brand info; no brand info in the avatar menu', () => {
    const s = as('owner');
    expect(WEB_ROUTES.filter((r) => !r.public && r.id !== 'brandInfo').every((r) => allows(r.path.replace(':id', '1'), s))).toBe(true);
    expect(menuFor(s).header).toEqual({ managerContact: true, bell: true, inviteLink: true, brandInfo: false, ticket: 'enabled' });
    expect(menuIds(s)).toContain('offerNew');
  });
  it('admin: everything, brand info included', () => {
    const s = as('admin');
    expect(allowed(s, ['/brand-info', '/employee', '/payment', '/offers/new', '/fraud-detection'])).toHaveLength(5);
    expect(menuFor(s).header.brandInfo).toBe(true);
    expect(menuFor(s).sections).toHaveLength(8);
  });
  it('affiliate manager: offers read only, no payment or employees', () => {
    const s = as('affiliate_manager');
    expect(to('/offers', s)).toBe('allow');
    expect(to('/offers/new', s)).toBe('/lock');
    expect(to('/payment', s)).toBe('/lock');
    expect(to('/employee', s)).toBe('/lock');
    expect(allowed(s, ['/reports/conversions', '/management/partners', '/markets', '/brand-info', '/fraud-detection'])).toHaveLength(5);
    expect(menuIds(s)).not.toEqual(expect.arrayContaining(['offerNew']));
    expect(menuFor(s).sections.map((x) => x.group)).toEqual(['home', 'marketplace', 'offers', 'partnership', 'reports', 'fraud']);
    expect(menuFor(s).header).toMatchObject({ inviteLink: true, brandInfo: true, bell: true });
  });
  it('technical: offers full, reading the rest, no payment or employees', () => {
    const s = as('technical');
    expect(to('/offers/new', s)).toBe('allow');
    expect(to('/offers/new', { ...s, isAllPartner: false })).toBe('/lock');
    expect(to('/reports/logs', s)).toBe('allow');
    expect(to('/payment', s)).toBe('/lock');
    expect(to('/employee', s)).toBe('/lock');
    expect(menuIds(s)).toContain('offerNew');
    expect(menuFor(s).sections.map((x) => x.group)).toEqual(['home', 'marketplace', 'offers', 'partnership', 'reports', 'fraud']);
  });
  it('finance: payment, no marketplace or fraud detection, offers read only', () => {
    const s = as('finance');
    expect(to('/payment', s)).toBe('allow');
    expect(to('/markets', s)).toBe('/lock');
    expect(to('/fraud-detection', s)).toBe('/lock');
    expect(to('/offers/3/edit', s)).toBe('/lock');
    expect(to('/employee', s)).toBe('/lock');
    expect(menuFor(s).sections.map((x) => x.group)).toEqual(['home', 'offers', 'partnership', 'reports', 'payment']);
    expect(menuIds(s)).not.toContain('offerNew');
  });
  it('custom (report read only, payment none, the rest full)', () => {
    const s = session({ role: 'custom', permissions: { ...ROLE_DEFAULTS.owner, report: 2, payment: 0 } });
    expect(to('/payment', s)).toBe('/lock');
    expect(allowed(s, ['/reports/performances', '/reports/conversions', '/reports/logs', '/reports/discount-program'])).toHaveLength(4);
    expect(allowed(s, ['/offers/new', '/employee', '/brand-info', '/fraud-detection', '/ticket'])).toHaveLength(5);
    expect(menuFor(s).sections.map((x) => x.group)).toEqual([
      'home',
      'marketplace',
      'offers',
      'partnership',
      'reports',
      'fraud',
      'employee',
    ]);
    expect(menuFor(s).header).toEqual({ managerContact: true, bell: true, inviteLink: true, brandInfo: true, ticket: 'enabled' });
  });
});

describe('accessSessionFromMe', () => {
  const me = {
    role_id: 3,
    permissions: { offers: 2 },
    is_all_partner: false,
    is_admin_approve: true,
    is_submit: true,
    is_first_login: true,
    fraud_detector: false,
    is_exists_discount_program: true,
  } as unknown as Me;
  it('maps the profile flags and the role id', () => {
    expect(accessSessionFromMe(me)).toEqual({
      role: 'affiliate_manager',
      permissions: { offers: 2 },
      isAllPartner: false,
      isAdminApprove: true,
      isSubmit: true,
      isFirstLogin: true,
      fraudDetector: false,
      discountProgram: true,
      agency: null,
    });
  });
  it('names the agency acting inside the brand (decision 077)', () => {
    const acting = { agency_id: 3, agency_name: 'Blue Agency', agency_user_id: 9, agency_user_email: 'a@agency.test', contract_id: 41 };
    expect(accessSessionFromMe({ ...me, acting_for: acting }).agency).toEqual({ name: 'Blue Agency', contractId: 41 });
  });
  it('the owner always manages all partners', () => {
    expect(accessSessionFromMe({ ...me, role_id: 1 }).isAllPartner).toBe(true);
  });
});
