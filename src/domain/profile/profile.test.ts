import { describe, expect, it } from 'vitest';
import { meSchema } from '../auth/contract.ts';
import { ROLES } from '../permissions.ts';
import {
  brandIdOf,
  buildProfile,
  businessEmailOf,
  businessPhoneOf,
  companyNameOf,
  currencyOf,
  languageOf,
  permissionsOf,
  roleIdOf,
  type ProfileRow,
} from './profile.ts';

const NOW = new Date('2026-03-01T00:00:00Z');

function row(over: Partial<ProfileRow> = {}, brand: Partial<ProfileRow['brand']> = {}): ProfileRow {
  return {
    id: 11,
    brand_id: 3,
    email: 'sign-in@x.test',
    first_name: 'Lan',
    last_name: 'Pham',
    phone: '+84 1',
    business_email: '',
    business_phone: '',
    gender: null,
    role_id: ROLES.owner,
    permissions: {},
    is_all_partner: false,
    is_first_login: true,
    first_login_step: 0,
    language: null,
    timezone: null,
    pending_timezone: null,
    timezone_effective_at: null,
    report_timezone_id: null,
    created_at: NOW,
    avatar: null,
    cover: null,
    has_api_key: false,
    partner_ids: [5],
    brand: {
      company_name: 'Acme',
      currency: null,
      fraud_detector: false,
      is_exists_discount_program: false,
      is_exists_product: false,
      is_personal_info: true,
      is_public_info: false,
      is_payment_info: true,
      is_submit: false,
      is_admin_approve: false,
      manager: null,
      public_info: { website: '', description: '', business_type_id: null, verticals: [], logo: null, cover: null },
      payment_info: { payment_method_id: null, bank_name: '', account_number: '', account_name: '', tax_id: '', billing_address: '' },
      ...brand,
    },
    ...over,
  };
}

describe('profile fallbacks (spec 1 §3)', () => {
  it('business email falls back to the sign-in email when empty', () => {
    expect(businessEmailOf({ email: 'a@x.test', business_email: '' })).toBe('a@x.test');
    expect(businessEmailOf({ email: 'a@x.test', business_email: '  ' })).toBe('a@x.test');
    expect(businessEmailOf({ email: 'a@x.test', business_email: 'b@x.test' })).toBe('b@x.test');
  });
  it('business phone falls back to the phone when empty', () => {
    expect(businessPhoneOf({ phone: '+1', business_phone: '' })).toBe('+1');
    expect(businessPhoneOf({ phone: '+1', business_phone: '+2' })).toBe('+2');
  });
  it('company name: the owner shows the company, else first + last name', () => {
    expect(companyNameOf('owner', { first_name: 'Lan', last_name: 'Pham' }, 'Acme')).toBe('Acme');
    expect(companyNameOf('owner', { first_name: 'Lan', last_name: 'Pham' }, '')).toBe('Lan Pham');
  });
  it('company name: an employee shows their own name, not the company', () => {
    expect(companyNameOf('finance', { first_name: 'Mai', last_name: 'Le' }, 'Acme')).toBe('Mai Le');
  });
  it('role defaults to owner, language to en, currency to USD', () => {
    expect(roleIdOf(null)).toBe(ROLES.owner);
    expect(roleIdOf(ROLES.finance)).toBe(ROLES.finance);
    expect(languageOf(null)).toBe('en');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf('vi')).toBe('vi');
    expect(currencyOf(null)).toBe('USD');
    expect(currencyOf('VND')).toBe('VND');
  });
  it('brand id is the advertiser id, else the user id', () => {
    expect(brandIdOf({ id: 11, brand_id: 3 })).toBe(3);
    expect(brandIdOf({ id: 11, brand_id: null })).toBe(11);
  });
  it('permission list follows the display order 7,1,2,3,4,5,6,10,11,8,9', () => {
    const { list, record } = permissionsOf('custom', { payment: 0, report: 2 });
    expect(list.map((p) => p.module_id)).toEqual([7, 1, 2, 3, 4, 5, 6, 10, 11, 8, 9]);
    expect(record.payment).toBe(0);
    expect(list.find((p) => p.module === 'report')!.access_level).toBe(2);
    // a missing entry means unrestricted (spec 1 §6)
    expect(record.offers).toBe(15);
  });
});

describe('buildProfile', () => {
  it('matches the contract and fills the display aliases', () => {
    const p = buildProfile(row({ role_id: null }), NOW);
    expect(meSchema.safeParse(p).success).toBe(true);
    expect(p).toMatchObject({
      role_id: ROLES.owner,
      roleId: ROLES.owner,
      companyName: 'Acme',
      company_name: 'Acme',
      businessEmail: 'sign-in@x.test',
      business_phone: '+84 1',
      language: 'en',
      currency: 'USD',
      percentage: 67,
      firstName: 'Lan',
      lastName: 'Pham',
    });
  });
  it('is_all_partner is always true for the owner and the partner list is then empty', () => {
    const owner = buildProfile(row({ is_all_partner: false }), NOW);
    expect(owner.is_all_partner).toBe(true);
    expect(owner.isAllPartner).toBe(true);
    expect(owner.partner_ids).toEqual([]);
    const employee = buildProfile(row({ role_id: ROLES.custom, is_all_partner: false }), NOW);
    expect(employee.is_all_partner).toBe(false);
    expect(employee.partner_ids).toEqual([5]);
  });
  it('hides the brand tabs from a user without brand_account access', () => {
    const none = buildProfile(row({ role_id: ROLES.custom, permissions: { brand_account: 0 } }), NOW);
    expect(none.public_info).toBeNull();
    expect(none.payment_info).toBeNull();
    const read = buildProfile(row({ role_id: ROLES.custom, permissions: { brand_account: 2 } }), NOW);
    expect(read.public_info?.company_name).toBe('Acme');
    expect(read.payment_info?.currency).toBe('USD');
  });
  it('shows a due pending time zone as in force', () => {
    const p = buildProfile(
      row({ timezone: 'UTC', pending_timezone: 'Asia/Tokyo', timezone_effective_at: new Date(NOW.getTime() - 1) }),
      NOW,
    );
    expect(p.timezone).toBe('Asia/Tokyo');
    expect(p.pending_timezone).toBeNull();
  });
});
