import { LEVEL } from '../domain/permissions.ts';
import type { Command } from './registry.ts';

/**
 * The market profile's actions as palette commands (issue 16 item 1; decision 050), registered by
 * the partner and agency profile pages while mounted: switch tabs (1–4), write a review (w), toggle
 * the favourite (f), open the partner's website or media kit. "Go to my brand profile" is the
 * route's own navigation command (`g b`, src/domain/routes.ts). Reads need market ≥ 2, reviews and
 * favourites market 15 (the contract's levels); a review is refused once the brand wrote one, so
 * the command is disabled with that reason instead of failing at the server.
 */
export const MARKET_READ = { module: 'market', level: LEVEL.read } as const;
export const MARKET_WRITE = { module: 'market', level: LEVEL.full } as const;

export const PROFILE_TABS = ['overview', 'performance', 'reviews', 'offers'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const isProfileTab = (v: unknown): v is ProfileTab => typeof v === 'string' && (PROFILE_TABS as readonly string[]).includes(v);

/** What the commands read of the partner on screen (null while it loads). */
export interface ProfilePartner {
  id: number;
  is_favorite: boolean;
  is_reviewed: boolean;
  can_review: boolean;
  /** the primary website property's link, when it lists one */
  website: string | null;
  media_kit_file_id: number | null;
}

export interface PartnerProfileView {
  partner: ProfilePartner | null;
  tab: ProfileTab;
  showTab(tab: ProfileTab): void;
  writeReview(): void;
  toggleFavorite(): void;
  openWebsite(): void;
  downloadMediaKit(): void;
}

/** null when the brand may review the partner now; else the i18n key of why not. */
export function reviewBlocked(p: Pick<ProfilePartner, 'is_reviewed' | 'can_review'> | null): string | null {
  if (!p) return 'marketProfile.loading';
  if (p.is_reviewed) return 'marketProfile.commands.reasons.reviewed';
  if (!p.can_review) return 'marketProfile.commands.reasons.notAllowed';
  return null;
}

const TAB_KEYS: Record<ProfileTab, string> = { overview: '1', performance: '2', reviews: '3', offers: '4' };

export function partnerProfileCommands(view: () => PartnerProfileView): Command[] {
  const partner = () => view().partner;
  const has = () => partner() !== null;
  const tab = (t: ProfileTab): Command => ({
    id: `marketProfile.tab.${t}`,
    title: (LL) => LL.marketProfile.commands.tab({ tab: LL.marketProfile.tabs[t]() }),
    group: 'actions',
    keywords: ['tab', 'partner', 'profile', t, 'hồ sơ'],
    shortcut: TAB_KEYS[t],
    permission: MARKET_READ,
    when: has,
    // the tab shown is its tab's selected state (decision 097): the command and the tab agree
    blocked: () => (view().tab === t ? 'common.tabOpen' : null),
    run: () => view().showTab(t),
  });
  return [
    ...PROFILE_TABS.map(tab),
    {
      id: 'marketProfile.review',
      title: (LL) => LL.marketProfile.commands.write(),
      group: 'actions',
      keywords: ['review', 'rate', 'rating', 'stars', 'đánh giá'],
      shortcut: 'w',
      permission: MARKET_WRITE,
      when: has,
      blocked: () => reviewBlocked(partner()),
      opens: 'dialog',
      run: () => view().writeReview(),
    },
    {
      id: 'marketProfile.favorite',
      // a static title: the keyboard map lists it while no profile is mounted
      title: (LL) => LL.marketProfile.commands.favorite(),
      group: 'actions',
      keywords: ['favourite', 'favorite', 'star', 'bookmark', 'yêu thích'],
      shortcut: 'f',
      permission: MARKET_WRITE,
      when: has,
      run: () => view().toggleFavorite(),
    },
    {
      id: 'marketProfile.website',
      title: (LL) => LL.marketProfile.commands.website(),
      group: 'actions',
      keywords: ['website', 'site', 'link', 'open', 'trang web'],
      permission: MARKET_READ,
      when: has,
      blocked: () => (partner()?.website ? null : 'marketProfile.commands.reasons.noWebsite'),
      run: () => view().openWebsite(),
    },
    {
      id: 'marketProfile.mediaKit',
      title: (LL) => LL.marketProfile.commands.mediaKit(),
      group: 'actions',
      keywords: ['media kit', 'download', 'file', 'tải'],
      permission: MARKET_READ,
      when: has,
      blocked: () => (partner()?.media_kit_file_id == null ? 'marketProfile.commands.reasons.noMediaKit' : null),
      run: () => view().downloadMediaKit(),
    },
  ];
}

export interface AgencyProfileView {
  agency: { id: number; is_reviewed: boolean } | null;
  writeReview(): void;
  showReviews(): void;
}

export function agencyProfileCommands(view: () => AgencyProfileView): Command[] {
  const agency = () => view().agency;
  return [
    {
      id: 'agencyProfile.review',
      title: (LL) => LL.marketProfile.commands.writeAgency(),
      group: 'actions',
      keywords: ['review', 'rate', 'agency', 'đánh giá', 'đại lý'],
      shortcut: 'w',
      permission: MARKET_WRITE,
      when: () => agency() !== null,
      blocked: () => (agency()?.is_reviewed === false ? null : 'marketProfile.commands.reasons.reviewedAgency'),
      opens: 'dialog',
      run: () => view().writeReview(),
    },
    {
      id: 'agencyProfile.reviews',
      title: (LL) => LL.marketProfile.commands.agencyReviews(),
      group: 'actions',
      keywords: ['reviews', 'agency', 'đánh giá'],
      shortcut: '3',
      permission: MARKET_READ,
      when: () => agency() !== null,
      run: () => view().showReviews(),
    },
  ];
}
