import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { notificationCommands, type NotificationCommandState } from '../../commands/notifications.ts';
import { dropdownOpenAtom, settingsOpenAtom } from '../notifications/atoms.ts';
import { NotificationDropdown } from '../notifications/NotificationDropdown.tsx';
import { SettingsDialog } from '../notifications/SettingsDialog.tsx';
import { useMarkRead, useNotificationIdQuery, useNotificationsLive } from '../notifications/useNotifications.ts';
import { shellRegistry } from '../palette/items.ts';
import { useAtom } from 'jotai';
import * as css from './shell.css.ts';
import { Button } from '../system/Button.tsx';
import { Icon } from '../system/icons.tsx';

/** Spec 1 §9: the unread badge caps at 99+. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/**
 * The notification bell. Mounted only when the user has notification access (`menuFor().header.bell`),
 * so it also owns what only such users need: the live unread count (server-sent events, no polling),
 * the `notification_id` query handling of spec 1 §2, and the notification palette commands.
 */
export function Bell({ unread: shown }: { unread?: number }) {
  const { LL } = useI18n();
  const unread = useNotificationsLive();
  useNotificationIdQuery();
  useNotificationCommands(unread);
  const [settingsOpen, setSettingsOpen] = useAtom(settingsOpenAtom);
  const count = shown ?? unread;
  const badge = badgeText(count);
  const label = badge ? `${LL.shell.header.notifications()} (${LL.shell.header.unread({ count })})` : LL.shell.header.notifications();
  return (
    <>
      <NotificationDropdown
        unread={unread}
        trigger={
          <Button tone="ghost" aria-label={label} data-testid="bell">
            <span className={css.badgeWrap}>
              <Icon name="bell" />
              {badge && (
                <span className={css.badge} data-testid="bell-badge" aria-hidden="true">
                  {badge}
                </span>
              )}
            </span>
          </Button>
        }
      />
      <SettingsDialog isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

/** Registers the palette's notification commands while the bell is mounted. */
function useNotificationCommands(unread: number): void {
  const markRead = useMarkRead();
  const openDropdown = useSetAtom(dropdownOpenAtom);
  const openSettings = useSetAtom(settingsOpenAtom);
  const state = useRef<NotificationCommandState | undefined>(undefined);
  state.current = { unread, markAllRead: () => void markRead([]), openDropdown: () => openDropdown(true), openSettings: () => openSettings(true) };
  // one bell at a time owns the commands (a second header, e.g. in a test, must not register twice)
  useEffect(() => (shellRegistry.get('notifications.open') ? undefined : shellRegistry.registerAll(notificationCommands(() => state.current))), []);
}
