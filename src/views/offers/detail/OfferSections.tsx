import type { ReactNode } from 'react';
import type { Offer } from '../../../domain/offers/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { parseMDY } from '../../../i18n/format.ts';
import { useFormat } from '../../app/useFormat.ts';
import * as css from '../list/offers.css.ts';
import { ConversionEventsPanel } from '../tracking/ConversionEventsPanel.tsx';
import { TrackingSettingsPanel } from '../tracking/TrackingSettingsPanel.tsx';
import { useTargetNames } from './useTargetNames.ts';

/** The read-only sections of the detail page, each an anchor target (`id` = the spec's section name). */
export function OfferSections({ offer: o }: { offer: Offer }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const names = useTargetNames(o);
  const F = LL.offers.fields;
  const D = LL.offers.detail;
  const yes = (b: boolean) => (b ? D.yes() : D.no());
  const own = (text: string | null) => (text ? <span lang="">{text}</span> : '');
  const money = (v: string, type: number) => (type === 2 ? fmt.percent(v) : fmt.money(v));
  // an MM/dd/yyyy day of the API in the page's date format
  const day = (mdy: string | null) => (mdy ? fmt.date(parseMDY(mdy) ?? '') : '');
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
        // the brand's own words, in whatever language it wrote them (lang="": unknown)
        [F.tags(), own(o.tags.join(', '))],
        [F.description(), own(o.description)],
        [F.terms(), own(o.terms)],
        [F.internalNote(), own(o.internal_note)],
        [F.androidAppId(), o.android_app_id],
        [F.iosAppId(), o.ios_app_id],
        [LL.offers.columns.created_at(), fmt.dateTime(o.created_at)],
      ])}
      {section(
        'tracking-and-control',
        [
          [F.landingUrl(), o.default_landing_page_url],
          [F.previewUrl(), o.preview_url],
          [F.redirectUrl(), o.redirect_url],
          [F.macroUrl(), o.macro_url],
          [F.trackingDomain(), o.tracking_domain],
          [F.clickLifetime(), fmt.number(o.click_lifetime)],
          [F.sessionLifespan(), fmt.number(o.session_lifespan)],
          [F.conversionLifetime(), fmt.number(o.conversion_lifetime)],
          [F.manualApproval(), yes(o.manual_approval)],
          [F.allowDuplicates(), yes(o.allow_duplicates)],
          [F.multipleConversions(), yes(o.multiple_conversions)],
        ],
        // tracking type, snippets and the offer's events: the palette's "test tracking" lands here,
        // and an event setup is what a public request needs (decision 018)
        <>
          <TrackingSettingsPanel offerId={o.id} page="offerDetail" />
          <ConversionEventsPanel offerId={o.id} page="offerDetail" />
        </>,
      )}
      {section('targeting', [
        [F.countries(), names.countries(o.countries)],
        [F.regions(), names.regions(o.regions)],
        [F.cities(), names.cities(o.cities)],
        [F.zipCodes(), o.zip_codes],
        [F.devices(), names.devices(o.devices)],
        [F.operatingSystems(), names.operatingSystems(o.operating_systems)],
        [F.browsers(), names.browsers(o.browsers)],
        [F.ipBlacklist(), o.ip_blacklist],
      ])}
      {section('schedule-and-budget', [
        [F.startDate(), day(o.start_date)],
        [F.endDate(), day(o.end_date)],
        [F.timeZone(), names.timeZone(o.time_zone)],
        [F.timeSegments(), o.time_segments.map((s) => `${names.day(s.day)} ${s.start_time}–${s.end_time}`).join('; ')],
        [
          F.budgets(),
          o.budgets.map((b) => `${names.budgetType(b.budget_type)} · ${names.frequency(b.frequency)}: ${fmt.number(b.value)}`).join('; '),
        ],
      ])}
    </>
  );
}
