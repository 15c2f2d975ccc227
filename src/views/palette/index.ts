/**
 * The palette area's surface for the shell (decision 030): the palette is its own chunk (decision
 * 027), so the shell gets a loader and the props it passes, never the module itself.
 */
export type { PaletteProps } from './Palette.tsx';
export const loadPaletteModule = () => import('./Palette.tsx');
