import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { assetKeys, conversionEventCalls } from '../../../api/offer-assets.ts';
import {
  CONVERSION_METHODS,
  EVENT_TYPES,
  PAR_KEYS,
  PAYOUT_TYPES,
  SUB_KEYS,
  type ConversionEvent,
  type EventInput,
} from '../../../domain/offer-assets/conversion-events.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { TextField } from '../../system/TextField.tsx';
import { errorsOf, useAfterWrite, type Errors } from '../groups/asset-kit.tsx';
import * as css from '../groups/assets.css.ts';

/** Create or edit a conversion event (spec 2 §3). Money stays a decimal string from field to wire. */
type Draft = Omit<EventInput, 'bonus' | 'revenue' | 'auto_accept'> & { bonus: string; revenue: string; auto_accept: boolean };
const blank = (): Draft => ({
  name: '',
  type: 'sale',
  payout_type: 'fixed',
  payout: '0',
  bonus: '0',
  revenue: '0',
  auto_accept: true,
  method: 'server_postback',
  external_conversion_id: '',
});

export function ConversionEventDialog({ event, onClose }: { event: ConversionEvent | 'new'; onClose: () => void }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const t = LL.offerAssets.events;
  const [d, setD] = useState<Draft>(() => (event === 'new' ? blank() : { ...event }));
  const [errors, setErrors] = useState<Errors>({ form: null, fields: {} });
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const after = useAfterWrite(assetKeys.events);
  const ids = useId();
  const save = useMutation({
    mutationFn: () => {
      const body = Object.fromEntries(
        Object.entries(d).filter(([k]) => !['id', 'offer_count', 'created_at', 'updated_at'].includes(k)),
      ) as EventInput;
      return event === 'new' ? conversionEventCalls.create(client, body) : conversionEventCalls.update(client, event.id, body);
    },
    onSuccess: () => {
      after();
      onClose();
    },
    onError: (e) => setErrors(errorsOf(LL, e)),
  });
  const f = errors.fields;
  const text = (key: keyof Draft, label: string) => (
    <TextField
      key={key}
      label={label}
      value={String(d[key] ?? '')}
      onChange={(v) => set({ [key]: v } as Partial<Draft>)}
      errorMessage={f[key]}
      isInvalid={Boolean(f[key])}
    />
  );
  const select = <T extends string>(key: keyof Draft, label: string, values: readonly T[], labelOf: (v: T) => string) => (
    <div className={css.inline}>
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <select
        id={`${ids}-${key}`}
        className={css.nativeSelect}
        value={String(d[key])}
        onChange={(e) => set({ [key]: e.target.value } as Partial<Draft>)}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {labelOf(v)}
          </option>
        ))}
      </select>
      {f[key] && <span className={css.error}>{f[key]}</span>}
    </div>
  );
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={event === 'new' ? t.new() : t.edit()}
      actions={({ close }) => (
        <>
          <Button tone="secondary" onPress={close}>
            {LL.offerAssets.common.cancel()}
          </Button>
          <Button onPress={() => save.mutate()} isDisabled={save.isPending}>
            {LL.offerAssets.common.save()}
          </Button>
        </>
      )}
    >
      <div className={css.form}>
        {errors.form && (
          <p role="alert" className={css.error}>
            {errors.form}
          </p>
        )}
        {text('name', LL.offerAssets.common.name())}
        {select('type', t.type(), EVENT_TYPES, (v) => t.types[v]())}
        {select('payout_type', t.payoutType(), PAYOUT_TYPES, (v) => t.payoutTypes[v]())}
        <div className={css.inline}>
          {text('payout', t.payout())}
          {text('bonus', t.bonus())}
          {text('revenue', t.revenue())}
        </div>
        <Checkbox isSelected={d.auto_accept} onChange={(auto_accept) => set({ auto_accept })}>
          {t.autoAccept()}
        </Checkbox>
        {select('method', t.method(), CONVERSION_METHODS, (v) => t.methods[v]())}
        {text('external_conversion_id', t.externalId())}
        <fieldset className={css.fieldset}>
          <legend>{t.params()}</legend>
          <div className={css.inline}>{[...PAR_KEYS, ...SUB_KEYS].map((k) => text(k, k))}</div>
        </fieldset>
      </div>
    </ModalDialog>
  );
}
