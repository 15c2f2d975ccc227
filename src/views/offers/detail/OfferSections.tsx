import type { ReactNode } from 'react';
import type { Offer } from '../../../domain/offers/schema.ts';
import { formatDateTime, formatMoney } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useShellSession } from '../../app/runtime.tsx';
import * as css from '../list/offers.css.ts';
import { ConversionEventsPanel } from '../tracking/ConversionEventsPanel.tsx';
import { TrackingSettingsPanel } from '../tracking/TrackingSettingsPanel.tsx';

/** The read-only sections of the detail page, each an anchor target (`id` = the spec's section name). */
export function OfferSections({ offer: o }: { offer: Offer }) {
  const { LL, locale } = useI18n();
  const { me } = useShellSession();
  const F = LL.offers.fields;
  const D = LL.offers.detail;
  const cur = me?.currency ?? 'USD';
  const yes = (b: boolean) => (b ? D.yes() : D.no());
  const money = (v: string, type: number) => (type === 2 ? `${v}%` : formatMoney(v, cur));
  const list = (ids: number[]) => (ids.length ? ids.join(', ') : '');
  const section = (id: keyof typeof D.sections, rows: [string, ReactNode][], extra?: ReactNode) => (
    <section id={id} className={css.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{D.sections[id]()}</h2>
      <dl className={css.dl}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={css.dt}>{label}</dt>
            <dd className={css.dd}>{value === '' || value === null ? D.empty() : value}</dd>
          </div>
        ))}
      </dl>
      {extra}
    </section>
  );
  return (
    <>
      {section('general', [
        [F.name(), o.name],
        [F.defaultPayout(), money(o.default_payout, o.payout_type_id)],
        [F.defaultRevenue(), money(o.default_revenue, o.revenue_type_id)],
        [F.payoutType(), LL.offers.payoutType[String(o.payout_type_id) as '1']?.() ?? ''],
        [F.tags(), o.tags.join(', ')],
        [F.description(), o.description],
        [F.terms(), o.terms],
        [F.internalNote(), o.internal_note],
        [F.androidAppId(), o.android_app_id],
        [F.iosAppId(), o.ios_app_id],
        [LL.offers.columns.created_at(), formatDateTime(o.created_at, locale, me?.timezone ?? 'UTC')],
      ])}
      {section(
        'tracking-and-control',
        [
          [F.landingUrl(), o.default_landing_page_url],
          [F.previewUrl(), o.preview_url],
          [F.redirectUrl(), o.redirect_url],
          [F.macroUrl(), o.macro_url],
          [F.trackingDomain(), o.tracking_domain],
          [F.clickLifetime(), String(o.click_lifetime)],
          [F.sessionLifespan(), String(o.session_lifespan)],
          [F.conversionLifetime(), String(o.conversion_lifetime)],
          [F.manualApproval(), yes(o.manual_approval)],
          [F.allowDuplicates(), yes(o.allow_duplicates)],
          [F.multipleConversions(), yes(o.multiple_conversions)],
        ],
        // tracking type, snippets and the offer's events: the palette's "test tracking" lands here,
        // and an event setup is what a public request needs (decision 018)
        <>
          <TrackingSettingsPanel offerId={o.id} />
          <ConversionEventsPanel offerId={o.id} />
        </>,
      )}
      {section('targeting', [
        [F.countries(), list(o.countries)],
        [F.regions(), list(o.regions)],
        [F.cities(), list(o.cities)],
        [F.zipCodes(), o.zip_codes],
        [F.devices(), list(o.devices)],
        [F.operatingSystems(), list(o.operating_systems)],
        [F.browsers(), list(o.browsers)],
        [F.ipBlacklist(), o.ip_blacklist],
      ])}
      {section('schedule-and-budget', [
        [F.startDate(), o.start_date ?? ''],
        [F.endDate(), o.end_date ?? ''],
        [F.timeZone(), o.time_zone],
        [F.timeSegments(), o.time_segments.map((s) => `${s.day} ${s.start_time}–${s.end_time}`).join('; ')],
        [F.budgets(), o.budgets.map((b) => `${b.budget_type}/${b.frequency}: ${b.value}`).join('; ')],
      ])}
    </>
  );
}
