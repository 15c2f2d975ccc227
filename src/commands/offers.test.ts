import { describe, expect, it } from 'vitest';
import { roleContext } from '../../tests/support/commands/context.ts';
import { translator } from '../i18n/translate.ts';
import { textOf } from './text.ts';
import { CommandRegistry } from './registry.ts';
import {
  bulkBlocked,
  modeBlocked,
  offerCommands,
  offerListCommands,
  publicBlocked,
  statusChangeBlocked,
  type OfferListView,
  type OfferView,
} from './offers.ts';

const LL = translator('en');
const ctx = roleContext;

describe('offer status predicates (from the status machine)', () => {
  it('allows pause from active, refuses leaving deleted and picking a status from deactivated', () => {
    expect(statusChangeBlocked(1, 2)).toBeNull();
    expect(statusChangeBlocked(1, 1)).toBe('offers.reasons.statusSame');
    expect(statusChangeBlocked(4, 1)).toBe('offers.reasons.deleted');
    expect(statusChangeBlocked(5, 1)).toBe('offers.reasons.deactivated');
    expect(statusChangeBlocked(5, 4)).toBeNull();
    // an offer waiting on its start date is started by the schedule, not by the user
    expect(statusChangeBlocked(2, 1, true)).toBe('offers.reasons.waitingForStart');
    expect(statusChangeBlocked(2, 3, true)).toBeNull();
  });
  it('a bulk change is enabled when one selected offer may take it', () => {
    expect(bulkBlocked([], 2)).toBe('offers.reasons.selectFirst');
    expect(bulkBlocked([2, 2], 2)).toBe('offers.reasons.statusForbidden');
    expect(bulkBlocked([2, 1], 2)).toBeNull();
  });
  it('working mode and visibility follow their machines', () => {
    expect(modeBlocked(1, 'pause')).toBeNull();
    expect(modeBlocked(1, 'unblock')).toBe('offers.reasons.modeForbidden');
    expect(publicBlocked({ visibility: 'private', has_events: false, tracking_test_status: 'success' })).toBe('offers.reasons.needsEvents');
    expect(publicBlocked({ visibility: 'private', has_events: true, tracking_test_status: 'none' })).toBe('offers.reasons.needsTest');
    expect(publicBlocked({ visibility: 'private', has_events: true, tracking_test_status: 'success' })).toBeNull();
    expect(publicBlocked({ visibility: 'review', has_events: true, tracking_test_status: 'success' })).toBe(
      'offers.reasons.visibilityForbidden',
    );
  });
});

describe('offer list commands', () => {
  const view = (selected: OfferListView['selected'], calls: unknown[] = []): OfferListView => ({
    selected,
    setStatus: (ids, status) => calls.push([ids, status]),
    exportFile: () => undefined,
    exportSelection: () => undefined,
    openColumns: () => undefined,
    active: null,
    openStatusMenu: () => calls.push('menu'),
    clearFilters: () => calls.push('clear'),
  });
  it('titles count the selection ("Pause 3 offers") and run on the offers that may change', async () => {
    const calls: unknown[] = [];
    const registry = new CommandRegistry();
    registry.registerAll(
      offerListCommands(() =>
        view(
          [
            { id: 1, status: 1 },
            { id: 2, status: 1 },
            { id: 3, status: 2 },
          ],
          calls,
        ),
      ),
    );
    const pause = registry.get('offers.bulk.pause')!;
    expect(textOf(LL, pause.title)).toBe('Pause 3 offers');
    expect(await registry.run('offers.bulk.pause', ctx())).toBe(true);
    expect(calls).toEqual([[[1, 2], 2]]);
  });
  it('is disabled with a translated reason when the machine forbids it for every selected offer', () => {
    const registry = new CommandRegistry();
    registry.registerAll(offerListCommands(() => view([{ id: 9, status: 4 }])));
    const activate = registry.get('offers.bulk.activate')!;
    expect(textOf(LL, activate.title)).toBe('Activate 1 offer');
    const a = registry.availability(activate, ctx());
    expect(a.enabled).toBe(false);
    expect(textOf(LL, a.reason!)).toBe(LL.offers.reasons.statusForbidden());
  });
  it('read-only users see exports but no status commands', () => {
    const registry = new CommandRegistry();
    registry.registerAll(offerListCommands(() => view([{ id: 1, status: 1 }])));
    const ids = registry.visible(ctx('affiliate_manager')).map((c) => c.id);
    expect(ids).toContain('offers.exportCsv');
    expect(ids).not.toContain('offers.bulk.pause');
    expect(ids).not.toContain('offers.create');
  });
});

