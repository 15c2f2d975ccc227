import { deferredModule } from '../app/deferred-module.tsx';
import { loadNotificationDropdown } from '../notifications/index.ts';
import { withWholeDictionary } from './with-texts.ts';

/*
 * The shell's overlays — the avatar and language menus, the classic top menu's dropdowns, the account
 * manager's card, the off-canvas menu — as one chunk, fetched when the browser is first idle
 * (docs/decisions/064-shell-bundle-and-palette-timing.md). The buttons that open them stay in the entry.
 */
export const shellOverlays = deferredModule(() => import('./overlays.ts'));

/** The bell's dropdown (the notifications area's popover, with that area's texts), fetched the same way. */
export const notificationDropdown = deferredModule(() => withWholeDictionary(loadNotificationDropdown));
