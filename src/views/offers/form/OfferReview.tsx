import { formatMoney } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useShellSession } from '../../app/runtime.tsx';
import * as css from '../list/offers.css.ts';
import { splitTags, type OfferDraft } from './form-state.ts';

/** The stepper's last step: what will be created, with any error the server named. */
export function OfferReview({ draft, errors }: { draft: OfferDraft; errors: Readonly<Record<string, string>> }) {
  const { LL } = useI18n();
  const { me } = useShellSession();
  const F = LL.offers.fields;
  const currency = me?.currency ?? 'USD';
  const rows: [string, string][] = [
    [F.name(), draft.name],
    [F.defaultPayout(), draft.default_payout ? formatMoney(draft.default_payout, currency) : ''],
    [F.defaultRevenue(), draft.default_revenue ? formatMoney(draft.default_revenue, currency) : ''],
    [F.tags(), splitTags(draft.tags).join(', ')],
    [F.landingUrl(), draft.default_landing_page_url],
    [F.clickLifetime(), String(draft.click_lifetime)],
    [F.sessionLifespan(), String(draft.session_lifespan)],
    [F.conversionLifetime(), String(draft.conversion_lifetime)],
    [F.countries(), String(draft.countries.length)],
    [F.timeZone(), draft.time_zone],
    [F.budgets(), String(draft.budgets.length)],
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
