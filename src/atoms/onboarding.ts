import { atom } from 'jotai';

/** The submit confirmation is open (the checklist's button and the palette command both open it). */
export const onboardingConfirmOpenAtom = atom(false);
