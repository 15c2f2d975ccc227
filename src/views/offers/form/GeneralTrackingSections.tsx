import { useI18n } from '../../../i18n/runtime.ts';
import { toOptions, useGroupOptions, useOfferMeta } from '../list/reference.ts';
import * as css from '../list/offers.css.ts';
import { withChannel } from './form-state.ts';
import { DaysInput, FlagInput, MoneyInput, PickInput, TextInput, type FormBinding } from './fields.tsx';
import { PrivatePayoutsInput } from './PrivatePayoutsInput.tsx';

/** Edit tab / step "general": names, models, payouts, private payouts, group, tags (≤ 10), texts, app ids (≤ 2). */
export function GeneralSection({ f }: { f: FormBinding }) {
  const { LL } = useI18n();
  const meta = useOfferMeta();
  const groups = useGroupOptions();
  const F = LL.offers.fields;
  const subs = meta?.verticals.find((v) => v.id === f.draft.vertical_id)?.sub_verticals;
  return (
    <div className={css.form}>
      <TextInput f={f} name="name" label={F.name()} maxLength={255} />
      <div className={css.grid}>
        <PickInput
          f={f}
          name="vertical_id"
          label={F.vertical()}
          options={toOptions(meta?.verticals)}
          onPick={(id) => f.set({ vertical_id: id, sub_vertical_id: null })}
        />
        <PickInput
          f={f}
          name="sub_vertical_id"
          label={F.subVertical()}
          options={[{ id: 0, label: LL.common.none() }, ...toOptions(subs)]}
        />
        <PickInput
          f={f}
          name="channel_id"
          label={F.channel()}
          options={toOptions(meta?.channels)}
          onPick={(id) => f.set(withChannel(f.draft, id))}
        />
        <PickInput f={f} name="priority" label={F.priority()} options={toOptions(meta?.priorities)} />
        <PickInput f={f} name="payout_model_id" label={F.payoutModel()} options={toOptions(meta?.payout_models)} />
        <PickInput f={f} name="payout_type_id" label={F.payoutType()} options={toOptions(meta?.payout_types)} />
        <MoneyInput f={f} name="default_payout" label={F.defaultPayout()} />
        <PickInput f={f} name="revenue_model_id" label={F.revenueModel()} options={toOptions(meta?.revenue_models)} />
        <PickInput f={f} name="revenue_type_id" label={F.revenueType()} options={toOptions(meta?.revenue_types)} />
        <MoneyInput f={f} name="default_revenue" label={F.defaultRevenue()} />
        <PickInput f={f} name="offer_group_id" label={F.group()} options={[{ id: 0, label: LL.common.none() }, ...groups]} />
      </div>
      <PrivatePayoutsInput f={f} />
      <TextInput f={f} name="tags" label={F.tags()} description={F.tagsHint()} />
      <TextInput f={f} name="description" label={F.description()} multiline />
      <TextInput f={f} name="terms" label={F.terms()} multiline />
      <TextInput f={f} name="internal_note" label={F.internalNote()} multiline />
      <div className={css.grid}>
        <TextInput f={f} name="android_app_id" label={F.androidAppId()} />
        <TextInput f={f} name="ios_app_id" label={F.iosAppId()} />
      </div>
    </div>
  );
}

/** Edit tab / step "tracking": URLs, tracking domain, lifetimes (30 / 90 or 7 / 30 days), flags. */
export function TrackingSection({ f }: { f: FormBinding }) {
  const { LL } = useI18n();
  const F = LL.offers.fields;
  return (
    <div className={css.form}>
      <TextInput f={f} name="default_landing_page_url" label={F.landingUrl()} maxLength={2048} />
      <TextInput f={f} name="preview_url" label={F.previewUrl()} maxLength={2048} />
      <TextInput f={f} name="redirect_url" label={F.redirectUrl()} maxLength={2048} />
      <TextInput f={f} name="macro_url" label={F.macroUrl()} maxLength={2048} />
      <div className={css.grid}>
        <TextInput f={f} name="tracking_domain" label={F.trackingDomain()} />
        <TextInput f={f} name="tracking_sub_domain" label={F.trackingSubDomain()} />
        <DaysInput f={f} name="click_lifetime" label={F.clickLifetime()} />
        <DaysInput f={f} name="session_lifespan" label={F.sessionLifespan()} />
        <DaysInput f={f} name="conversion_lifetime" label={F.conversionLifetime()} />
      </div>
      <TextInput f={f} name="additional_params" label={F.additionalParams()} maxLength={255} />
      <FlagInput f={f} name="manual_approval" label={F.manualApproval()} />
      <FlagInput f={f} name="allow_duplicates" label={F.allowDuplicates()} />
      <FlagInput f={f} name="multiple_conversions" label={F.multipleConversions()} />
    </div>
  );
}
