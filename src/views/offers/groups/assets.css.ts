import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';
import { palette } from '../../system/tokens.ts';
/** Styles shared by the offer-asset pages (groups, questionnaires, creatives, tracking). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, maxWidth: 1100 });
export const actions = style({ display: 'flex', gap: 8, flexWrap: 'wrap' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 720 });
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  padding: 12,
});
export const inline = style({ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' });
export const error = style({ color: vars.color.danger, margin: 0 });
export const hint = style({ color: vars.color.textMuted, margin: 0 });
export const code = style({
  fontFamily: 'monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  background: vars.color.surfaceSunken,
  padding: 8,
  borderRadius: 6,
  margin: 0,
});
export const nativeSelect = style({
  padding: '6px 8px',
  borderRadius: 6,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const preview = style({
  border: `1px solid ${vars.color.border}`,
  background: palette.white /* creatives are made for white pages, in both themes */,
  maxWidth: '100%',
});
