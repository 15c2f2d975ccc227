import { describe, expect, it } from 'vitest';
import { roleContext } from '../../tests/support/commands/context.ts';
import { translator } from '../i18n/translate.ts';
import { actionBlocked, actionIds, adjustBlocked, conversionListCommands, type ConversionListView } from './conversions.ts';
import { CommandRegistry } from './registry.ts';
import { textOf } from './text.ts';

const LL = translator('en');
const ctx = roleContext;

describe('conversion action predicates (from the status chart)', () => {
  it('enables an action when one selected conversion may take it, with the chart reason otherwise', () => {
    expect(actionBlocked([], 'approve')).toBe('conversions.disabled.selectFirst');
    expect(
      actionBlocked(
        [
          { id: 1, status: 'approved' },
          { id: 2, status: 'pending' },
        ],
        'approve',
      ),
    ).toBeNull();
    expect(actionBlocked([{ id: 1, status: 'approved' }], 'approve')).toBe('conversions.disabled.unchanged');
    // organic only for an undecided conversion
    expect(actionBlocked([{ id: 1, status: 'rejected' }], 'organic')).toBe('conversions.disabled.not_allowed');
    expect(actionBlocked([{ id: 1, status: 'pending', locked: true }], 'reject')).toBe('conversions.disabled.locked');
    expect(actionBlocked([{ id: 1, status: 'pending' }], 'approve', 1001)).toBe('conversions.disabled.tooMany');
    expect(
      actionIds(
        [
          { id: 1, status: 'approved' },
          { id: 2, status: 'pending' },
          { id: 3, status: 'gross' },
        ],
        'approve',
      ),
    ).toEqual([2, 3]);
  });
  it('adjusts one unlocked conversion', () => {
    expect(adjustBlocked([{ id: 1, status: 'approved' }])).toBeNull();
    expect(
      adjustBlocked([
        { id: 1, status: 'approved' },
        { id: 2, status: 'pending' },
      ]),
    ).toBe('conversions.disabled.oneRow');
    expect(adjustBlocked([{ id: 1, status: 'approved', locked: true }])).toBe('conversions.disabled.locked');
  });
});

describe('conversion list commands', () => {
  const view = (selected: ConversionListView['selected'], calls: unknown[] = []): ConversionListView => ({
    selected,
    count: selected.length,
    act: (a, ids) => calls.push([a, ids]),
    adjust: (id) => calls.push(['adjust', id]),
  });
  it('titles count the selection and run on the conversions the chart lets change', async () => {
    const calls: unknown[] = [];
    const registry = new CommandRegistry();
    registry.registerAll(
      conversionListCommands(() =>
        view(
          [
            { id: 4, status: 'pending' },
            { id: 5, status: 'approved' },
            { id: 6, status: 'organic' },
          ],
          calls,
        ),
      ),
    );
    expect(textOf(LL, registry.get('conversions.approve')!.title)).toBe('Approve 3 conversions');
    expect(textOf(LL, registry.get('conversions.reject')!.title)).toBe('Reject 3 conversions…');
    expect(textOf(LL, registry.get('conversions.organic')!.title)).toBe('Mark 3 conversions as organic');
    await registry.run('conversions.approve', ctx());
    await registry.run('conversions.reject', ctx());
    expect(calls).toEqual([
      ['approve', [4, 6]],
      ['reject', [4, 5, 6]],
    ]);
    const adjust = registry.availability(registry.get('conversions.adjust')!, ctx());
    expect(adjust.enabled).toBe(false);
    expect(textOf(LL, adjust.reason!)).toBe('Select a single conversion.');
  });
  it('one row: "Adjust payout of conversion #id…"; a refused action says why', () => {
    const registry = new CommandRegistry();
    registry.registerAll(conversionListCommands(() => view([{ id: 42, status: 'rejected' }])));
    expect(textOf(LL, registry.get('conversions.adjust')!.title)).toBe('Adjust payout of conversion #42…');
    const organic = registry.availability(registry.get('conversions.organic')!, ctx());
    expect(organic.enabled).toBe(false);
    expect(textOf(LL, organic.reason!)).toBe('Not possible in the current status.');
  });
  it('read-only users (report < 15) see none of them', () => {
    const registry = new CommandRegistry();
    registry.registerAll(conversionListCommands(() => view([{ id: 1, status: 'pending' }])));
    expect(
      registry
        .visible(ctx('technical'))
        .map((c) => c.id)
        .filter((id) => id.startsWith('conversions.')),
    ).toEqual([]);
    expect(registry.visible(ctx('owner')).length).toBe(4);
  });
});
