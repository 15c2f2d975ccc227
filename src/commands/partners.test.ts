import { describe, expect, it } from 'vitest';
import { WORKING_MODE } from '../domain/offers/enums.ts';
import { inviteRowCommands } from './invitations.ts';
import {
  listTargets,
  partnerInviteRefusal,
  partnerListCommands,
  partnerModeActions,
  partnerModeBlocked,
  type PartnerListView,
} from './partners.ts';

/** The partner commands follow the working-mode chart the server enforces. */
describe('partner commands', () => {
  it('offers the actions the chart allows in each mode', () => {
    expect(partnerModeActions(WORKING_MODE.working)).toEqual(['pause', 'block']);
    expect(partnerModeActions(WORKING_MODE.stopped)).toEqual(['resume', 'block']);
    expect(partnerModeActions(WORKING_MODE.blocked)).toEqual(['unblock']);
  });

  it('a multi-partner action is enabled when one selected partner allows it, with the reason otherwise', () => {
    const blocked = { working_mode: WORKING_MODE.blocked };
    const working = { working_mode: WORKING_MODE.working };
    expect(partnerModeBlocked([], 'pause')).toBe('management.reasons.selectFirst');
    expect(partnerModeBlocked([blocked], 'pause')).toBe('management.reasons.modeForbidden');
    expect(partnerModeBlocked([blocked, blocked], 'pause')).toBe('management.reasons.noneAllowed');
    expect(partnerModeBlocked([blocked, working], 'pause')).toBeNull();
  });

  it('acts on the selection, else on the active row', () => {
    const calls: unknown[] = [];
    const a = { id: 1, name: 'A', working_mode: WORKING_MODE.working };
    const b = { id: 2, name: 'B', working_mode: WORKING_MODE.blocked };
    let view: PartnerListView = {
      selected: [],
      active: a,
      setMode: (p, action) => calls.push([p.map((x) => x.id), action]),
      openManager: () => undefined,
      openTags: () => undefined,
      exportFile: () => undefined,
    };
    const commands = partnerListCommands(() => view);
    const pause = commands.find((c) => c.id === 'partners.mode.pause')!;
    expect(listTargets(view)).toEqual([a]);
    void pause.run!({} as never);
    view = { ...view, selected: [b] };
    expect(pause.blocked!({} as never)).toBe('management.reasons.modeForbidden');
    view = { ...view, selected: [a, b] };
    void pause.run!({} as never);
    expect(calls).toEqual([
      [[1], 'pause'],
      [[1, 2], 'pause'],
    ]);
  });

  it('invites exactly one partner that is not blocked; the row command says why not and does not open the dialog', () => {
    const working = { working_mode: WORKING_MODE.working };
    const blocked = { working_mode: WORKING_MODE.blocked };
    expect(partnerInviteRefusal([])).toBe('management.reasons.selectFirst');
    expect(partnerInviteRefusal([working])).toBeNull();
    expect(partnerInviteRefusal([{ working_mode: WORKING_MODE.stopped }])).toBeNull();
    expect(partnerInviteRefusal([blocked])).toBe('partners.invite.blocked');
    expect(partnerInviteRefusal([working, working])).toBe('partners.invite.selectOne');

    let opened = 0;
    let refusal: string | null = 'partners.invite.blocked';
    const [invite] = inviteRowCommands(() => ({ openInvite: () => opened++, refusal }));
    expect(invite!.shortcut).toBe('i');
    expect(invite!.blocked!({} as never)).toBe('partners.invite.blocked');
    void invite!.run!({} as never);
    expect(opened).toBe(0);
    refusal = null;
    expect(invite!.blocked!({} as never)).toBeNull();
    void invite!.run!({} as never);
    expect(opened).toBe(1);
  });
});
