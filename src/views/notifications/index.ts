/**
 * What the shell shows of notifications (decision 030: the shell imports an area's index.ts only).
 * The dialogs and items the bell fetches later stay their own chunks: loaders, not re-exports.
 */
export { NotificationDropdown } from './NotificationDropdown.tsx';
export { useMarkRead, useNotificationIdQuery, useNotificationsLive } from './useNotifications.ts';
export const loadSettingsDialog = () => import('./SettingsDialog.tsx');
export const loadNotificationItem = () => import('./NotificationItem.tsx');
