import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { discountCalls, discountKeys } from '../../api/discounts.ts';
import { entityIndexQuery, searchKeys } from '../../api/search.ts';
import type { ProgramDto } from '../../domain/discounts/contract.ts';
import {
  ACCESS_METHODS,
  CODE_FORMATS,
  DISCOUNT_REFUSALS,
  DISCOUNT_TYPES,
  PROMO_CODES_PER_ADD,
  type AccessMethod,
  type CodeFormat,
  type DiscountRefusal,
  type DiscountType,
} from '../../domain/discounts/enums.ts';
import type { PromoCodeDto } from '../../domain/discounts/promo-codes.ts';
import { PRODUCT_CATEGORIES } from '../../domain/reference/data/product-categories.ts';
import { useI18n } from '../../i18n/runtime.ts';
import type { LL } from '../../i18n/translate.ts';
import { formErrors, noErrors, type FormErrors } from '../app/form-errors.ts';
import { FormDialog } from '../app/FormDialog.tsx';
import { useFormWrite } from '../app/useFormWrite.ts';
import { Button } from '../system/Button.tsx';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import * as css from './discounts.css.ts';

/** This feature's refusal codes have their own texts (discounts.refusals), on the form and on the fields they name. */
export function discountErrors(ll: LL, error: unknown): FormErrors {
  if (isApiError(error) && (DISCOUNT_REFUSALS as readonly string[]).includes(error.code)) {
    const text = ll.discounts.refusals[error.code as DiscountRefusal]();
    return { form: text, fields: Object.fromEntries(error.errors.map((e) => [e.field, text])) };
  }
  return formErrors(ll, error);
}

/** Runs a write, refreshes every discount query and the palette's promo-code index, toasts `done`. */
export function useDiscountWrite() {
  const client = useQueryClient();
  const write = useFormWrite(discountErrors, [discountKeys.all, searchKeys.index('promoCode')]);
  return { ...write, calls: discountCalls(client) };
}

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayStart = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T00:00:00.000Z` : d);
const dayEnd = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T23:59:59.000Z` : d);
interface ItemDraft {
  sku: string;
  category_id: number;
  original_price: string;
  sale_price: string;
}
const blankItem = (): ItemDraft => ({ sku: '', category_id: PRODUCT_CATEGORIES[0]!.id, original_price: '', sale_price: '' });

