import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { offerSearchQuery } from '../../api/offers.ts';
import { productCalls, productKeys } from '../../api/products.ts';
import { searchKeys } from '../../api/search.ts';
import type { Product, ProductInput } from '../../domain/products/contract.ts';
import {
  PRODUCT_CODES,
  PRODUCT_REFUSALS,
  PRODUCT_STATUSES,
  type ProductCode,
  type ProductRefusal,
  type ProductStatus,
} from '../../domain/products/enums.ts';
import { PRODUCT_CATEGORIES } from '../../domain/reference/data/product-categories.ts';
import { useI18n } from '../../i18n/runtime.ts';
import type { LL } from '../../i18n/translate.ts';
import { FormDialog } from '../app/FormDialog.tsx';
import { formErrors, noErrors, type FormErrors } from '../app/form-errors.ts';
import { useFormWrite } from '../app/useFormWrite.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import * as css from './products.css.ts';

const PRODUCT_CODE_VALUES: readonly string[] = Object.values(PRODUCT_CODES);

/** Refusals and product field codes have their own texts (products.refusals / products.codes); the rest goes through formErrors. */
export function productErrors(ll: LL, error: unknown): FormErrors {
  if (isApiError(error) && (PRODUCT_REFUSALS as readonly string[]).includes(error.code))
    return { form: ll.products.refusals[error.code as ProductRefusal](), fields: {} };
  const shown = formErrors(ll, error);
  if (isApiError(error))
    for (const e of error.errors) {
      if (PRODUCT_CODE_VALUES.includes(e.code)) shown.fields[e.field] = ll.products.codes[e.code as ProductCode]();
      else if ((PRODUCT_REFUSALS as readonly string[]).includes(e.code))
        shown.fields[e.field] = ll.products.refusals[e.code as ProductRefusal]();
    }
  return shown;
}

/** Runs a write, refreshes every product query and the palette's index, toasts `done`. */
export function useProductWrite() {
  const client = useQueryClient();
  const write = useFormWrite(productErrors, [productKeys.all, searchKeys.index('product')]);
  return { ...write, calls: productCalls(client) };
}

