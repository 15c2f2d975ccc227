import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { productSyncCalls, productSyncKeys } from '../../api/product-sync.ts';
import { PRODUCT_SYNC_AUTH_METHODS, type ProductSyncAuthMethod, type ProductSyncConfig } from '../../domain/products/sync-contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { FormDialog } from '../app/FormDialog.tsx';
import { noErrors, type FormErrors } from '../app/form-errors.ts';
import { useFormWrite } from '../app/useFormWrite.ts';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import { productErrors } from './ProductDialogs.tsx';

/**
 * Set up or edit the product API sync (decision 084): endpoint URL (the server's SSRF guard answers
 * `url_refused`, shown on the field), auth method, key or token (write-only: a stored one shows its
 * last four and stays when left empty), daily time in UTC.
 */
export function ProductSyncDialog({ config, onClose }: { config: ProductSyncConfig | null; onClose: () => void }) {
  const { LL } = useI18n();
  const t = LL.productSync;
  const client = useQueryClient();
  const { busy, run } = useFormWrite(productErrors, [productSyncKeys.all]);
  const [url, setUrl] = useState(config?.endpoint_url ?? '');
  const [method, setMethod] = useState<ProductSyncAuthMethod>(config?.auth_method ?? 'api_key');
  const [secret, setSecret] = useState('');
  const [time, setTime] = useState(config?.sync_time ?? '02:00');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const save = async () => {
    const failed = await run(
      () => productSyncCalls(client).save({ endpoint_url: url.trim(), auth_method: method, secret, sync_time: time.trim() }),
      () => t.done.saved(),
    );
    if (failed) setErrors(failed);
    else onClose();
  };
  const e = errors.fields;
  // an edited field drops its error: a field still marked invalid would stop the form's Enter
  const edit =
    <T,>(field: string, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (e[field]) setErrors((all) => ({ ...all, fields: Object.fromEntries(Object.entries(all.fields).filter(([k]) => k !== field)) }));
    };
  return (
    <FormDialog
      title={config ? t.dialog.editTitle() : t.dialog.setupTitle()}
      saveLabel={t.actions.save()}
      busy={busy}
      formError={errors.form}
      onSave={() => void save()}
      onClose={onClose}
    >
      <TextField
        label={t.endpoint()}
        value={url}
        onChange={edit('endpoint_url', setUrl)}
        isRequired
        inputMode="url"
        description={t.endpointHelp()}
        errorMessage={e.endpoint_url}
        autoFocus
      />
      <Select
        label={t.authMethod()}
        selectedKey={method}
        onSelectionChange={(k) => edit('auth_method', setMethod)(k as ProductSyncAuthMethod)}
        options={PRODUCT_SYNC_AUTH_METHODS.map((m) => ({ id: m, label: t.authMethods[m]() }))}
        errorMessage={e.auth_method}
      />
      <TextField
        label={t.secret()}
        type="password"
        autoComplete="off"
        value={secret}
        onChange={edit('secret', setSecret)}
        isRequired={!config}
        description={config ? t.secretHelpKeep({ masked: config.secret_masked }) : t.secretHelpNew()}
        errorMessage={e.secret}
      />
      <TextField
        label={t.syncTime()}
        value={time}
        onChange={edit('sync_time', setTime)}
        isRequired
        inputMode="numeric"
        errorMessage={e.sync_time}
      />
    </FormDialog>
  );
}
