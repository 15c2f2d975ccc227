import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css.ts';
import { breakpoints, fontSize, fontWeight, radii, space, zIndex } from './tokens.ts';

/* Atomic props from plain property maps; responsive ones take { mobile, tablet, desktop }. */
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: { full: '100%', auto: 'auto' },
    position: ['relative', 'absolute', 'fixed', 'sticky'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const look = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
    borderRadius: radii,
    fontSize,
    fontWeight,
    zIndex,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(layout, look);
export type Sprinkles = Parameters<typeof sprinkles>[0];
