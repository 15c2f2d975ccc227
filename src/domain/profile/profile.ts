import type { Me } from '../auth/contract.ts';
import {
  levelOf,
  MODULE_DISPLAY_ORDER,
  MODULE_KEYS,
  MODULES,
  ROLES,
  roleKey,
  type Level,
  type ModuleKey,
  type ModuleLevels,
  type RoleKey,
} from '../permissions.ts';
import type { FileRef, Gender, PaymentInfo, PublicInfo } from './schema.ts';
import { effectiveTimezone } from './timezone.ts';

/**
 * The advertiser profile of spec 1 §3 as a pure function of the stored rows, so every fallback is
 * unit-tested here and the server only loads rows. Fallbacks:
 * - business email → email; business phone → phone (empty stored values count as missing);
 * - company name: an employee shows their own name; the owner the company name, else first + last;
 * - role id defaults to owner, language to en, currency to USD;
 * - brand id: the advertiser (brand) id, else the user's own id;
 * - is_all_partner is always true for the owner.
 */
export interface ProfileRow {
  id: number;
  brand_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  business_email: string;
  business_phone: string;
  gender: string | null;
  role_id: number | null;
  permissions: ModuleLevels;
  is_all_partner: boolean;
  is_first_login: boolean;
  first_login_step: number;
  language: string | null;
  timezone: string | null;
  pending_timezone: string | null;
  timezone_effective_at: Date | null;
  report_timezone_id: string | null;
  created_at: Date;
  avatar: FileRef | null;
  cover: FileRef | null;
  has_api_key: boolean;
  partner_ids: number[];
  brand: {
    company_name: string;
    currency: string | null;
    fraud_detector: boolean;
    is_exists_discount_program: boolean;
    is_exists_product: boolean;
    is_personal_info: boolean;
    is_public_info: boolean;
    is_payment_info: boolean;
    is_submit: boolean;
    is_admin_approve: boolean;
    manager: Me['manager'];
    public_info: Omit<PublicInfo, 'company_name'>;
    payment_info: Omit<PaymentInfo, 'currency'>;
  };
}

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

export const businessEmailOf = (row: Pick<ProfileRow, 'email' | 'business_email'>): string =>
  filled(row.business_email) ? row.business_email : row.email;

export const businessPhoneOf = (row: Pick<ProfileRow, 'phone' | 'business_phone'>): string =>
  filled(row.business_phone) ? row.business_phone : row.phone;

export const fullNameOf = (row: Pick<ProfileRow, 'first_name' | 'last_name'>): string => `${row.first_name} ${row.last_name}`.trim();

/** Spec 1 §3: employee → their name; owner → the company name, or first + last name when it is empty. */
export function companyNameOf(role: RoleKey, row: Pick<ProfileRow, 'first_name' | 'last_name'>, companyName: string): string {
  const name = fullNameOf(row);
  if (role === 'owner') return filled(companyName) ? companyName : name;
  return name || companyName;
}

export const roleIdOf = (roleId: number | null | undefined): number => roleId ?? ROLES.owner;
export const languageOf = (language: string | null | undefined): 'en' | 'vi' => (language === 'vi' ? 'vi' : 'en');
export const currencyOf = (currency: string | null | undefined): 'USD' | 'VND' => (currency === 'VND' ? 'VND' : 'USD');
export const brandIdOf = (row: Pick<ProfileRow, 'id' | 'brand_id'>): number => row.brand_id ?? row.id;
export const genderOf = (gender: string | null): Gender | null =>
  gender === 'male' || gender === 'female' || gender === 'other' ? gender : null;

/** Every module with its level, and the same as a list in the display order 7,1,2,3,4,5,6,10,11,8,9. */
export function permissionsOf(role: RoleKey, stored: ModuleLevels) {
  const user = { role, permissions: stored };
  const record = Object.fromEntries(MODULE_KEYS.map((m) => [m, levelOf(user, m)])) as Record<ModuleKey, Level>;
  const list = MODULE_DISPLAY_ORDER.map((moduleId) => {
    const module = MODULE_KEYS.find((k) => MODULES[k] === moduleId)!;
    return { module, module_id: moduleId, access_level: record[module] };
  });
  return { record, list };
}

/** Onboarding percentage: personal, public and payment flags that are true (spec 1 §3). */
export const onboardingPercentage = (b: Pick<ProfileRow['brand'], 'is_personal_info' | 'is_public_info' | 'is_payment_info'>): number =>
  Math.round(([b.is_personal_info, b.is_public_info, b.is_payment_info].filter(Boolean).length * 100) / 3);

export function buildProfile(row: ProfileRow, now: Date): Me {
  const roleId = roleIdOf(row.role_id);
  const role = roleKey(roleId);
  const { record, list } = permissionsOf(role, row.permissions);
  const isAllPartner = role === 'owner' || row.is_all_partner;
  const companyName = companyNameOf(role, row, row.brand.company_name);
  const businessEmail = businessEmailOf(row);
  const tz = effectiveTimezone(row, now);
  const b = row.brand;
  const readsBrand = levelOf({ role, permissions: row.permissions }, 'brand_account') > 0;
  return {
    id: row.id,
    brand_id: brandIdOf(row),
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: companyName,
    business_email: businessEmail,
    role_id: roleId,
    permissions: record,
    is_all_partner: isAllPartner,
    is_first_login: row.is_first_login,
    language: languageOf(row.language),
    currency: currencyOf(b.currency),
    timezone: tz.timezone,
    is_admin_approve: b.is_admin_approve,
    is_submit: b.is_submit,
    fraud_detector: b.fraud_detector,
    is_exists_discount_program: b.is_exists_discount_program,
    is_exists_product: b.is_exists_product,
    manager: b.manager,
    percentage: onboardingPercentage(b),
    is_personal_info: b.is_personal_info,
    is_public_info: b.is_public_info,
    is_payment_info: b.is_payment_info,
    avatar: row.avatar,
    cover: row.cover,
    has_api_key: row.has_api_key,
    phone: row.phone,
    business_phone: businessPhoneOf(row),
    gender: genderOf(row.gender),
    first_login_step: row.first_login_step,
    created_at: row.created_at.toISOString(),
    report_timezone_id: row.report_timezone_id,
    pending_timezone: tz.pending,
    timezone_effective_at: tz.effectiveAt ? tz.effectiveAt.toISOString() : null,
    permission_list: list,
    partner_ids: isAllPartner ? [] : row.partner_ids,
    public_info: readsBrand ? { company_name: b.company_name, ...b.public_info } : null,
    payment_info: readsBrand ? { ...b.payment_info, currency: currencyOf(b.currency) } : null,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName,
    businessEmail,
    roleId,
    isAllPartner,
  };
}
