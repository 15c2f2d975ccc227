import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { MenuLayout } from '../commands/shell.ts';

/**
 * UI state the header, the palette and shortcuts share: the log-out confirmation, the invite-link
 * dialog and the keyboard map are opened from the avatar menu, from commands and from keys alike.
 */
export const logoutConfirmOpenAtom = atom(false);
export const keyboardMapOpenAtom = atom(false);
export const inviteOpenAtom = atom(false);

export const MENU_LAYOUT_KEY = 'bc.shell.menuLayout';
/**
 * Side menu (default) or the older top menu of spec 1 §2, switched from the palette and kept in this
 * browser. Read on init so the first paint already has the chosen layout.
 */
export const menuLayoutAtom = atomWithStorage<MenuLayout>(MENU_LAYOUT_KEY, 'side', layoutStorage(), { getOnInit: true });

/** JSON in localStorage when the browser lets us use it (not in Node, not when blocked); junk reads as 'side'. */
function layoutStorage() {
  const storage = (): Storage | undefined => {
    try {
      return typeof localStorage === 'undefined' ? undefined : localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    getItem(key: string, initial: MenuLayout): MenuLayout {
      try {
        const value: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
        return value === 'side' || value === 'classic' ? value : initial;
      } catch {
        return initial;
      }
    },
    setItem(key: string, value: MenuLayout) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // storage full or blocked: the choice lasts for this page
      }
    },
    removeItem(key: string) {
      storage()?.removeItem(key);
    },
  };
}
