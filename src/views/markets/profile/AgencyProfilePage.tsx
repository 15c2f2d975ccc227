import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { isApiError } from '../../../api/api-error.ts';
import { agencyQuery, agencyReviewMutation } from '../../../api/markets.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { AgencyProfileView } from '../../../commands/market-profile.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { Button } from '../../system/Button.tsx';
import { listOf, useNames } from './reference.ts';
import { ReviewDialog } from './ReviewDialog.tsx';
import { ReviewList, type ReviewFilter } from '../../pickers/ReviewList.tsx';
import * as css from './profile.css.ts';

/**
 * /markets/agency/:id (spec 3 §2 "agency profiles with reviews"): the agency's profile, its reviews
 * (20 a page, by star) and "Write a review" — one per brand and agency, the rules of a partner review.
 */
export function AgencyProfilePage() {
  const { id } = useParams<{ id: string }>();
  const agencyId = Number(id);
  const { LL } = useI18n();
  const fmt = useFormat();
  const { access } = useShellSession();
  const client = useQueryClient();
  const names = useNames();
  const [filter, setFilter] = useState<ReviewFilter>({ page: 1, star: undefined });
  const [writing, setWriting] = useState(false);
  const q = useQuery({
    ...agencyQuery(agencyId, { page: filter.page, limit: 20, ...(filter.star ? { rating_star: filter.star } : {}) }),
    enabled: Number.isInteger(agencyId) && agencyId > 0,
    placeholderData: (previous) => previous,
  });
  const review = useMutation(agencyReviewMutation(client));
  const canWrite = access !== null && can(access, 'market', LEVEL.full);
  const a = q.data;
  const t = LL.marketProfile;
  const view: AgencyProfileView = {
    agency: a ? { id: a.id, is_reviewed: a.is_reviewed } : null,
    writeReview: () => setWriting(true),
    showReviews: () => document.getElementById('agency-reviews')?.scrollIntoView?.({ block: 'start' }),
  };
  useViewCommands(viewCommands.agencyProfile, view);
  if (q.isError && !a)
    return (
      <section className={css.page} aria-labelledby="agency-title">
        <h1 id="agency-title" className={css.title}>
          {t.agencyTitle()}
        </h1>
        <p role="alert" className={css.error}>
          {isApiError(q.error) && q.error.status === 404 ? t.notFound() : t.loadFailed()}
          <Button size="sm" tone="secondary" onPress={() => void q.refetch()}>
            {t.retry()}
          </Button>
        </p>
      </section>
    );
  if (!a) return <p className={css.note}>{t.loading()}</p>;
  const none = t.none();
  const rows: [string, React.ReactNode][] = [
    [t.agency.email(), a.email || none],
    [t.agency.phone(), a.phone || none],
    [
      t.agency.website(),
      /^https?:\/\//.test(a.website) ? (
        <a href={a.website} target="_blank" rel="noopener noreferrer">
          {a.website}
        </a>
      ) : (
        a.website || none
      ),
    ],
    [t.agency.teamSize(), fmt.number(a.team_size)],
    [t.agency.founded(), a.year_founded === null ? none : String(a.year_founded)],
    [t.agency.verticals(), listOf(a.vertical_ids.map(names.vertical), none)],
    [t.agency.geo(), listOf(a.country_ids.map(names.country), none)],
  ];
  return (
    <section className={css.page} aria-labelledby="agency-title">
      <div className={css.head}>
        <div className={css.headText}>
          <h1 id="agency-title" className={css.title}>
            {a.name}
          </h1>
          <p className={css.note}>
            {t.rating({ rating: fmt.number(a.rating, 2) })} · {t.reviewsCount({ count: a.total_reviews })}
          </p>
        </div>
      </div>
      <section className={css.card} aria-labelledby="agency-about">
        <h2 id="agency-about" className={css.cardTitle}>
          {t.overview.about()}
        </h2>
        <p className={css.reviewText}>{a.bio || t.overview.noBio()}</p>
        <dl className={css.dl}>
          {rows.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt className={css.dt}>{k}</dt>
              <dd className={css.dd}>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div id="agency-reviews">
        <ReviewList
          headingId="agency-reviews-title"
          heading={t.reviews.title()}
          data={a.reviews}
          isError={false}
          filter={filter}
          onFilter={setFilter}
          retry={() => void q.refetch()}
          actions={
            canWrite && (
              <>
                {/* the face of the page's command (decision 097): disabled, saying why, once the brand reviewed the agency */}
                <CommandButton tone="primary" command="agencyProfile.review">
                  {t.reviews.write()}
                </CommandButton>
                {a.is_reviewed && <span className={css.note}>{t.reviews.writtenAgency()}</span>}
              </>
            )
          }
        />
      </div>
      <ReviewDialog
        isOpen={writing}
        onOpenChange={setWriting}
        name={a.name}
        submit={(body) => review.mutateAsync({ agencyId: a.id, body })}
      />
    </section>
  );
}
