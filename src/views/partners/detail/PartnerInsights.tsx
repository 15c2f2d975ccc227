import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { marketReviewsQuery } from '../../../api/markets.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { PartnerPerformance } from '../../pickers/PartnerPerformance.tsx';
import { ReviewList, type ReviewFilter } from '../../pickers/ReviewList.tsx';
import * as css from '../shared/partners.css.ts';

/**
 * The performance tab: the brand's figures with the partner (the same panel as the market profile's),
 * and the way to the partner report for other periods. The figures come from the marketplace API,
 * so an employee without marketplace access sees the link alone.
 */
export function PerformancePanel({ partnerId, canMarket }: { partnerId: number; canMarket: boolean }) {
  const { LL } = useI18n();
  return (
    <div className={css.form}>
      <p>
        {LL.management.detail.performanceIntro()} <Link href="/reports/performances">{LL.management.detail.openReport()}</Link>
      </p>
      {canMarket && <PartnerPerformance partnerId={partnerId} />}
    </div>
  );
}

/** The reviews tab: the partner's reviews by brands, 20 a page with the star filter; writing one is on its market profile. */
export function ReviewsPanel({ partnerId, canMarket }: { partnerId: number; canMarket: boolean }) {
  const { LL } = useI18n();
  const [filter, setFilter] = useState<ReviewFilter>({ page: 1, star: undefined });
  const reviews = useQuery({
    ...marketReviewsQuery(partnerId, { page: filter.page, limit: 20, ...(filter.star ? { rating_star: filter.star } : {}) }),
    enabled: canMarket,
  });
  return (
    <div className={css.form}>
      <p>
        {LL.management.detail.reviewsIntro()}{' '}
        <Link href={`/markets/partner/${partnerId}?tab=reviews`}>{LL.management.detail.openProfile()}</Link>
      </p>
      {canMarket && (
        <ReviewList
          headingId="partner-reviews"
          heading={LL.management.detail.tabs.reviews()}
          data={reviews.data}
          isError={reviews.isError}
          filter={filter}
          onFilter={setFilter}
          retry={() => void reviews.refetch()}
        />
      )}
    </div>
  );
}
