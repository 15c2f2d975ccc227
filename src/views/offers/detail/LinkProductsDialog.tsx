import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { offerConversionEventsQuery } from '../../../api/offer-assets.ts';
import { offerProductCalls } from '../../../api/offer-products.ts';
import { productKeys } from '../../../api/products.ts';
import { PRODUCT_REFUSALS, type ProductRefusal } from '../../../domain/products/enums.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { LL } from '../../../i18n/translate.ts';
import { FormDialog } from '../../app/FormDialog.tsx';
import { formErrors, type FormErrors } from '../../app/form-errors.ts';
import { useFormWrite } from '../../app/useFormWrite.ts';
import { ProductPicker } from '../../pickers/ProductPicker.tsx';
import { Select } from '../../system/Select.tsx';

const NONE = 'none';
const isRefusal = (code: string): code is ProductRefusal => (PRODUCT_REFUSALS as readonly string[]).includes(code);

/** The server's product refusals (409 upload_running above all) in the user's language; the rest as any form's. */
export function offerProductErrors(ll: LL, error: unknown): FormErrors {
  if (isApiError(error) && isRefusal(error.code)) return { form: ll.products.refusals[error.code](), fields: {} };
  const shown = formErrors(ll, error);
  if (isApiError(error)) for (const e of error.errors) if (isRefusal(e.code)) shown.fields[e.field] = ll.products.refusals[e.code]();
  return shown;
}

/**
 * "Link products to this offer…" (decision 086): products picked from the catalogue by name or SKU,
 * and one of the offer's conversion events (or none), sent as one add-product-event.
 */
export function LinkProductsDialog({ offerId, onClose }: { offerId: number; onClose: () => void }) {
  const { LL } = useI18n();
  const t = LL.products.offerSide.dialog;
  const client = useQueryClient();
  const { busy, run } = useFormWrite(offerProductErrors, [productKeys.all]);
  const events = useQuery(offerConversionEventsQuery(offerId));
  const [products, setProducts] = useState<number[]>([]);
  const [event, setEvent] = useState(NONE);
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const save = () => {
    if (products.length === 0) return setErrors({ form: null, fields: { product_ids: t.noProducts() } });
    void run(
      () => offerProductCalls(client).link(offerId, event === NONE ? null : Number(event), products),
      (r) => LL.products.offerSide.done.linked({ count: r.linked }),
    ).then((shown) => (shown ? setErrors(shown) : onClose()));
  };
  return (
    <FormDialog title={t.title()} saveLabel={t.save()} busy={busy} formError={errors?.form} onSave={save} onClose={onClose}>
      <ProductPicker value={products} onChange={setProducts} errorMessage={errors?.fields.product_ids} />
      <Select
        label={t.event()}
        selectedKey={event}
        onSelectionChange={(k) => setEvent(String(k))}
        options={[{ id: NONE, label: t.noEvent() }, ...(events.data ?? []).map((e) => ({ id: String(e.event_id), label: e.event_name }))]}
        errorMessage={errors?.fields.event_id}
      />
      <p>{t.moves()}</p>
    </FormDialog>
  );
}
