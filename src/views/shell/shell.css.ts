import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';
import { focusRing } from '../system/focus.css.ts';
import { breakpoints, duration, fontSize, fontWeight, radii, space, zIndex } from '../system/tokens.ts';

/*
 * The shell frame. One breakpoint decides side menu (tablet and up) vs off-canvas menu (below).
 * Every track and flex child that holds the page has `min-width: 0` (a grid `1fr` track and a flex
 * item otherwise never shrink below their content's width, and the whole page scrolls sideways);
 * wide content scrolls in its own region instead (system/TableScroll.tsx, decision 046).
 */
const wide = `screen and (min-width: ${breakpoints.tablet}px)`;
const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
  '@media': { [wide]: { gridTemplateColumns: '232px minmax(0, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const main = style({
  flex: 1,
  minWidth: 0,
  padding: space.xl,
  outline: 'none',
  '@media': { [narrow]: { padding: space.lg } },
});
export const skipLink = style({
  position: 'absolute',
  left: space.sm,
  top: '-48px',
  zIndex: zIndex.toast,
  background: vars.color.surface,
  color: vars.color.accent,
  padding: space.sm,
  borderRadius: radii.md,
  // the shadow only while it shows: above the page its blur peeked over the side menu's brand name
  selectors: { '&:focus': { top: space.sm, boxShadow: vars.shadow.md } },
});

/**
 * The side menu's column: its background and edge run the whole height of the page (the grid
 * stretches it), while what it holds stays in view (sideMenuBody, sticky). The sticky box itself
 * carried the background before, and it ended a screen down on long pages (decision 069).
 */
export const sideMenu = style({
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [narrow]: { display: 'none' } },
});
export const sideMenuBody = style({
  position: 'sticky',
  top: 0,
  maxHeight: '100vh',
  overflowY: 'auto',
  padding: `${space.lg} ${space.sm}`,
});
export const brand = style({ fontWeight: fontWeight.bold, fontSize: fontSize.lg, padding: `0 ${space.sm} ${space.lg}` });
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.xxs });
export const subList = style([menuList, { paddingLeft: space.md }]);
export const groupTitle = style({
  fontSize: fontSize.xs,
  fontWeight: fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  padding: `${space.sm} ${space.sm} ${space.xxs}`,
});
export const menuLink = style({
  display: 'block',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radii.sm,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': { background: vars.color.accentSubtle, color: vars.color.accent, fontWeight: fontWeight.medium },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const notice = style({
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: radii.sm,
  padding: space.sm,
  margin: `0 0 ${space.sm}`,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [narrow]: { padding: `${space.sm} ${space.md}` } },
});
/** The product name in the simple layout's header. */
export const title = style({
  margin: 0,
  fontSize: fontSize.xl,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
/** The area of the page (its menu group) in the header; the page's own title is its h1 in main. */
/** "Blue Agency acting for the brand" beside the crumb (decision 077) */
export const agencyMark = style({
  marginInlineStart: 8,
  fontSize: fontSize.sm,
  color: vars.color.text,
  background: vars.color.accentSubtle,
  borderRadius: 4,
  padding: '2px 6px',
});
export const area = style({
  margin: 0,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.medium,
  color: vars.color.textMuted,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const onlyNarrow = style({ '@media': { [wide]: { display: 'none' } } });
export const onlyWide = style({ '@media': { [narrow]: { display: 'none' } } });
/** Header controls never shrink: the area label gives way (ellipsis) first. */
export const headerControl = style({ flexShrink: 0 });
/** A long company name in the header ellipsizes (full text in its title and in the account menu); icon only on phones. */
export const headerName = style({
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  maxWidth: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { display: 'none' } },
});
/** "Account manager" before the manager's name in the header: what the name is */
export const managerRole = style({ color: vars.color.textMuted, fontSize: fontSize.xs, fontWeight: fontWeight.regular });
/** The header's extras (the account manager) inside the off-canvas menu on phones. */
export const offCanvasExtras = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, padding: `${space.sm} 0` });
export const badgeWrap = style({ position: 'relative', display: 'inline-flex' });
export const badge = style({
  position: 'absolute',
  top: '-4px',
  right: '-6px',
  minWidth: '18px',
  padding: `0 ${space.xs}`,
  borderRadius: radii.full,
  background: vars.color.danger,
  color: vars.color.textOnAccent,
  fontSize: fontSize.xs,
  lineHeight: '18px',
  textAlign: 'center',
});
export const popoverBody = style({
  padding: space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: '240px',
  outline: 'none',
});
export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.sm });
export const menuHeader = style({ padding: `${space.xs} ${space.sm}`, display: 'flex', flexDirection: 'column', gap: space.xxs });

export const offCanvasOverlay = style({ position: 'fixed', inset: 0, zIndex: zIndex.overlay, background: vars.color.overlay });
export const offCanvas = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(300px, 85vw)',
  overflowY: 'auto',
  background: vars.color.surface,
  padding: space.lg,
  outline: 'none',
  transition: `transform ${duration.normal}`,
});
export const disclosureTrigger = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  background: 'transparent',
  border: 0,
  color: vars.color.text,
  font: 'inherit',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radii.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const footer = style({
  display: 'flex',
  gap: space.lg,
  justifyContent: 'center',
  padding: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: fontSize.sm,
});
export const footerLink = style({ color: vars.color.textMuted, selectors: { '&[data-focus-visible]': focusRing } });
export const simpleFrame = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.xl,
});
export const checklist = style([card, { marginBottom: space.xl, display: 'flex', flexDirection: 'column', gap: space.sm }]);
