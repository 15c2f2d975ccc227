import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useTargetNames } from '../detail/useTargetNames.ts';
import * as css from '../list/offers.css.ts';
import { splitTags, type OfferDraft } from './form-state.ts';

/** The stepper's last step: what will be created, with any error the server named. */
export function OfferReview({ draft, errors }: { draft: OfferDraft; errors: Readonly<Record<string, string>> }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const names = useTargetNames(draft);
  const F = LL.offers.fields;
  const rows: [string, string][] = [
    [F.name(), draft.name],
    [F.defaultPayout(), draft.default_payout ? fmt.money(draft.default_payout) : ''],
    [F.defaultRevenue(), draft.default_revenue ? fmt.money(draft.default_revenue) : ''],
    [F.tags(), splitTags(draft.tags).join(', ')],
    [F.landingUrl(), draft.default_landing_page_url],
    [F.clickLifetime(), fmt.number(draft.click_lifetime)],
    [F.sessionLifespan(), fmt.number(draft.session_lifespan)],
    [F.conversionLifetime(), fmt.number(draft.conversion_lifetime)],
    [F.countries(), names.countries(draft.countries)],
    [F.timeZone(), names.timeZone(draft.time_zone)],
    [F.budgets(), fmt.number(draft.budgets.length)],
  ];
  return (
    <>
      <dl className={css.dl}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={css.dt}>{label}</dt>
            <dd className={css.dd}>{value || LL.offers.detail.empty()}</dd>
          </div>
        ))}
      </dl>
      {Object.entries(errors).map(([field, text]) => (
        <p key={field} role="alert" className={css.error}>
          {field}: {text}
        </p>
      ))}
    </>
  );
}
