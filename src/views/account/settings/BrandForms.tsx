import { useQuery } from '@tanstack/react-query';
import { CheckboxGroup, Label } from 'react-aria-components';
import { settingsMetaQuery } from '../../../api/profile.ts';
import type { Me } from '../../../domain/auth/contract.ts';
import { CURRENCIES } from '../../../domain/profile/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { PictureUpload } from './PictureUpload.tsx';
import * as css from './settings.css.ts';
import { useSettingsForm } from './useSettingsForm.ts';

interface BrandFormProps {
  me: Me;
  /** brand_account below full: shown, not editable */
  readOnly: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

function SaveBar({ dirty, saving, readOnly }: { dirty: boolean; saving: boolean; readOnly: boolean }) {
  const { LL } = useI18n();
  if (readOnly) return <p>{LL.account.readOnly()}</p>;
  return (
    <Toolbar
      actions={
        <Button tone="primary" type="submit" isDisabled={!dirty || saving}>
          {LL.common.save()}
        </Button>
      }
    />
  );
}

/** The brand's public info (owner, or brand_account full; read-only with brand_account read). */
export function PublicInfoForm({ me, readOnly, onDirtyChange }: BrandFormProps) {
  const { LL, locale } = useI18n();
  const meta = useQuery(settingsMetaQuery(locale));
  const p = me.public_info;
  const f = useSettingsForm(
    { company_name: p?.company_name ?? '', website: p?.website ?? '', description: p?.description ?? '', verticals: p?.verticals ?? [] },
    (v) => ({ kind: 'public', body: v }),
    onDirtyChange,
  );
  const F = LL.account.fields;
  return (
    <form className={css.form} onSubmit={(e) => (e.preventDefault(), f.save())} aria-label={LL.account.tabs.public()}>
      {/* the caller's own cover (decision 014); read-only viewers of the brand tab see it only */}
      <PictureUpload me={me} kind="cover" readOnly={readOnly} />
      <TextField
        label={F.companyName()}
        value={f.values.company_name}
        onChange={(v) => f.set('company_name', v)}
        errorMessage={f.errors.company_name}
        isReadOnly={readOnly}
        isRequired
      />
      <TextField
        label={F.website()}
        type="url"
        value={f.values.website}
        onChange={(v) => f.set('website', v)}
        errorMessage={f.errors.website}
        isReadOnly={readOnly}
        isRequired
      />
      <TextField
        label={F.description()}
        multiline
        value={f.values.description}
        onChange={(v) => f.set('description', v)}
        errorMessage={f.errors.description}
        isReadOnly={readOnly}
      />
      <CheckboxGroup
        value={f.values.verticals.map(String)}
        onChange={(ids) => f.set('verticals', ids.map(Number))}
        isReadOnly={readOnly}
        isInvalid={Boolean(f.errors.verticals)}
      >
        <Label>{F.verticals()}</Label>
        <div className={css.checks}>
          {(meta.data?.verticals ?? []).map((v) => (
            <Checkbox key={v.id} value={String(v.id)}>
              {v.name}
            </Checkbox>
          ))}
        </div>
        {f.errors.verticals && <span role="alert">{f.errors.verticals}</span>}
      </CheckboxGroup>
      <SaveBar dirty={f.dirty} saving={f.saving} readOnly={readOnly} />
    </form>
  );
}

/** The brand's billing details. */
export function PaymentInfoForm({ me, readOnly, onDirtyChange }: BrandFormProps) {
  const { LL, locale } = useI18n();
  const meta = useQuery(settingsMetaQuery(locale));
  const p = me.payment_info;
  const f = useSettingsForm(
    {
      payment_method_id: p?.payment_method_id ?? 0,
      bank_name: p?.bank_name ?? '',
      account_number: p?.account_number ?? '',
      account_name: p?.account_name ?? '',
      tax_id: p?.tax_id ?? '',
      billing_address: p?.billing_address ?? '',
      currency: p?.currency ?? me.currency,
    },
    (v) => ({ kind: 'payment', body: v }),
    onDirtyChange,
  );
  const F = LL.account.fields;
  const text = (key: 'bank_name' | 'account_number' | 'account_name' | 'tax_id' | 'billing_address', label: string, required = false) => (
    <TextField
      label={label}
      value={f.values[key]}
      onChange={(v) => f.set(key, v)}
      errorMessage={f.errors[key]}
      isReadOnly={readOnly}
      isRequired={required}
    />
  );
  return (
    <form className={css.form} onSubmit={(e) => (e.preventDefault(), f.save())} aria-label={LL.account.tabs.payment()}>
      <div className={css.row}>
        <Select
          label={F.paymentMethod()}
          options={(meta.data?.payment_methods ?? []).map((m) => ({ id: m.id, label: m.name }))}
          selectedKey={f.values.payment_method_id || null}
          onSelectionChange={(k) => f.set('payment_method_id', Number(k))}
          errorMessage={f.errors.payment_method_id}
          isDisabled={readOnly}
          isRequired
        />
        <Select
          label={F.currency()}
          options={CURRENCIES.map((c) => ({ id: c, label: c }))}
          selectedKey={f.values.currency}
          onSelectionChange={(k) => f.set('currency', k as 'USD' | 'VND')}
          errorMessage={f.errors.currency}
          isDisabled={readOnly}
        />
      </div>
      {text('bank_name', F.bankName())}
      <div className={css.row}>
        {text('account_number', F.accountNumber(), true)}
        {text('account_name', F.accountName(), true)}
      </div>
      {text('tax_id', F.taxId())}
      {text('billing_address', F.billingAddress())}
      <SaveBar dirty={f.dirty} saving={f.saving} readOnly={readOnly} />
    </form>
  );
}
