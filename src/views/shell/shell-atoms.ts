import { atom } from 'jotai';

/**
 * UI state the header, the palette and shortcuts share: the log-out confirmation and the keyboard
 * map are opened from the avatar menu, from commands and from keys alike.
 */
export const logoutConfirmOpenAtom = atom(false);
export const keyboardMapOpenAtom = atom(false);
/** unread notifications; the notification area (issue 3) keeps it current, the bell shows it */
export const unreadCountAtom = atom(0);
