/*
 * The one token set. Plain values only: the theme contract (theme.css.ts) turns the colours into CSS
 * variables with a light and a dark value; sprinkles and recipes read the scales below.
 */

export const palette = {
  white: '#ffffff',
  black: '#0b0d12',
  gray50: '#f7f8fa',
  gray100: '#eef0f4',
  gray200: '#dde1e8',
  gray300: '#c3c9d4',
  gray400: '#7c8593',
  gray500: '#6b7385',
  gray600: '#5b6477',
  gray700: '#394152',
  gray800: '#232937',
  gray900: '#161a23',
  blue300: '#7ea6f4',
  blue400: '#5b8def',
  blue500: '#2f6fe4',
  blue600: '#1f5fcf',
  blue700: '#184aa8',
  blue100: '#e6eefc',
  blue900: '#1a2a4a',
  red400: '#f06a6a',
  red500: '#e05252',
  red600: '#c42e2e',
  red700: '#a32323',
  red100: '#fdeaea',
  red900: '#3a1a1d',
  green400: '#3fbf7f',
  green700: '#16733f',
  amber400: '#f3b340',
  amber800: '#8a5a00',
  // the marketplace's rank badges (bronze; gold, silver and iron reuse amber and grays)
  copper700: '#8f4a1c',
  copper300: '#e39a6b',
  gray350: '#9aa3b2',
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { none: '0', sm: '4px', md: '6px', lg: '10px', full: '9999px' } as const;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' } as const;
export const fontWeight = { regular: '400', medium: '500', bold: '600' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

/** Named stacking order, lowest first; never write a raw z-index elsewhere. */
export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  header: '200',
  menu: '300',
  overlay: '400',
  modal: '500',
  popover: '600',
  toast: '700',
  tooltip: '800',
} as const;

export const duration = { fast: '100ms', normal: '180ms' } as const;

export const breakpoints = { tablet: 768, desktop: 1200 } as const;

/**
 * Semantic colours per theme: the same keys in both, so the contract can be derived from either.
 * Which of them is read on which, and the contrast each pair must reach, is `contrast-pairs.ts`
 * (checked by tokens.contrast.test.ts, decision 045): change a colour here, run that test.
 */
export const lightColors = {
  background: palette.gray50,
  surface: palette.white,
  surfaceRaised: palette.white,
  surfaceSunken: palette.gray100,
  text: palette.gray900,
  textMuted: palette.gray600,
  textOnAccent: palette.white,
  border: palette.gray200,
  borderStrong: palette.gray400,
  accent: palette.blue600,
  accentHover: palette.blue700,
  accentSubtle: palette.blue100,
  danger: palette.red600,
  dangerHover: palette.red700,
  dangerSubtle: palette.red100,
  success: palette.green700,
  warning: palette.amber800,
  focusRing: palette.blue600,
  overlay: 'rgba(11, 13, 18, 0.45)',
  // rank badges of the marketplace (gold 1–3, silver 4–8, bronze 9–15, iron 16–25): text and border
  rankGold: palette.amber800,
  rankSilver: palette.gray600,
  rankBronze: palette.copper700,
  rankIron: palette.gray700,
} as const;

export const darkColors: Record<keyof typeof lightColors, string> = {
  background: palette.black,
  surface: palette.gray900,
  surfaceRaised: palette.gray800,
  surfaceSunken: '#10131a',
  text: palette.gray100,
  textMuted: palette.gray300,
  // the dark theme's accent and danger are light, so the text on them is dark
  textOnAccent: palette.black,
  border: palette.gray700,
  borderStrong: palette.gray500,
  accent: palette.blue300,
  accentHover: palette.blue400,
  accentSubtle: palette.blue900,
  danger: palette.red400,
  dangerHover: palette.red500,
  dangerSubtle: palette.red900,
  success: palette.green400,
  warning: palette.amber400,
  focusRing: palette.blue300,
  overlay: 'rgba(0, 0, 0, 0.6)',
  rankGold: palette.amber400,
  rankSilver: palette.gray300,
  rankBronze: palette.copper300,
  rankIron: palette.gray350,
};

export const shadows = {
  light: { sm: '0 1px 2px rgba(16, 24, 40, 0.08)', md: '0 8px 24px rgba(16, 24, 40, 0.14)' },
  dark: { sm: '0 1px 2px rgba(0, 0, 0, 0.5)', md: '0 8px 24px rgba(0, 0, 0, 0.6)' },
} as const;
