import type { ReactNode } from 'react';
import type { MarketPartnerDetail } from '../../../domain/markets/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import { listOf, type Names } from './reference.ts';
import { TrafficCharts } from './TrafficCharts.tsx';
import * as css from './profile.css.ts';

function Pairs({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={css.dl}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={css.dt}>{term}</dt>
          <dd className={css.dd}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? `${css.card} ${css.wide}` : css.card} aria-labelledby={id}>
      <h2 id={id} className={css.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The overview tab: spec 3 §3's market profile — bio, type, verticals and geo, social accounts,
 * statistics of the last 30 days, experience, audience, campaign start, minimums, the media kit,
 * the properties table, achievement (trophies, reputation, partner score) and the traffic charts.
 */
export function OverviewTab(props: { partner: MarketPartnerDetail; names: Names }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const { partner: p, names } = props;
  const o = LL.marketProfile.overview;
  const none = LL.marketProfile.none();
  const money = (v: string | null) => (v === null ? none : fmt.money(v));
  const yes = (v: boolean) => (v ? o.yes() : o.no());
  const s = p.statistics;
  return (
    <div className={css.grid}>
      <Card id="profile-about" title={o.about()}>
        <p className={css.reviewText}>{p.bio || o.noBio()}</p>
        <Pairs
          rows={[
            [o.name(), `${p.first_name} ${p.last_name}`.trim() || p.display_name],
            [o.partnerType(), names.partnerType(p.partner_type_id)],
            [o.organizationType(), names.organizationType(p.organization_type_id)],
            [o.verticals(), listOf(p.vertical_ids.map(names.vertical), none)],
            [o.geo(), listOf(p.country_ids.map(names.country), none)],
            [o.years(), fmt.number(p.year_of_experience)],
            [
              o.social(),
              p.social.length
                ? p.social.map((x) => `${names.socialPlatform(x.platform)} (${o.followers({ count: fmt.number(x.followers) })})`).join(', ')
                : none,
            ],
          ]}
        />
      </Card>
      <Card id="profile-statistics" title={o.statistics()}>
        <Pairs
          rows={[
            [o.conversions(), fmt.number(s.conversions)],
            [o.cr(), fmt.percent(s.cr, 2)],
            [o.acceptance(), fmt.percent(s.acceptance, 2)],
            [o.epc(), fmt.money(s.epc, 4)],
            [o.clicks(), fmt.number(s.clicks)],
            [o.score(), fmt.number(s.score)],
            [o.visits(), fmt.number(s.visits)],
          ]}
        />
      </Card>
      <Card id="profile-audience" title={o.audience()}>
        <Pairs
          rows={[
            [o.audienceAge(), listOf(p.audience_age_ids.map(names.audienceAge), none)],
            [o.audienceGender(), listOf(p.audience_gender_ids.map(names.gender), none)],
            [o.campaignStart(), p.campaign_start ? fmt.date(p.campaign_start) : none],
          ]}
        />
      </Card>
      <Card id="profile-minimums" title={o.minimums()}>
        <Pairs
          rows={[
            [o.minCpa(), money(p.min_cpa)],
            [o.minCpc(), money(p.min_cpc)],
            [o.minRevenueShare(), p.min_revenue_share === null ? none : fmt.percent(p.min_revenue_share, 2)],
            [
              o.mediaKit(),
              p.media_kit_file_id === null ? (
                o.noMediaKit()
              ) : (
                <CommandButton size="sm" tone="secondary" command="marketProfile.mediaKit">
                  {o.downloadMediaKit()}
                </CommandButton>
              ),
            ],
          ]}
        />
      </Card>
      <Card id="profile-achievement" title={o.achievement()}>
        <Pairs
          rows={[
            [o.trophies(), o.trophyCount(p.achievement.trophies)],
            [o.reputation(), o.reputationValue({ value: fmt.number(p.achievement.reputation), max: fmt.number(100) })],
            [o.partnerScore(), o.partnerScoreValue({ value: fmt.number(p.achievement.partner_score), max: fmt.number(1000) })],
          ]}
        />
      </Card>
      <Card id="profile-properties" title={o.properties()} wide>
        {p.properties.length === 0 ? (
          <p className={css.note}>{o.noProperties()}</p>
        ) : (
          <ListTable
            labelledBy="profile-properties"
            rows={p.properties}
            rowKey={(x) => `${x.name}-${p.properties.indexOf(x)}`}
            columns={[
              { key: 'name', label: o.propName(), role: 'name', rowHeader: true, value: (x) => x.name },
              { key: 'type', label: o.propType(), role: 'status', value: (x) => names.propertyType(x.type_id) },
              {
                key: 'link',
                label: o.propLink(),
                priority: 2,
                cell: (x) =>
                  /^https?:\/\//.test(x.link) ? (
                    <a href={x.link} target="_blank" rel="noopener noreferrer">
                      {x.link}
                    </a>
                  ) : (
                    x.link
                  ),
              },
              { key: 'visit', label: o.propVisit(), role: 'figure', value: (x) => fmt.number(x.visit) },
              { key: 'followers', label: o.propFollowers(), role: 'figure', value: (x) => fmt.number(x.followers) },
              { key: 'verified', label: o.propVerified(), priority: 3, value: (x) => yes(x.verified) },
              { key: 'primary', label: o.propPrimary(), priority: 3, value: (x) => yes(x.primary) },
              {
                key: 'platform',
                label: o.propPlatform(),
                priority: 3,
                value: (x) => (x.social_platform ? names.socialPlatform(x.social_platform) : LL.marketProfile.noneShort()),
              },
              {
                key: 'source',
                label: o.propSource(),
                priority: 3,
                value: (x) => (x.traffic_source_id === null ? LL.marketProfile.noneShort() : names.trafficSource(x.traffic_source_id)),
              },
            ]}
          />
        )}
      </Card>
      <TrafficCharts partner={p} names={names} />
    </div>
  );
}
