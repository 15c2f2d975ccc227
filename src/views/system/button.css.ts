import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';
import { focusRing } from './focus.css.ts';
import { duration, fontSize, fontWeight, radii, space } from './tokens.ts';

/* States come from react-aria's data attributes, never from :hover/:active, so touch, mouse and
 * keyboard look consistent and a disabled button never shows a hover. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.xs,
    border: '1px solid transparent',
    borderRadius: radii.md,
    fontWeight: fontWeight.medium,
    cursor: 'pointer',
    transition: `background ${duration.fast}, border-color ${duration.fast}`,
    outline: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered], &[data-pressed]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceSunken } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnAccent,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.dangerHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken } },
      },
    },
    size: {
      sm: { fontSize: fontSize.sm, padding: `${space.xxs} ${space.sm}`, minHeight: '28px' },
      md: { fontSize: fontSize.md, padding: `${space.xs} ${space.md}`, minHeight: '34px' },
    },
  },
  defaultVariants: { tone: 'secondary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
