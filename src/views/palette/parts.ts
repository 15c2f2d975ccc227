/*
 * What ./deferred.ts loads: the palette's parts a first open does not show — the entity search (a
 * virtualized list), the keyboard map and the invite-link dialog (a form) — one chunk.
 */
export { EntitySearchPage } from './EntitySearchPage.tsx';
export { InviteDialog } from './InviteDialog.tsx';
export { KeyboardMap } from './KeyboardMap.tsx';