const NONE = 'none';
const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Add a product, or edit one: every field of spec 2 §3, the offer it is sold through. */
export function ProductFormDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { LL, locale } = useI18n();
  const t = LL.products;
  const f = t.form;
  const { busy, run, calls } = useProductWrite();
  const [name, setName] = useState(product?.product_name ?? '');
  const [sku, setSku] = useState(product?.sku ?? '');
  const [price, setPrice] = useState(product?.original_price ?? '');
  const [sale, setSale] = useState(product?.sale_price ?? '');
  const [inventory, setInventory] = useState(product ? String(product.inventory_quantity) : '0');
  const [category, setCategory] = useState(String(product?.category_id ?? PRODUCT_CATEGORIES[0]!.id));
  const [status, setStatus] = useState<ProductStatus>(product?.status ?? 'in_stock');
  const [externalId, setExternalId] = useState(product?.external_id ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [link, setLink] = useState(product?.product_link ?? '');
  const [images, setImages] = useState(product?.product_images.join(', ') ?? '');
  const [tags, setTags] = useState(product?.tags.map((x) => x.name).join(', ') ?? '');
  const [offerId, setOfferId] = useState(product?.offer ? String(product.offer.id) : NONE);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const offers = useQuery(offerSearchQuery('', true));
  const offerOptions = [
    { id: NONE, label: f.noOffer() },
    ...(product?.offer && !offers.data?.items.some((o) => o.id === product.offer!.id)
      ? [{ id: String(product.offer.id), label: product.offer.name }]
      : []),
    ...(offers.data?.items ?? []).map((o) => ({ id: String(o.id), label: o.name })),
  ];
  const body = (): ProductInput => ({
    product_name: name,
    sku,
    original_price: price.trim(),
    sale_price: sale.trim() || null,
    inventory_quantity: /^\d+$/.test(inventory.trim()) ? Number(inventory.trim()) : -1,
    category_id: Number(category),
    status,
    external_id: externalId,
    description,
    product_link: link.trim(),
    product_images: list(images),
    tag_names: list(tags),
    offer_id: offerId === NONE ? null : Number(offerId),
    // the event stays with its offer; choosing another offer drops it
    event_id: product?.event && product.offer && String(product.offer.id) === offerId ? product.event.id : null,
  });
  const save = async () => {
    const failed = product
      ? await run(
          () => calls.update(product.id, body()),
          (p) => t.done.updated({ name: p.product_name }),
        )
      : await run(
          () => calls.create(body()),
          (p) => t.done.created({ name: p.product_name }),
        );
    if (failed) setErrors(failed);
    else onClose();
  };
  const e = errors.fields;
  const fieldError = (prefix: string) => Object.entries(e).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];
  return (
    <FormDialog
      title={product ? f.editTitle({ name: product.product_name }) : f.createTitle()}
      saveLabel={t.actions.save()}
      busy={busy}
      formError={errors.form}
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className={css.grid}>
        <TextField label={f.name()} value={name} onChange={setName} isRequired errorMessage={e.product_name} autoFocus />
        <TextField label={f.sku()} value={sku} onChange={setSku} isRequired description={f.skuHelp()} errorMessage={e.sku} />
        <TextField
          label={f.originalPrice()}
          value={price}
          onChange={setPrice}
          isRequired
          inputMode="decimal"
          errorMessage={e.original_price}
        />
        <TextField label={f.salePrice()} value={sale} onChange={setSale} inputMode="decimal" errorMessage={e.sale_price} />
        <TextField
          label={f.inventory()}
          value={inventory}
          onChange={setInventory}
          inputMode="numeric"
          errorMessage={e.inventory_quantity}
        />
        <Select
          label={f.category()}
          selectedKey={category}
          onSelectionChange={(k) => setCategory(String(k))}
          options={PRODUCT_CATEGORIES.map((c) => ({ id: String(c.id), label: c.name[locale] }))}
          errorMessage={e.category_id}
        />
        <Select
          label={f.status()}
          selectedKey={status}
          onSelectionChange={(k) => setStatus(k as ProductStatus)}
          options={PRODUCT_STATUSES.map((s) => ({ id: s, label: t.status[s]() }))}
          errorMessage={e.status}
        />
        <Select
          label={f.offer()}
          selectedKey={offerId}
          onSelectionChange={(k) => setOfferId(String(k))}
          options={offerOptions}
          errorMessage={e.offer_id ?? e.event_id}
        />
        <TextField label={f.externalId()} value={externalId} onChange={setExternalId} errorMessage={e.external_id} />
        <TextField label={f.link()} value={link} onChange={setLink} inputMode="url" errorMessage={e.product_link} />
      </div>
      <TextField label={f.description()} value={description} onChange={setDescription} multiline errorMessage={e.description} />
      <TextField
        label={f.images()}
        value={images}
        onChange={setImages}
        description={f.imagesHelp()}
        errorMessage={fieldError('product_images')}
      />
      <TextField label={f.tags()} value={tags} onChange={setTags} description={f.tagsHelp()} errorMessage={fieldError('tag_names')} />
    </FormDialog>
  );
}

/** Asks before deleting the selected products; deletes them on confirm. */
export function ProductDeleteDialog({ ids, onClose }: { ids: readonly number[]; onClose: (deleted: boolean) => void }) {
  const { LL } = useI18n();
  const t = LL.products;
  const { busy, run, calls } = useProductWrite();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const failed = await run(
      () => calls.bulkDelete([...ids]),
      (r) => t.done.deleted({ count: r.deleted }),
    );
    if (failed) setError(failed.form ?? LL.errors.somethingWentWrong());
    else onClose(true);
  };
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => !open && onClose(false)}
      title={t.deleteDialog.title({ count: ids.length })}
      actions={({ close }) => (
        <>
          <Button tone="secondary" onPress={close}>
            {LL.common.cancel()}
          </Button>
          <Button tone="danger" isDisabled={busy} onPress={() => void confirm()}>
            {t.deleteDialog.confirm()}
          </Button>
        </>
      )}
    >
      <p>{t.deleteDialog.body()}</p>
      {error && (
        <p role="alert" className={css.error}>
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
