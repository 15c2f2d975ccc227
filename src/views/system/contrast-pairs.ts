import type { lightColors } from './tokens.ts';

/*
 * The rule of decision 045: every semantic colour read on another, with the contrast it must reach in
 * BOTH themes. 4.5 for text (WCAG 1.4.3, normal size: we never rely on large text), 3 for the parts of
 * controls, focus rings, icons and chart marks (WCAG 1.4.11). A new colour token, or a known colour
 * used on a new background, gets a line here; tokens.contrast.test.ts fails below the ratio.
 * Disabled controls are exempt (WCAG) and not listed; they fade with opacity only.
 */
export type ColorToken = keyof typeof lightColors;

export interface ContrastPair {
  /** what the pair is, for the failure message */
  use: string;
  foreground: ColorToken;
  backgrounds: readonly ColorToken[];
  ratio: 4.5 | 3;
}

/** every surface text can stand on */
const surfaces = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'] as const satisfies readonly ColorToken[];

export const contrastPairs: readonly ContrastPair[] = [
  { use: 'body text', foreground: 'text', backgrounds: [...surfaces, 'accentSubtle', 'dangerSubtle'], ratio: 4.5 },
  { use: 'muted text, placeholders, card labels', foreground: 'textMuted', backgrounds: surfaces, ratio: 4.5 },
  { use: 'links, accent text, the current menu entry', foreground: 'accent', backgrounds: [...surfaces, 'accentSubtle'], ratio: 4.5 },
  { use: 'error and "down" text', foreground: 'danger', backgrounds: [...surfaces, 'dangerSubtle'], ratio: 4.5 },
  { use: 'success and "up" text', foreground: 'success', backgrounds: surfaces, ratio: 4.5 },
  { use: 'warning text', foreground: 'warning', backgrounds: surfaces, ratio: 4.5 },
  {
    use: 'text on primary buttons, selected date segments',
    foreground: 'textOnAccent',
    backgrounds: ['accent', 'accentHover'],
    ratio: 4.5,
  },
  { use: 'text on danger buttons, the unread badge', foreground: 'textOnAccent', backgrounds: ['danger', 'dangerHover'], ratio: 4.5 },
  { use: 'borders of inputs, checkboxes and the hovered secondary button', foreground: 'borderStrong', backgrounds: surfaces, ratio: 3 },
  { use: 'the focused or invalid input border', foreground: 'accent', backgrounds: surfaces, ratio: 3 },
  { use: 'the focus ring', foreground: 'focusRing', backgrounds: [...surfaces, 'accentSubtle'], ratio: 3 },
  { use: 'chart marks, progress arcs and bars, toast edges', foreground: 'accent', backgrounds: surfaces, ratio: 3 },
  { use: 'success and warning toast edges', foreground: 'success', backgrounds: surfaces, ratio: 3 },
  { use: 'icons (currentColor on text)', foreground: 'text', backgrounds: surfaces, ratio: 3 },
  // the marketplace's rank badges: their text and border in the badge's colour on any surface (and the active row)
  { use: 'gold rank badge', foreground: 'rankGold', backgrounds: [...surfaces, 'accentSubtle'], ratio: 4.5 },
  { use: 'silver rank badge', foreground: 'rankSilver', backgrounds: [...surfaces, 'accentSubtle'], ratio: 4.5 },
  { use: 'bronze rank badge', foreground: 'rankBronze', backgrounds: [...surfaces, 'accentSubtle'], ratio: 4.5 },
  { use: 'iron rank badge', foreground: 'rankIron', backgrounds: [...surfaces, 'accentSubtle'], ratio: 4.5 },
];
