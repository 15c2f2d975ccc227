import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';
import { fontSize, fontWeight, radii, space } from '../../system/tokens.ts';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: space.lg,
  alignItems: 'start',
  padding: space.lg,
  marginBottom: space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 });
export const title = style({ fontSize: fontSize.lg, fontWeight: fontWeight.bold, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.sm, margin: 0 });
export const rejected = style({ color: vars.color.danger, fontSize: fontSize.sm, margin: 0 });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.xs });
export const step = style({ display: 'flex', alignItems: 'center', gap: space.xs });
export const done = style({ color: vars.color.success });
export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
export const track = style({ stroke: vars.color.surfaceSunken });
export const arc = style({ stroke: vars.color.accent });
export const centre = style({ fill: vars.color.text, fontSize: '15px', fontWeight: fontWeight.bold });