/** Create a program (offer, discount, code format, period, items) or edit one (all but its offer). */
export function ProgramFormDialog({ program, onClose }: { program: ProgramDto | null; onClose: (made?: ProgramDto) => void }) {
  const { LL, locale } = useI18n();
  const t = LL.discounts;
  const f = t.form;
  const { busy, run, calls } = useDiscountWrite();
  const offers = useQuery({ ...entityIndexQuery('offer'), enabled: program === null });
  const [offerId, setOfferId] = useState<number | null>(null);
  const [name, setName] = useState(program?.name ?? '');
  const [type, setType] = useState<DiscountType>(program?.discount_type ?? 'percentage');
  const [value, setValue] = useState(program?.discount_value ?? '');
  const [format, setFormat] = useState<CodeFormat>(program?.code_format ?? 'qr');
  const [start, setStart] = useState(program ? program.start_at.slice(0, 10) : isoDay(Date.now()));
  const [end, setEnd] = useState(program ? program.end_at.slice(0, 10) : isoDay(Date.now() + 30 * DAY));
  const [items, setItems] = useState<ItemDraft[]>(program?.items ?? []);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const offerOptions = (offers.data?.rows ?? []).map((o) => ({ id: o.id, label: `${o.name} (#${o.id})` }));
  const chosenOffer = offerId ?? offerOptions[0]?.id ?? null;
  const fields = () => ({
    name,
    discount_type: type,
    discount_value: value.trim(),
    code_format: format,
    start_at: dayStart(start),
    end_at: dayEnd(end),
    items: items.map((i) => ({ ...i, sku: i.sku.trim(), original_price: i.original_price.trim(), sale_price: i.sale_price.trim() })),
  });
  const save = async () => {
    let made: ProgramDto | undefined;
    const failed = program
      ? await run(
          () => calls.update(program.id, fields()),
          () => t.done.saved(),
        )
      : await run(
          async () => (made = await calls.create({ ...fields(), offer_id: chosenOffer ?? 0 })),
          () => t.done.created(),
        );
    if (failed) setErrors(failed);
    else onClose(made);
  };
  const e = errors.fields;
  const setItem = (index: number, patch: Partial<ItemDraft>) =>
    setItems((list) => list.map((x, i) => (i === index ? { ...x, ...patch } : x)));
  return (
    <FormDialog
      title={program ? f.editTitle() : f.createTitle()}
      saveLabel={t.actions.save()}
      busy={busy}
      formError={errors.form}
      onSave={() => void save()}
      onClose={() => onClose()}
    >
      <TextField label={f.name()} value={name} onChange={setName} errorMessage={e.name} autoFocus />
      {!program && (
        <Select
          label={f.offer()}
          selectedKey={chosenOffer}
          onSelectionChange={(k) => setOfferId(Number(k))}
          options={offerOptions}
          errorMessage={e.offer_id}
        />
      )}
      <Select
        label={f.discountType()}
        selectedKey={type}
        onSelectionChange={(k) => setType(k as DiscountType)}
        options={DISCOUNT_TYPES.map((x) => ({ id: x, label: t.discountType[x]() }))}
        errorMessage={e.discount_type}
      />
      <TextField label={f.discountValue()} value={value} onChange={setValue} inputMode="decimal" errorMessage={e.discount_value} />
      <Select
        label={f.codeFormat()}
        selectedKey={format}
        onSelectionChange={(k) => setFormat(k as CodeFormat)}
        options={CODE_FORMATS.map((x) => ({ id: x, label: t.codeFormat[x]() }))}
      />
      <TextField label={f.start()} value={start} onChange={setStart} placeholder="YYYY-MM-DD" errorMessage={e.start_at} />
      <TextField label={f.end()} value={end} onChange={setEnd} placeholder="YYYY-MM-DD" errorMessage={e.end_at} />
      <h3 className={css.subheading}>{f.items()}</h3>
      {items.map((item, i) => (
        <fieldset key={i} className={css.row}>
          <legend className={css.rowLegend}>{f.itemLabel({ n: i + 1 })}</legend>
          <TextField
            label={t.itemColumns.sku()}
            value={item.sku}
            onChange={(v) => setItem(i, { sku: v })}
            errorMessage={e[`items.${i}.sku`]}
          />
          <Select
            label={t.itemColumns.category()}
            selectedKey={item.category_id}
            onSelectionChange={(k) => setItem(i, { category_id: Number(k) })}
            options={PRODUCT_CATEGORIES.map((c) => ({ id: c.id, label: c.name[locale] }))}
          />
          <TextField
            label={t.itemColumns.originalPrice()}
            value={item.original_price}
            onChange={(v) => setItem(i, { original_price: v })}
            inputMode="decimal"
            errorMessage={e[`items.${i}.original_price`]}
          />
          <TextField
            label={t.itemColumns.salePrice()}
            value={item.sale_price}
            onChange={(v) => setItem(i, { sale_price: v })}
            inputMode="decimal"
            errorMessage={e[`items.${i}.sale_price`]}
          />
          <Button tone="secondary" data-field-part onPress={() => setItems((list) => list.filter((_, j) => j !== i))}>
            {f.removeItem({ n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button tone="secondary" data-field-part onPress={() => setItems((list) => [...list, blankItem()])}>
        {f.addItem()}
      </Button>
    </FormDialog>
  );
}

interface CodeDraft {
  name: string;
  code: string;
  usage_limit: string;
  access_method: AccessMethod;
  display_name: string;
}
const blankCode = (): CodeDraft => ({ name: '', code: '', usage_limit: '', access_method: 'public', display_name: '' });

/** Up to 100 promo codes at once (spec 2 §9); the server adds all or none. */
export function AddCodesDialog({ program, onClose }: { program: ProgramDto; onClose: (added?: PromoCodeDto[]) => void }) {
  const { LL } = useI18n();
  const t = LL.discounts.codes;
  const { busy, run, calls } = useDiscountWrite();
  const [rows, setRows] = useState<CodeDraft[]>([blankCode()]);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const setRow = (index: number, patch: Partial<CodeDraft>) =>
    setRows((list) => list.map((x, i) => (i === index ? { ...x, ...patch } : x)));
  const save = async () => {
    let added: PromoCodeDto[] = [];
    const failed = await run(
      async () =>
        (added = (
          await calls.addCodes(program.id, {
            codes: rows.map((r) => ({
              name: r.name,
              code: r.code.trim(),
              usage_limit: r.usage_limit.trim() === '' ? null : Number(r.usage_limit),
              access_method: r.access_method,
              display_name: r.display_name,
            })),
          })
        ).items),
      (r) => t.added({ count: r.length }),
    );
    if (failed) setErrors(failed);
    else onClose(added);
  };
  const e = errors.fields;
  return (
    <FormDialog
      title={t.addTitle()}
      saveLabel={t.add()}
      busy={busy}
      formError={errors.form}
      onSave={() => void save()}
      onClose={() => onClose()}
    >
      <p className={css.muted}>{t.addHint({ max: PROMO_CODES_PER_ADD })}</p>
      {rows.map((r, i) => (
        <fieldset key={i} className={css.row}>
          <legend className={css.rowLegend}>{t.rowLabel({ n: i + 1 })}</legend>
          <TextField
            label={t.name()}
            value={r.name}
            onChange={(v) => setRow(i, { name: v })}
            errorMessage={e[`codes.${i}.name`]}
            autoFocus={i === 0}
          />
          <TextField label={t.code()} value={r.code} onChange={(v) => setRow(i, { code: v })} errorMessage={e[`codes.${i}.code`]} />
          <TextField
            label={t.usageLimit()}
            value={r.usage_limit}
            onChange={(v) => setRow(i, { usage_limit: v })}
            inputMode="numeric"
            errorMessage={e[`codes.${i}.usage_limit`]}
          />
          <Select
            label={t.accessMethod()}
            selectedKey={r.access_method}
            onSelectionChange={(k) => setRow(i, { access_method: k as AccessMethod })}
            options={ACCESS_METHODS.map((x) => ({ id: x, label: t.access[x]() }))}
          />
          <TextField
            label={t.displayName()}
            value={r.display_name}
            onChange={(v) => setRow(i, { display_name: v })}
            errorMessage={e[`codes.${i}.display_name`]}
          />
          {rows.length > 1 && (
            <Button tone="secondary" onPress={() => setRows((list) => list.filter((_, j) => j !== i))}>
              {t.removeRow({ n: i + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      {rows.length < PROMO_CODES_PER_ADD && (
        <Button tone="secondary" data-field-part onPress={() => setRows((list) => [...list, blankCode()])}>
          {t.addRow()}
        </Button>
      )}
      {e.codes && <p role="alert">{e.codes}</p>}
    </FormDialog>
  );
}
