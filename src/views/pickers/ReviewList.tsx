import type { MarketReview } from '../../domain/markets/contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { Button } from '../system/Button.tsx';
import { Pager } from '../app/Pager.tsx';
import { Select } from '../system/Select.tsx';
import * as css from './partner-panels.css.ts';

/** One page of reviews as the API answers it (20 a page, counts per star). */
export interface ReviewPageData {
  items: readonly MarketReview[];
  paging: { current_page: number; total_page: number; total_row: number };
  stars: readonly number[];
}

export interface ReviewFilter {
  page: number;
  /** 1–5, or undefined for every star */
  star: number | undefined;
}

const ALL = 'all';

/**
 * A subject's reviews (a partner's, an agency's, the brand's own): the star filter with its counts,
 * the page of 20, previous / next. The list is a region named by its heading, so the page count and
 * the filter are read together with it.
 */
export function ReviewList(props: {
  headingId: string;
  heading: string;
  data: ReviewPageData | undefined;
  isError: boolean;
  filter: ReviewFilter;
  onFilter: (f: ReviewFilter) => void;
  retry: () => void;
  /** shown beside the filter (the "Write a review" button) */
  actions?: React.ReactNode;
}) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.marketProfile.reviews;
  const { data, filter } = props;
  const total = data ? data.stars.reduce((a, n) => a + n, 0) : 0;
  const options = [
    { id: ALL, label: t.all({ count: total }) },
    ...[5, 4, 3, 2, 1].map((s) => ({ id: String(s), label: t.star({ star: s, count: data?.stars[s - 1] ?? 0 }) })),
  ];
  const paging = data?.paging;
  return (
    <section className={css.card} aria-labelledby={props.headingId}>
      <h2 id={props.headingId} className={css.cardTitle}>
        {props.heading}
      </h2>
      <div className={css.actions}>
        <Select
          label={t.filter()}
          options={options}
          selectedKey={filter.star === undefined ? ALL : String(filter.star)}
          onSelectionChange={(k) => props.onFilter({ page: 1, star: k === ALL ? undefined : Number(k) })}
        />
        {props.actions}
      </div>
      {props.isError ? (
        <p role="alert" className={css.error}>
          {LL.marketProfile.loadFailed()}
          <Button size="sm" tone="secondary" onPress={props.retry}>
            {LL.marketProfile.retry()}
          </Button>
        </p>
      ) : !data ? (
        <p className={css.note}>{LL.marketProfile.loading()}</p>
      ) : data.items.length === 0 ? (
        <p className={css.note}>{filter.star === undefined ? t.none() : t.noneStar({ star: filter.star })}</p>
      ) : (
        <ul className={css.reviewList}>
          {data.items.map((r) => (
            <li key={r.id} className={css.review}>
              <div className={css.reviewHead}>
                <p className={css.stars}>
                  <span aria-hidden="true">{'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)} </span>
                  <span>{t.stars({ star: r.rating })}</span>
                </p>
                <span className={css.note}>{fmt.date(r.created_at)}</span>
              </div>
              {/* the reviewer's own words, in whatever language they wrote (lang="": unknown) */}
              <p className={css.reviewText} lang="">
                {r.content}
              </p>
              <p className={css.note}>
                {r.is_mine ? t.mine() : t.by({ company: r.company_name || LL.marketProfile.noneShort() })}
                {r.offer_name ? ` · ${t.about({ offer: r.offer_name })}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {paging && paging.total_page > 1 && (
        <Pager label={t.pager()} page={filter.page} pages={paging.total_page} onPage={(page) => props.onFilter({ ...filter, page })} />
      )}
    </section>
  );
}
