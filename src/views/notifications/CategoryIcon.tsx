import type { Category } from '../../domain/notifications/cases.ts';
import { lightColors } from '../system/tokens.ts';

/**
 * One inline SVG per notification category (spec 1 §3); `other` shows an image instead — the one the
 * notification carries, or the product mark. The `-all` variants share their family's drawing.
 */
const PATHS: Record<Exclude<Category, 'other'>, string> = {
  promotion: 'M3 12l9-9h8v8l-9 9zM16 7.5a1.5 1.5 0 1 0 0 .01',
  'promotion-all': 'M3 12l9-9h8v8l-9 9zM16 7.5a1.5 1.5 0 1 0 0 .01',
  report: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  partnership: 'M8 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a6 6 0 0 1 12 0M17 11a3 3 0 1 0 0-6M22 21a5 5 0 0 0-5-5',
  payment: 'M2 6h20v12H2zM2 10h20M6 15h4',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM9 7v10',
  offer: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  announcement: 'M3 10v4h3l7 5V5L6 10zM17 9a4 4 0 0 1 0 6',
  'announcement-all': 'M3 10v4h3l7 5V5L6 10zM17 9a4 4 0 0 1 0 6',
};

// an image cannot read the theme's variables: the mark takes the light theme's accent pair from the tokens
const PRODUCT_MARK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="${lightColors.accent}"/><path d="M10 9h7a4 4 0 0 1 0 8h-7zM10 17h8a4 4 0 0 1 0 8h-8z" fill="${lightColors.textOnAccent}"/></svg>`,
  );

export function CategoryIcon({ category, image }: { category: Category; image?: string }) {
  if (category === 'other') {
    const src = image && /^(https?:|\/)/.test(image) ? image : PRODUCT_MARK;
    return <img src={src} alt="" width={32} height={32} data-category="other" />;
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-category={category}
    >
      <path d={PATHS[category]} />
    </svg>
  );
}
