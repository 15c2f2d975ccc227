import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { brandMarketProfileQuery, brandReviewsQuery } from '../../../api/markets.ts';
import { routePath } from '../../../domain/routes.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { Button } from '../../system/Button.tsx';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { listOf, useNames } from './reference.ts';
import { ReviewList, type ReviewFilter } from '../../pickers/ReviewList.tsx';
import * as css from './profile.css.ts';

type BrandTab = 'profile' | 'reviews';

/**
 * /markets/profile and /markets/profile/reviews (spec 3 §7 user/adv/profile/detail and /reviews): the
 * brand's own market profile as partners see it, and the reviews partners wrote about it — read-only
 * here (partners write them; `npm run ops -- market-review-brand` plays one). One page, two tabs, each
 * its own route so either can be linked.
 */
export function BrandProfilePage({ route }: { route: { id: string } }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const [, navigate] = useLocation();
  const names = useNames();
  const tab: BrandTab = route.id === 'brandProfileReviews' ? 'reviews' : 'profile';
  const [filter, setFilter] = useState<ReviewFilter>({ page: 1, star: undefined });
  const profile = useQuery(brandMarketProfileQuery());
  const reviews = useQuery({
    ...brandReviewsQuery({ page: filter.page, limit: 20, ...(filter.star ? { rating_star: filter.star } : {}) }),
    enabled: tab === 'reviews',
    placeholderData: (previous) => previous,
  });
  const t = LL.marketProfile;
  const b = profile.data;
  const none = t.none();
  const detail = profile.isError ? (
    <p role="alert" className={css.error}>
      {t.loadFailed()}
      <Button size="sm" tone="secondary" onPress={() => void profile.refetch()}>
        {t.retry()}
      </Button>
    </p>
  ) : !b ? (
    <p className={css.note}>{t.loading()}</p>
  ) : (
    <section className={css.card} aria-labelledby="brand-profile-about">
      <h2 id="brand-profile-about" className={css.cardTitle}>
        {b.company_name}
      </h2>
      <dl className={css.dl}>
        {(
          [
            [t.brand.company(), b.company_name],
            [
              t.brand.website(),
              /^https?:\/\//.test(b.website) ? (
                <a href={b.website} target="_blank" rel="noopener noreferrer">
                  {b.website}
                </a>
              ) : (
                b.website || none
              ),
            ],
            [t.brand.description(), b.description || t.brand.noDescription()],
            [t.brand.verticals(), listOf(b.verticals.map(names.vertical), none)],
          ] as [string, React.ReactNode][]
        ).map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt className={css.dt}>{k}</dt>
            <dd className={css.dd}>{v}</dd>
          </div>
        ))}
      </dl>
      <p className={css.note}>
        {t.brand.editHint()} <Link href={routePath('brandInfo')}>{t.brand.openBrandInfo()}</Link>
      </p>
    </section>
  );
  return (
    <section className={css.page} aria-labelledby="brand-profile-title">
      {/* the head row, as on the partner and agency profiles: headText grows along a row (directly in the
          page's column its 240 px basis was a height, 170 px of nothing above the tabs) */}
      <div className={css.head}>
        <div className={css.headText}>
          <h1 id="brand-profile-title" className={css.title}>
            {t.brand.title()}
          </h1>
          <p className={css.note}>{t.brand.intro()}</p>
          {b && (
            <p className={css.note}>
              {t.rating({ rating: fmt.number(b.rating, 2) })} · {t.reviewsCount({ count: b.total_reviews })}
            </p>
          )}
        </div>
      </div>
      <CommandTabs
        name="brandProfile"
        label={t.tabs.label()}
        selectedKey={tab}
        onSelectionChange={(k) => {
          if (k !== tab) navigate(routePath(k === 'reviews' ? 'brandProfileReviews' : 'brandProfile'));
        }}
        items={[
          { id: 'profile', label: t.tabs.profile(), content: tab === 'profile' ? detail : null },
          {
            id: 'reviews',
            label: t.tabs.reviews(),
            content:
              tab === 'reviews' ? (
                <ReviewList
                  headingId="brand-reviews"
                  heading={t.brand.reviewsTitle()}
                  data={reviews.data}
                  isError={reviews.isError}
                  filter={filter}
                  onFilter={setFilter}
                  retry={() => void reviews.refetch()}
                />
              ) : null,
          },
        ]}
      />
    </section>
  );
}
