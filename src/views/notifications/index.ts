/**
 * What the shell shows of notifications (decision 030: the shell imports an area's index.ts only).
 * The dialogs and items the bell fetches later stay their own chunks: loaders, not re-exports.
 */
export { useMarkRead, useNotificationIdQuery, useNotificationsLive } from './useNotifications.ts';
// the bell's dropdown (a react-aria popover): the bell's button is drawn with the shell (decision 064)
export const loadNotificationDropdown = () => import('./NotificationDropdown.tsx');
export const loadSettingsDialog = () => import('./SettingsDialog.tsx');
export const loadNotificationItem = () => import('./NotificationItem.tsx');
