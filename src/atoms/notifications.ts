import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { unreadQuery } from '../api/notifications.ts';

/** The bell dropdown and the settings dialog open from the bell, the page and the palette alike. */
export const dropdownOpenAtom = atom(false);
export const settingsOpenAtom = atom(false);

/**
 * The unread count is server data: the bell's own query (src/api/notifications.ts) on the shared
 * QueryClient. Read-only here (`enabled: false`): the bell, shown only with notification access,
 * fetches and refreshes it; the header and the page read whatever it holds (0 before, or without access).
 */
export const unreadQueryAtom = atomWithQuery(() => ({ ...unreadQuery(), enabled: false }));
export const unreadCountAtom = atom((get) => get(unreadQueryAtom).data ?? 0);
