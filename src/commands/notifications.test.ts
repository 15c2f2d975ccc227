import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { notificationCommands, notificationPageCommands, type NotificationCommandState } from './notifications.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

const state = (unread: number): NotificationCommandState => ({
  unread,
  openDropdown: vi.fn(),
  markAllRead: vi.fn(),
  openSettings: vi.fn(),
});
const ctx = (s: NotificationCommandState | undefined, notification: 0 | 2 | 15 = 15): CommandContext => ({
  user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, notification }, isAllPartner: true },
  flags: {},
  navigate: vi.fn(),
  openPage: vi.fn(),
  notifications: s,
});

describe('notification commands', () => {
  it('disables mark all read with a reason when nothing is unread', async () => {
    const registry = new CommandRegistry();
    registry.registerAll(notificationCommands());
    const cmd = registry.get('notifications.markAllRead')!;
    expect(registry.availability(cmd, ctx(state(0)))).toEqual({ enabled: false, reason: 'notifications.nothingUnread' });
    const s = state(3);
    expect(await registry.run('notifications.markAllRead', ctx(s))).toBe(true);
    expect(s.markAllRead).toHaveBeenCalled();
  });

  it('hides every notification command without notification access', () => {
    const registry = new CommandRegistry();
    registry.registerAll(notificationCommands());
    expect(registry.visible(ctx(state(1), 0)).map((c) => c.id)).toEqual([]);
    expect(registry.visible(ctx(state(1), 2)).map((c) => c.id)).toEqual([
      'notifications.open',
      'notifications.markAllRead',
      'notifications.settings',
    ]);
  });

  it('opens the dropdown and the settings; falls back to the page without a bell', async () => {
    const registry = new CommandRegistry();
    const box: { current?: NotificationCommandState } = {};
    registry.registerAll(notificationCommands(() => box.current));
    const c = ctx(undefined);
    await registry.run('notifications.open', c);
    expect(c.navigate).toHaveBeenCalledWith('/notification');
    const current = state(1);
    box.current = current;
    await registry.run('notifications.open', c);
    await registry.run('notifications.settings', c);
    expect(current.openDropdown).toHaveBeenCalled();
    expect(current.openSettings).toHaveBeenCalled();
  });
});

describe('the notification page’s row command', () => {
  it('marks the notification that last held focus as read; disabled with why before one had focus or once it is read', async () => {
    const registry = new CommandRegistry();
    const markRead = vi.fn();
    let focused: { uuid: string; isRead: boolean } | null = null;
    registry.registerAll(notificationPageCommands(() => ({ focused, markRead })));
    const cmd = registry.get('notifications.markRead')!;
    expect(cmd.row?.()).toBe(false);
    expect(registry.availability(cmd, ctx(undefined))).toEqual({ enabled: false, reason: 'notifications.focusFirst' });
    focused = { uuid: 'a', isRead: true };
    expect(registry.availability(cmd, ctx(undefined))).toEqual({ enabled: false, reason: 'notifications.alreadyRead' });
    expect(await registry.run('notifications.markRead', ctx(undefined))).toBe(false);
    focused = { uuid: 'b', isRead: false };
    expect(cmd.row?.()).toBe(true);
    expect(await registry.run('notifications.markRead', ctx(undefined))).toBe(true);
    expect(markRead).toHaveBeenCalledWith('b');
    expect(registry.visible(ctx(undefined, 0)).map((c) => c.id)).toEqual([]);
  });
});
