import { deferredModule } from '../app/deferred-module.tsx';

/**
 * The palette opens with its list only; "Find offer…", the keyboard map (?) and the invite dialog come
 * in a second chunk, fetched once the palette is there and the browser idle, or at once when asked for
 * (docs/decisions/064-shell-bundle-and-palette-timing.md).
 */
export const paletteParts = deferredModule(() => import('./parts.ts'));
