import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { notificationViewCommands } from '../../commands/notifications.ts';
import { dropdownOpenAtom, settingsOpenAtom } from '../../atoms/notifications.ts';
import {
  loadNotificationItem,
  loadSettingsDialog,
  useMarkRead,
  useNotificationIdQuery,
  useNotificationsLive,
} from '../notifications/index.ts';
import { useAtom, useAtomValue } from 'jotai';
import { DeferredTrigger } from '../app/deferred-module.tsx';
import { whenIdle } from '../app/idle-component.tsx';
import { useViewCommands } from '../app/useViewCommands.ts';
import * as css from './shell.css.ts';
import { Button } from '../system/Button.tsx';
import { Icon } from '../system/icons.tsx';
import { notificationDropdown } from './deferred.ts';
import { withWholeDictionary } from './with-texts.ts';

// the settings dialog is fetched when first opened (decision 027: not in the entry chunk), with the
// notifications area's texts (decision 064: not in the first-paint dictionary)
const SettingsDialog = lazy(async () => ({ default: (await withWholeDictionary(loadSettingsDialog)).SettingsDialog }));

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
  // the dropdown's items are a lazy chunk: fetched when idle, so the first open does not wait
  useEffect(() => whenIdle(() => void loadNotificationItem().catch(() => undefined)), []);
  const [settingsOpen, setSettingsOpen] = useAtom(settingsOpenAtom);
  const dropdownOpen = useAtomValue(dropdownOpenAtom);
  const [settingsUsed, setSettingsUsed] = useState(settingsOpen);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);
  const count = shown ?? unread;
  const badge = badgeText(count);
  // a comma, not parentheses: axe drops a parenthetical when it checks that the visible badge is part of
  // the name, and "Notifications (3 unread)" failed label-content-name-mismatch (decision 056)
  // it says the badge's own text, so above 99 the name reads "99+ unread" as the badge shows
  const label = badge ? `${LL.shell.header.notifications()}, ${LL.shell.header.unread({ count: badge })}` : LL.shell.header.notifications();
  return (
    <>
      {/* the button is drawn with the shell; the dropdown comes on idle, or at once when opened (./deferred.ts) */}
      <DeferredTrigger
        module={notificationDropdown}
        popup="dialog"
        needed={dropdownOpen}
        render={(m, trigger) => <m.NotificationDropdown unread={unread} trigger={trigger} />}
        trigger={
          // the face of notifications.open (the palette opens the same dropdown); it opens a dialog (decision 103)
          <Button tone="ghost" aria-label={label} data-testid="bell" command="notifications.open" aria-haspopup="dialog">
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
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDialog isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Registers the palette's notification commands while the bell is mounted. */
function useNotificationCommands(unread: number): void {
  const markRead = useMarkRead();
  const openDropdown = useSetAtom(dropdownOpenAtom);
  const openSettings = useSetAtom(settingsOpenAtom);
  useViewCommands(notificationViewCommands, {
    unread,
    markAllRead: () => void markRead([]),
    openDropdown: () => openDropdown(true),
    openSettings: () => openSettings(true),
  });
}
