import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { assetKeys, globalPostbackQuery, offerConversionEventsQuery, trackingCalls, trackingQuery } from '../../../api/offer-assets.ts';
import { TRACKING_TYPES, trackingRuleErrors, type TrackingSettings, type TrackingType } from '../../../domain/offer-assets/tracking.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { errorsOf, fieldMessage, useAfterWrite, useCanWrite, type Errors } from '../groups/asset-kit.tsx';
import * as css from '../groups/assets.css.ts';

/**
 * Tracking settings of one offer (spec 2 tracking types and §5 rules) with the generated snippets and
 * postback URL templates to copy, and the brand's global postback. The two rules are checked as the
 * user types (the same pure function the server runs) and again by the server on save.
 */
export function TrackingSettingsPanel({ offerId }: { offerId: number }) {
  const settings = useQuery(trackingQuery(offerId));
  if (!settings.data) return null;
  return <TrackingForm key={settings.data.updated_at ?? 'default'} offerId={offerId} initial={settings.data} />;
}

function TrackingForm({ offerId, initial }: { offerId: number; initial: TrackingSettings }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const t = LL.offerAssets.tracking;
  const methods = LL.offerAssets.events.methods as unknown as Record<string, (() => string) | undefined>;
  // a snippet is the offer's tracking type, a postback URL or an event's conversion method: each by its name
  const snippetName = (kind: string): string =>
    kind in t.types ? t.types[kind as TrackingType]() : kind === 'postback' ? t.postbackUrl() : (methods[kind]?.() ?? kind);
  const [type, setType] = useState<TrackingType>(initial.tracking_type);
  const [url, setUrl] = useState(initial.tracking_url);
  const [discount, setDiscount] = useState(initial.uses_discount_program);
  const [errors, setErrors] = useState<Errors>({ form: null, fields: {} });
  const events = useQuery(offerConversionEventsQuery(offerId));
  const global = useQuery(globalPostbackQuery());
  const after = useAfterWrite(assetKeys.tracking);
  const typeId = useId();
  const live = trackingRuleErrors({
    tracking_type: type,
    tracking_url: url,
    uses_discount_program: discount,
    methods: (events.data ?? []).map((e) => e.method),
  });
  const shown = { ...Object.fromEntries(live.map((e) => [e.field, fieldMessage(LL, e)])), ...errors.fields };
  const save = useMutation({
    mutationFn: () =>
      trackingCalls.save(client, { offer_id: offerId, tracking_type: type, tracking_url: url, uses_discount_program: discount }),
    onSuccess: () => {
      after();
      showToast({ tone: 'success', title: LL.offerAssets.common.saved() });
    },
    onError: (e) => setErrors(errorsOf(LL, e)),
  });
  const rotate = useMutation({ mutationFn: () => trackingCalls.rotateGlobalPostback(client), onSuccess: () => after() });
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(() => showToast({ tone: 'success', title: t.copied() }));
  };
  return (
    <section className={css.form} aria-label={t.title()}>
      <h2>{t.title()}</h2>
      <div className={css.inline}>
        <label htmlFor={typeId}>{t.type()}</label>
        <select
          id={typeId}
          className={css.nativeSelect}
          value={type}
          disabled={!canWrite}
          onChange={(e) => setType(e.target.value as TrackingType)}
        >
          {TRACKING_TYPES.map((x) => (
            <option key={x} value={x}>
              {t.types[x]()}
            </option>
          ))}
        </select>
        {shown.tracking_type && (
          <span role="alert" className={css.error}>
            {shown.tracking_type}
          </span>
        )}
      </div>
      <TextField
        label={t.url()}
        value={url}
        onChange={setUrl}
        isReadOnly={!canWrite}
        description="{promo_code}"
        errorMessage={shown.tracking_url}
        isInvalid={Boolean(shown.tracking_url)}
      />
      <Checkbox isSelected={discount} onChange={setDiscount} isReadOnly={!canWrite}>
        {t.discount()}
      </Checkbox>
      {errors.form && (
        <p role="alert" className={css.error}>
          {errors.form}
        </p>
      )}
      {canWrite && (
        <div className={css.actions}>
          <Button onPress={() => save.mutate()} isDisabled={save.isPending || live.length > 0}>
            {LL.offerAssets.common.save()}
          </Button>
        </div>
      )}
      <h3>{t.snippets()}</h3>
      {initial.snippets.map((s, i) => (
        <div key={i} className={css.fieldset}>
          <strong>
            {snippetName(s.kind)} · {s.event_name ? t.forEvent({ name: s.event_name }) : t.allEvents()}
          </strong>
          <pre className={css.code}>{s.code}</pre>
          <Button size="sm" tone="secondary" onPress={() => copy(s.code)}>
            {t.copy()}
          </Button>
        </div>
      ))}
      {global.data && (
        <div className={css.fieldset}>
          <strong>{t.globalPostback()}</strong>
          <pre className={css.code}>{global.data.url}</pre>
          <p className={css.hint}>
            {t.macros()}{' '}
            {global.data.macros.map((m, i) => (
              <span key={m}>
                {i > 0 && ', '}
                <code>{m}</code>
              </span>
            ))}
          </p>
          <div className={css.actions}>
            <Button size="sm" tone="secondary" onPress={() => copy(global.data.url)}>
              {t.copy()}
            </Button>
            {canWrite && (
              <Button size="sm" tone="ghost" onPress={() => rotate.mutate()}>
                {t.rotate()}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
