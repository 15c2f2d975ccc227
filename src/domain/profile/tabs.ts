import { can, type Principal, type RoleKey, LEVEL } from '../permissions.ts';

/**
 * Account settings tabs (spec 1 §2) and who may change what (docs/decisions/014):
 * - personal info: every signed-in user, for their own row;
 * - public, payment info: the brand's, so the owner or `brand_account` full (15); `brand_account`
 *   read (2) shows them read-only on /brand-info;
 * - technical settings (time zone, report time zone, language) change only the caller's own row,
 *   so their endpoints need a signed-in user; the tab itself is shown where the spec lists it.
 */
export const OWNER_TABS = ['personal', 'public', 'payment', 'technical'] as const;
export const EMPLOYEE_TABS = ['personal', 'permission', 'partners'] as const;
export type AccountTab = (typeof OWNER_TABS)[number] | (typeof EMPLOYEE_TABS)[number];
/** Brand info (for non-owners) has the owner's four tabs. */
export const BRAND_INFO_TABS = OWNER_TABS;

export function accountTabs(role: RoleKey): readonly AccountTab[] {
  return role === 'owner' ? OWNER_TABS : EMPLOYEE_TABS;
}

/** The `?tab=` of a deep link when it names one of `tabs`, else the first tab. */
export function tabFromQuery(search: string, tabs: readonly AccountTab[]): AccountTab {
  const wanted = new URLSearchParams(search).get('tab');
  return (tabs as readonly string[]).includes(wanted ?? '') ? (wanted as AccountTab) : tabs[0]!;
}

type Who = Pick<Principal, 'role' | 'permissions'>;
export const canEditBrand = (user: Who): boolean => can(user, 'brand_account', LEVEL.full);
export const canReadBrand = (user: Who): boolean => can(user, 'brand_account', LEVEL.read);

/** Onboarding first unfinished tab order (spec 1 §4): personal, then public, then payment. */
export const ONBOARDING_TABS = ['personal', 'public', 'payment'] as const;
