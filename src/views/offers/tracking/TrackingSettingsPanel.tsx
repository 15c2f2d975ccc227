import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { assetKeys, globalPostbackQuery, offerConversionEventsQuery, trackingCalls, trackingQuery } from '../../../api/offer-assets.ts';
import { TRACKING_TYPES, trackingRuleErrors, type TrackingSettings, type TrackingType } from '../../../domain/offer-assets/tracking.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { TrackingView } from '../../../commands/offer-assets.ts';
import { CommandButton, RowCommandButton } from '../../app/CommandButton.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
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
/** the page that mounts the panel: its commands are listed under that page (decision 068) */
export type OfferPanelPage = 'offerDetail' | 'offerEdit';

export function TrackingSettingsPanel({ offerId, page }: { offerId: number; page: OfferPanelPage }) {
  const settings = useQuery(trackingQuery(offerId));
  if (!settings.data) return null;
  return <TrackingForm key={settings.data.updated_at ?? 'default'} offerId={offerId} initial={settings.data} page={page} />;
}

function TrackingForm({ offerId, initial, page }: { offerId: number; initial: TrackingSettings; page: OfferPanelPage }) {
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
  // the snippet that last held focus: the palette's "Copy the tracking snippet" copies it (decision 098)
  const [focused, setFocused] = useState<number | null>(null);
  const focusedSnippet = focused !== null ? initial.snippets[focused] : undefined;
  const view: TrackingView = {
    valid: live.length === 0,
    focusedSnippet: focusedSnippet
      ? {
          index: focused!,
          name: `${snippetName(focusedSnippet.kind)} · ${focusedSnippet.event_name ? t.forEvent({ name: focusedSnippet.event_name }) : t.allEvents()}`,
        }
      : null,
    hasGlobalPostback: Boolean(global.data),
    save: () => save.mutate(),
    copySnippet: (i) => initial.snippets[i] && copy(initial.snippets[i].code),
    copyGlobalPostback: () => global.data && copy(global.data.url),
    rotateGlobalPostback: () => rotate.mutate(),
  };
  useViewCommands(page === 'offerDetail' ? viewCommands.trackingDetail : viewCommands.trackingEdit, view);
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
      <div className={css.actions}>
        <CommandButton command="offerAssets.tracking.save" busy={save.isPending}>
          {LL.offerAssets.common.save()}
        </CommandButton>
      </div>
      <h3>{t.snippets()}</h3>
      {initial.snippets.map((s, i) => (
        <div key={i} className={css.fieldset} onFocus={() => setFocused(i)}>
          <strong>
            {snippetName(s.kind)} · {s.event_name ? t.forEvent({ name: s.event_name }) : t.allEvents()}
          </strong>
          <pre className={css.code}>{s.code}</pre>
          <RowCommandButton size="sm" tone="secondary" command="offerAssets.tracking.copy" onPress={() => copy(s.code)}>
            {t.copy()}
          </RowCommandButton>
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
            <CommandButton size="sm" tone="secondary" command="offerAssets.tracking.copyGlobalPostback">
              {t.copy()}
            </CommandButton>
            <CommandButton size="sm" tone="ghost" command="offerAssets.tracking.rotateGlobalPostback">
              {t.rotate()}
            </CommandButton>
          </div>
        </div>
      )}
    </section>
  );
}
