import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { MenuLayout } from '../../commands/shell.ts';

/**
 * UI state the header, the palette and shortcuts share: the log-out confirmation, the invite-link
 * dialog and the keyboard map are opened from the avatar menu, from commands and from keys alike.
 */
export const logoutConfirmOpenAtom = atom(false);
export const keyboardMapOpenAtom = atom(false);
export const inviteOpenAtom = atom(false);
/** unread notifications; the notification area (issue 3) keeps it current, the bell shows it */
export const unreadCountAtom = atom(0);

export const MENU_LAYOUT_KEY = 'bc.shell.menuLayout';
/**
 * Side menu (default) or the older top menu of spec 1 §2, switched from the palette and kept in this
 * browser. Read on init so the first paint already has the chosen layout.
 */
export const menuLayoutAtom = atomWithStorage<MenuLayout>(MENU_LAYOUT_KEY, 'side', createJSONStorage<MenuLayout>(() => localStorage), { getOnInit: true });
