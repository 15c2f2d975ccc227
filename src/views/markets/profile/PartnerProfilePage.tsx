import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { isApiError } from '../../../api/api-error.ts';
import { downloadMediaKit, favoriteMutation, marketPartnerQuery, marketReviewsQuery, reviewMutation } from '../../../api/markets.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { isProfileTab, PROFILE_TABS, reviewBlocked, type PartnerProfileView, type ProfileTab } from '../../../commands/market-profile.ts';
import { textOf } from '../../../commands/text.ts';
import type { MarketPartnerDetail } from '../../../domain/markets/contract.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { routePath } from '../../../domain/routes.ts';
import { partnerRelation } from '../../../domain/partners/relation.ts';
import { relationPhrase } from '../../../i18n/partner-relation.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useFormat } from '../../app/useFormat.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { InviteToOfferDialog } from '../../pickers/InviteToOfferDialog.tsx';
import { Button } from '../../system/Button.tsx';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { OffersTab } from './OffersTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { PartnerPerformance } from '../../pickers/PartnerPerformance.tsx';
import { useNames } from './reference.ts';
import { ReviewDialog } from './ReviewDialog.tsx';
import { ReviewList, type ReviewFilter } from '../../pickers/ReviewList.tsx';
import * as css from './profile.css.ts';

