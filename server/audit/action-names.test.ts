import { REQUEST_ACTIONS } from '../../src/domain/discounts/enums.ts';
import { RECONCILIATION_EVENT_KINDS } from '../../src/domain/reconciliation/enums.ts';
import { AGENCY_BRAND_ACTIONS, AGENCY_SIDE_ACTIONS } from '../../src/domain/agencies/enums.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRead, type Endpoint } from '../../src/domain/contract.ts';
import { CONVERSION_ACTIONS } from '../../src/domain/conversions/status.ts';
import { WORKING_MODE_ACTIONS } from '../../src/domain/offers/enums.ts';
import { CONTRACT_ACTIONS } from '../../src/domain/partners/enums.ts';
import { INVITATION_BRAND_ACTIONS, INVITATION_PARTNER_ACTIONS } from '../../src/domain/partners/invitation-enums.ts';
import { translator } from '../../src/i18n/translate.ts';
import { auditActionText as actionText } from '../../src/i18n/audit-actions.ts';

/*
 * The Activity view (src/i18n/audit-actions.ts) names every action the audit log records (decision 066): each audited endpoint's
 * id (the fallback row of server/audit/request.ts), each action a service records by name, and the
 * actions made from a code (`offers.status.pause`, `partners.workingMode.block` …).
 */
const domainModules = import.meta.glob<Record<string, unknown>>(['../../src/domain/**/*.ts', '!../../src/domain/**/*.test.ts'], {
  eager: true,
});

function auditedEndpointIds(): string[] {
  const ids = new Set<string>();
  for (const mod of Object.values(domainModules))
    for (const value of Object.values(mod)) {
      const e = value as Partial<Endpoint> | null;
      if (!e || typeof e !== 'object' || typeof e.id !== 'string' || typeof e.method !== 'string' || !e.access) continue;
      // as server/audit/request.ts isAudited: writes by a signed-in user
      if (!isRead({ method: e.method, reads: e.reads }) && e.audit !== false && e.access.kind !== 'public') ids.add(e.id);
    }
  return [...ids];
}

/** `action: 'a.b'` literals in the server's code: the actions services record by name. */
function namedServerActions(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.includes('.test.'))
        for (const m of readFileSync(path, 'utf8').matchAll(/action: '([A-Za-z_]+(?:\.[A-Za-z_]+)+)'/g)) found.add(m[1]!);
    }
  };
  walk(new URL('..', import.meta.url).pathname);
  return [...found];
}

/** Actions built from a code: offer status events, conversion actions, contract, invitation and working-mode steps. */
const OFFER_EVENTS = ['status.activate', 'status.delete', 'status.pause', 'status.pend', 'schedule.defer', 'schedule.expire'];
const madeActions = [
  ...OFFER_EVENTS.map((e) => `offers.${e}`),
  ...['schedule.reopen', 'schedule.start', 'visibility.approve', 'visibility.private', 'visibility.reject', 'visibility.request'].map(
    (e) => `offers.${e}`,
  ),
  ...['general', 'tracking', 'targeting', 'schedule', 'creative'].map((tab) => `offers.update.${tab}`),
  ...CONVERSION_ACTIONS.map((a) => `conversions.${a}`),
  ...[...CONTRACT_ACTIONS, 'expire'].map((a) => `partners.contracts.${a}`),
  ...[...INVITATION_BRAND_ACTIONS, ...INVITATION_PARTNER_ACTIONS].flatMap((a) => [
    `partners.invitations.${a}`,
    `partners.applications.${a}`,
  ]),
  ...WORKING_MODE_ACTIONS.map((a) => `partners.workingMode.${a}`),
  'markets.reviews.create',
  'markets.agencies.reviews.create',
  // agency contracts (issue 25 item 2): every step of the machine, the clock's too
  ...[...AGENCY_BRAND_ACTIONS, ...AGENCY_SIDE_ACTIONS, 'expire'].map((a) => `agencies.contracts.${a}`),
  // discount programs and promo codes (issue 26 item 4): status changes and request answers
  'discounts.programs.activate',
  'discounts.programs.deactivate',
  ...REQUEST_ACTIONS.map((a) => `discounts.requests.${a}`),
  // guided reconciliation (issue 27 item 3): every event it records
  ...RECONCILIATION_EVENT_KINDS.map((k) => `reconciliation.${k}`),
];

describe('the names of audit actions (the Activity view)', () => {
  const en = translator('en');
  const vi = translator('vi');
  const own = (action: string) => Object.hasOwn(en.activity.actions, action.replace(/\./g, '_'));

  it('has a text of its own for every action the audit log records, in both languages', () => {
    const all = [...new Set([...auditedEndpointIds(), ...namedServerActions(), ...madeActions])];
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((a) => !own(a))).toEqual([]);
    for (const a of all) expect(actionText(vi, a), a).not.toBe(actionText(en, a));
  });

  it('names an unknown action by its feature, and anything else as another change: never its code', () => {
    expect(actionText(en, 'profile.systemSettings')).toBe('Time zone changed');
    expect(actionText(vi, 'profile.systemSettings')).toBe('Đã đổi múi giờ');
    expect(actionText(en, 'offers.somethingNew')).toBe('Offer: changed');
    expect(actionText(vi, 'offers.somethingNew')).toBe('Chiến dịch: đã thay đổi');
    expect(actionText(en, 'nothing.here')).toBe('Other change');
  });
});
