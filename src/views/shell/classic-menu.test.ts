import { describe, expect, it } from 'vitest';
import { accessSessionFromMe } from '../../domain/access.ts';
import { ROLE_DEFAULTS } from '../../domain/permissions.ts';
import { makeMe } from '../../../tests/support/fixtures/me.ts';
import { classicMenuFor, type ClassicEntry } from './classic-menu.ts';

const labels = (entries: ClassicEntry[]) =>
  entries.flatMap((e) => (e.kind === 'link' ? [e.label] : [e.label, ...e.items.map((i) => `${e.label}/${i.label}`)]));

describe('classic top menu model', () => {
  it('owner on desktop: the spec order, with create new offer', () => {
    const { entries, greyed } = classicMenuFor(accessSessionFromMe(makeMe('owner')), { desktop: true });
    expect(labels(entries)).toEqual([
      'dashboard',
      'marketplace',
      'report',
      'report/conversions',
      'report/logs',
      'report/performance',
      'myOffers',
      'myOffers/createOffer',
      'myOffers/offerManagement',
      'myOffers/offerGroups',
      'myOffers/creativeManagement',
      'myOffers/discountProgram',
      'myPartner',
      'community',
    ]);
    expect(greyed).toBeNull();
  });
  it('create new offer is hidden on non-desktop widths and for read-only offers', () => {
    expect(labels(classicMenuFor(accessSessionFromMe(makeMe('owner')), { desktop: false }).entries)).not.toContain('myOffers/createOffer');
    expect(labels(classicMenuFor(accessSessionFromMe(makeMe('affiliate_manager')), { desktop: true }).entries)).not.toContain(
      'myOffers/createOffer',
    );
  });
  it('no access removes entries, and a dropdown with nothing left', () => {
    const finance = labels(classicMenuFor(accessSessionFromMe(makeMe('finance')), { desktop: true }).entries);
    expect(finance).not.toContain('marketplace');
    const custom = accessSessionFromMe(makeMe('custom', { permissions: { ...ROLE_DEFAULTS.owner, report: 0, management: 0 } }));
    const entries = labels(classicMenuFor(custom, { desktop: true }).entries);
    expect(entries).not.toContain('report');
    expect(entries).not.toContain('myPartner');
    expect(entries).not.toContain('community');
  });
  it('greyed until the admin approves', () => {
    expect(
      classicMenuFor(accessSessionFromMe(makeMe('owner', { is_admin_approve: false, is_submit: true })), { desktop: true }).greyed,
    ).toBe('submittedOnboarding');
  });
});