/** The partner's website: its primary non-social property with a web link, else the first such. */
export function websiteOf(p: Pick<MarketPartnerDetail, 'properties'>): string | null {
  const web = p.properties.filter((x) => x.social_platform === null && /^https?:\/\//.test(x.link));
  return (web.find((x) => x.primary) ?? web[0])?.link ?? null;
}

/**
 * /markets/partner/:id (spec 3 §2, §3): a partner's market profile with the tabs overview,
 * performance, reviews and offers. The tab is in the URL (`?tab=reviews`; none is the overview), so
 * a tab can be linked and Back returns to the previous one. The favourite and "Write a review" sit
 * in the head; every action is also a palette command (src/commands/market-profile.ts).
 */
export function PartnerProfilePage() {
  const { id } = useParams<{ id: string }>();
  const { LL } = useI18n();
  const partnerId = Number(id);
  const q = useQuery({ ...marketPartnerQuery(partnerId), enabled: Number.isInteger(partnerId) && partnerId > 0 });
  if (q.isError)
    return (
      <section className={css.page} aria-labelledby="profile-title">
        <h1 id="profile-title" className={css.title}>
          {LL.marketProfile.partnerTitle()}
        </h1>
        <p role="alert" className={css.error}>
          {isApiError(q.error) && q.error.status === 404 ? LL.marketProfile.notFound() : LL.marketProfile.loadFailed()}
          <Button size="sm" tone="secondary" onPress={() => void q.refetch()}>
            {LL.marketProfile.retry()}
          </Button>
        </p>
      </section>
    );
  if (!q.data) return <p className={css.note}>{LL.marketProfile.loading()}</p>;
  return <Profile partner={q.data} />;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function Profile({ partner: p }: { partner: MarketPartnerDetail }) {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const { access } = useShellSession();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const asked = search.get('tab');
  const tab: ProfileTab = isProfileTab(asked) ? asked : 'overview';
  const [filter, setFilter] = useState<ReviewFilter>({ page: 1, star: undefined });
  const [writing, setWriting] = useState(false);
  const names = useNames();
  const canWrite = access !== null && can(access, 'market', LEVEL.full);
  const favorite = useMutation(favoriteMutation(client));
  const review = useMutation(reviewMutation(client));
  const reviews = useQuery({
    ...marketReviewsQuery(p.id, { page: filter.page, limit: 20, ...(filter.star ? { rating_star: filter.star } : {}) }),
    enabled: tab === 'reviews',
  });
  const website = websiteOf(p);
  const blocked = reviewBlocked(p);
  const t = LL.marketProfile;

  const showTab = (next: ProfileTab) =>
    navigate(`${routePath('marketsPartnerDetail', { id: p.id })}${next === 'overview' ? '' : `?tab=${next}`}`);
  const toggleFavorite = () =>
    favorite.mutate(
      { partnerId: p.id, on: !p.is_favorite },
      {
        onSuccess: (r) =>
          showToast({ tone: 'success', title: (r.is_favorite ? t.favorite.added : t.favorite.removed)({ name: p.display_name }) }),
        onError: () => showToast({ tone: 'error', title: t.favorite.failed() }),
      },
    );
  const mediaKit = () => {
    if (p.media_kit_file_id === null) return;
    void downloadMediaKit(client, p.media_kit_file_id).then((ok) => {
      if (!ok) showToast({ tone: 'error', title: t.overview.mediaKitFailed() });
    });
  };
  const view: PartnerProfileView = {
    partner: { ...p, website },
    tab,
    showTab,
    writeReview: () => {
      if (tab !== 'reviews') showTab('reviews');
      setWriting(true);
    },
    toggleFavorite,
    openWebsite: () => {
      if (website) window.open(website, '_blank', 'noopener');
    },
    downloadMediaKit: mediaKit,
  };
  useViewCommands(viewCommands.partnerProfile, view);
  // invite to offers from the marketplace (issue 16 item 4): the shared dialog, this partner picked
  const mayInvite = access !== null && can(access, 'management', LEVEL.full) && !p.is_blocked;
  const [inviting, setInviting] = useState(false);
  useViewCommands(mayInvite ? viewCommands.partnerInvite : null, { openInvite: () => setInviting(true) });

  // the head's and the reviews tab's buttons are the faces of the page's commands (decision 097)
  const writeButton = (
    <CommandButton tone="primary" command="marketProfile.review">
      {t.reviews.write()}
    </CommandButton>
  );
  const content: Record<ProfileTab, React.ReactNode> = {
    overview: <OverviewTab partner={p} names={names} />,
    performance: <PartnerPerformance partnerId={p.id} />,
    reviews: (
      <ReviewList
        headingId="profile-reviews"
        heading={t.reviews.title()}
        data={reviews.data}
        isError={reviews.isError}
        filter={filter}
        onFilter={setFilter}
        retry={() => void reviews.refetch()}
        actions={
          <>
            {writeButton}
            {blocked && canWrite && <span className={css.note}>{textOf(LL, blocked)}</span>}
          </>
        }
      />
    ),
    offers: <OffersTab partnerId={p.id} />,
  };
  return (
    <section className={css.page} aria-labelledby="profile-title">
      <div className={css.head}>
        <span className={css.avatar} aria-hidden="true">
          {initials(p.display_name)}
        </span>
        <div className={css.headText}>
          <h1 id="profile-title" className={css.title}>
            {p.display_name}
          </h1>
          <p className={css.note}>
            {t.rating({ rating: fmt.number(p.rating, 2) })} · {t.reviewsCount({ count: p.total_reviews })}
          </p>
          <ul className={css.badges} aria-label={t.partnerTitle()}>
            <li className={css.badge}>{t.badges.rank({ rank: p.rank, badge: t.badges[p.badge]() })}</li>
            {p.is_new && <li className={css.badge}>{t.badges.new()}</li>}
            {p.is_favorite && <li className={css.badge}>{t.badges.favorite()}</li>}
            {p.is_joined && (
              <li className={css.badge} data-relation={p.working_mode ?? ''}>
                {relationPhrase(LL, locale, partnerRelation(p), { timeZone: fmt.timeZone })}
              </li>
            )}
          </ul>
        </div>
        <div className={css.actions}>
          <CommandButton tone="secondary" busy={favorite.isPending} command="marketProfile.favorite">
            {p.is_favorite ? t.favorite.remove() : t.favorite.add()}
          </CommandButton>
          <CommandButton tone="secondary" command="invitations.invite">
            {LL.invitations.inviteToOffers()}
          </CommandButton>
          {website && (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {t.overview.openWebsite()}
            </a>
          )}
        </div>
      </div>
      <CommandTabs
        name="partnerProfile"
        label={t.tabs.label()}
        selectedKey={tab}
        onSelectionChange={(k) => {
          if (k !== tab && isProfileTab(k)) showTab(k);
        }}
        items={PROFILE_TABS.map((id) => ({
          id,
          label: t.tabs[id](),
          content: tab === id ? content[id] : null,
          command: `marketProfile.tab.${id}`,
        }))}
      />
      {inviting && <InviteToOfferDialog isOpen onOpenChange={setInviting} partnerId={p.id} />}
      <ReviewDialog
        isOpen={writing}
        onOpenChange={setWriting}
        name={p.display_name}
        submit={(body) => review.mutateAsync({ partnerId: p.id, body })}
      />
    </section>
  );
}
