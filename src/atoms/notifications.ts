import { atom } from 'jotai';

/** The bell dropdown and the settings dialog open from the bell, the page and the palette alike. */
export const dropdownOpenAtom = atom(false);
export const settingsOpenAtom = atom(false);