describe('one offer commands', () => {
  const offer: OfferView['offer'] = {
    id: 5,
    status: 2,
    working_mode: 3,
    visibility: 'public',
    has_events: true,
    tracking_test_status: 'success',
    waiting_for_start: false,
  };
  const registry = new CommandRegistry();
  let tested = 0;
  registry.registerAll(
    offerCommands(() => ({
      offer,
      setStatus: () => undefined,
      duplicate: () => undefined,
      setVisibility: () => undefined,
      workingMode: () => undefined,
      testTracking: () => void tested++,
    })),
  );
  it('offers edit tabs, test tracking and only the working-mode actions the machine allows', async () => {
    const on = (id: string) => registry.availability(registry.get(id)!, ctx()).enabled;
    expect(on('offer.mode.unblock')).toBe(true);
    expect(on('offer.mode.pause')).toBe(false);
    expect(on('offer.status.activate')).toBe(true);
    expect(on('offer.status.pause')).toBe(false);
    const visible = registry.visible(ctx()).map((c) => c.id);
    expect(visible).toContain('offer.makePrivate');
    expect(visible).not.toContain('offer.requestPublic');
    // the test runs from the palette (it writes the offer's test status: hidden from read-only users)
    await registry.run('offer.testTracking', ctx());
    expect(tested).toBe(1);
    expect(registry.visible(ctx('affiliate_manager')).map((c) => c.id)).not.toContain('offer.testTracking');
    expect(textOf(LL, registry.get('offer.edit.schedule')!.title)).toBe('Edit offer: Schedule');
  });
});

describe('the list page’s own buttons as commands (decision 098)', () => {
  it('the row Status menu acts on the active row, disabled with why while there is none; clear filters runs', async () => {
    const calls: unknown[] = [];
    let active: OfferListView['active'] = null;
    const registry = new CommandRegistry();
    const base = {
      selected: [],
      setStatus: () => undefined,
      exportFile: () => undefined,
      exportSelection: () => undefined,
      openColumns: () => undefined,
      openStatusMenu: () => calls.push('menu'),
      clearFilters: () => calls.push('clear'),
    };
    registry.registerAll(offerListCommands(() => ({ ...base, active })));
    const status = registry.get('offers.rowStatus')!;
    expect(status.row!()).toBe(false);
    const off = registry.availability(status, ctx());
    expect(off.enabled).toBe(false);
    expect(textOf(LL, off.reason!)).toBe('Move to an offer first (j / k).');
    expect(await registry.run('offers.rowStatus', ctx())).toBe(false);
    active = { id: 4, name: 'Summer sale' };
    expect(status.row!()).toBe(true);
    expect(textOf(LL, status.title)).toBe('Change the status of Summer sale…');
    expect(await registry.run('offers.rowStatus', ctx())).toBe(true);
    expect(await registry.run('offers.clearFilters', ctx())).toBe(true);
    expect(calls).toEqual(['menu', 'clear']);
    // changing a status is a write: a read-only user does not see it, clearing filters he does
    const ids = registry.visible(ctx('affiliate_manager')).map((c) => c.id);
    expect(ids).not.toContain('offers.rowStatus');
    expect(ids).toContain('offers.clearFilters');
  });
});
