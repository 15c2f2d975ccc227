import type { ReactNode, SVGProps } from 'react';

/**
 * A few inline SVG icons. Emoji and symbol glyphs (🔔, ☰, ✓) depend on the fonts installed and
 * render as missing-glyph boxes on bare systems such as headless Chromium; SVG always renders.
 * With a `label` the icon is an image with that accessible name; without one it is decorative
 * (the control around it carries the name).
 */
export type IconName =
  'bell' | 'menu' | 'close' | 'chevronDown' | 'chevronRight' | 'check' | 'circle' | 'user' | 'search' | 'filter' | 'calendar';

const PATHS: Record<IconName, ReactNode> = {
  bell: (
    <>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  filter: <path d="M4 5h16l-6 7v6l-4 2v-8z" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  check: <path d="M5 12l5 5L20 7" />,
  circle: <circle cx="12" cy="12" r="8" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3" />
    </>
  ),
};

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** accessible name; omit when the surrounding control is already named */
  label?: string;
  size?: number;
}

export function Icon({ name, label, size = 18, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
      {...a11y}
      {...rest}
    >
      {PATHS[name]}
    </svg>
  );
}
