import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadCodeImage, promoCodesQuery, promoRequestsQuery } from '../../api/discounts.ts';
import type { ProgramDto } from '../../domain/discounts/contract.ts';
import { CODE_FORMATS, IMAGE_TYPES, type CodeFormat, type ImageType } from '../../domain/discounts/enums.ts';
import type { PromoCodeDto, PromoRequestDto } from '../../domain/discounts/promo-codes.ts';
import { PRODUCT_CATEGORIES } from '../../domain/reference/data/product-categories.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Pager } from '../app/Pager.tsx';
import { useFormat } from '../app/useFormat.ts';
import { Button } from '../system/Button.tsx';
import { CommandTabs } from '../app/CommandTabs.tsx';
import { CommandButton } from '../app/CommandButton.tsx';
import { ListTable } from '../table/ListTable.tsx';
import { useDiscountWrite } from './ProgramDialogs.tsx';
import * as css from './discounts.css.ts';

export const DETAIL_TABS = ['1', '2', '3'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** "15 % off" or "5.00 off" in the user's currency. */
export function useDiscountText() {
  const { LL } = useI18n();
  const fmt = useFormat();
  return (p: Pick<ProgramDto, 'discount_type' | 'discount_value'>) =>
    p.discount_type === 'percentage'
      ? LL.discounts.percentOff({ value: fmt.number(p.discount_value, 2) })
      : LL.discounts.amountOff({ value: fmt.money(p.discount_value) });
}

/**
 * A program's detail (spec 2 §2: screenType=detail, tabActived, programId): its facts and items, its
 * promo codes with the selected code's image and downloads, and partners' requests for its codes.
 */
export function ProgramDetail(props: {
  program: ProgramDto;
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  selectedCodeId: number | null;
  onSelectCode: (code: PromoCodeDto | null) => void;
  onDownload: (format: CodeFormat, type: ImageType) => void;
  mayWrite: boolean;
}) {
  const { LL } = useI18n();
  const t = LL.discounts;
  return (
    <CommandTabs
      name="discountProgram"
      label={props.program.name}
      selectedKey={props.tab}
      onSelectionChange={(k) => props.onTab(String(k) as DetailTab)}
      items={[
        { id: '1', label: t.tabs.overview(), content: props.tab === '1' ? <Overview program={props.program} /> : null },
        {
          id: '2',
          label: t.tabs.promoCodes(),
          content: props.tab === '2' ? <Codes {...props} /> : null,
        },
        {
          id: '3',
          label: t.tabs.requests(),
          content: props.tab === '3' ? <Requests program={props.program} mayWrite={props.mayWrite} /> : null,
        },
      ]}
    />
  );
}

function Overview({ program }: { program: ProgramDto }) {
  const { LL, locale } = useI18n();
  const t = LL.discounts;
  const fmt = useFormat();
  const discount = useDiscountText();
  const facts: [string, string][] = [
    [t.detail.offer(), `${program.offer.name} (#${program.offer.id})`],
    [t.detail.discount(), discount(program)],
    [t.detail.codeFormat(), t.codeFormat[program.code_format]()],
    [t.detail.period(), t.period({ start: fmt.dateTime(program.start_at), end: fmt.dateTime(program.end_at) })],
    [t.detail.progress(), t.progressValue({ percent: fmt.number(program.progress, 0) })],
    [t.detail.usage(), fmt.number(program.usage, 0)],
    [t.detail.clicks(), fmt.number(program.clicks, 0)],
  ];
  return (
    <>
      <dl className={css.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={css.fact}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 id="program-items" className={css.subheading}>
        {t.detail.items()}
      </h2>
      {program.items.length === 0 ? (
        <p className={css.muted}>{t.detail.noItems()}</p>
      ) : (
        <ListTable
          labelledBy="program-items"
          rows={program.items}
          rowKey={(i) => i.sku}
          columns={[
            { key: 'sku', label: t.itemColumns.sku(), role: 'name', value: (i) => i.sku },
            {
              key: 'category',
              label: t.itemColumns.category(),
              priority: 3,
              value: (i) => PRODUCT_CATEGORIES.find((c) => c.id === i.category_id)?.name[locale] ?? String(i.category_id),
            },
            { key: 'original', label: t.itemColumns.originalPrice(), value: (i) => fmt.money(i.original_price) },
            { key: 'sale', label: t.itemColumns.salePrice(), value: (i) => fmt.money(i.sale_price) },
          ]}
        />
      )}
    </>
  );
}

/** The code's image as the server draws it, shown from an object URL of the authenticated download. */
function CodeImage({ code, format }: { code: PromoCodeDto; format: CodeFormat }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const image = useQuery({
    queryKey: ['discounts', 'image', code.id, format],
    queryFn: async () => (await downloadCodeImage(client, code.id, format, 'svg')).blob,
    staleTime: 5 * 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const made = URL.createObjectURL(image.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image.data]);
  return url ? <img className={css.image} src={url} alt={LL.discounts.codes.image({ code: code.code })} /> : null;
}

function Codes(props: {
  program: ProgramDto;
  selectedCodeId: number | null;
  onSelectCode: (code: PromoCodeDto | null) => void;
  onDownload: (format: CodeFormat, type: ImageType) => void;
}) {
  const { LL } = useI18n();
  const t = LL.discounts.codes;
  const fmt = useFormat();
  const [page, setPage] = useState(1);
  const list = useQuery(promoCodesQuery(props.program.id, { page, limit: 25 }));
  const items = list.data?.items ?? [];
  const selected = items.find((c) => c.id === props.selectedCodeId) ?? items[0] ?? null;
  // once the page is loaded, the selection follows it (a code chosen elsewhere, e.g. the palette, is kept while listed)
  const loaded = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (loaded && (selected?.id ?? null) !== props.selectedCodeId) props.onSelectCode(selected);
  }, [loaded, selected, props]);
  return (
    <>
      {list.isSuccess && items.length === 0 && <p className={css.muted}>{t.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          label={t.listLabel({ name: props.program.name })}
          rows={items}
          rowKey={(c) => c.id}
          isSelected={(c) => c.id === selected?.id}
          columns={[
            {
              key: 'code',
              label: t.columns.code(),
              role: 'select',
              cell: (c) => (
                <label className={css.pick}>
                  <input
                    type="radio"
                    name="promo-code-selected"
                    aria-label={t.selectCode({ code: c.code })}
                    checked={c.id === selected?.id}
                    onChange={() => props.onSelectCode(c)}
                  />
                  {c.code}
                </label>
              ),
            },
            {
              key: 'name',
              label: t.columns.name(),
              role: 'name',
              wrap: true,
              value: (c) => c.display_name || c.name,
              title: (c) => c.name,
            },
            { key: 'access', label: t.columns.access(), priority: 3, value: (c) => t.access[c.access_method]() },
            { key: 'partner', label: t.columns.partner(), priority: 3, value: (c) => c.partner?.name ?? '—' },
            {
              key: 'usage',
              label: t.columns.usage(),
              value: (c) =>
                t.usage({ used: fmt.number(c.used, 0), limit: c.usage_limit === null ? t.unlimited() : fmt.number(c.usage_limit, 0) }),
            },
            { key: 'status', label: t.columns.status(), role: 'status', value: (c) => LL.discounts.status[c.status]() },
          ]}
        />
      )}
      {list.data && list.data.paging.total_page > 1 && (
        <Pager label={t.listLabel({ name: props.program.name })} page={page} pages={list.data.paging.total_page} onPage={setPage} />
      )}
      {selected && (
        <section className={css.code} aria-label={t.image({ code: selected.code })}>
          <CodeImage code={selected} format={props.program.code_format} />
          <div className={css.downloads}>
            {CODE_FORMATS.flatMap((format) =>
              IMAGE_TYPES.map((type) => (
                <CommandButton key={`${format}.${type}`} tone="secondary" command={`discounts.download.${format}.${type}`}>
                  {t.download({ format: LL.discounts.codeFormat[format](), type: type.toUpperCase() })}
                </CommandButton>
              )),
            )}
          </div>
        </section>
      )}
    </>
  );
}

function Requests({ program, mayWrite }: { program: ProgramDto; mayWrite: boolean }) {
  const { LL } = useI18n();
  const t = LL.discounts.requests;
  const fmt = useFormat();
  const [page, setPage] = useState(1);
  const list = useQuery(promoRequestsQuery(program.id, page));
  const { run, calls } = useDiscountWrite();
  const items = list.data?.items ?? [];
  const answer = (r: PromoRequestDto, action: 'approve' | 'reject') =>
    void run(
      () => calls.answer(r.id, action),
      () => (action === 'approve' ? t.approved() : t.rejected()),
    );
  return (
    <>
      {list.isSuccess && items.length === 0 && <p className={css.muted}>{t.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          label={t.listLabel()}
          rows={items}
          rowKey={(r) => r.id}
          columns={[
            { key: 'id', label: t.columns.id(), role: 'select', value: (r) => String(r.id) },
            { key: 'partner', label: t.columns.partner(), role: 'name', value: (r) => r.partner.name },
            { key: 'code', label: t.columns.code(), value: (r) => r.promo_code.code },
            { key: 'created', label: t.columns.created(), priority: 3, value: (r) => fmt.dateTime(r.created_at) },
            { key: 'status', label: t.columns.status(), role: 'status', value: (r) => t.status[r.status]() },
            mayWrite && {
              key: 'actions',
              label: t.actions(),
              role: 'actions',
              cell: (r) =>
                r.status === 'pending' ? (
                  <span className={css.actions}>
                    <Button tone="secondary" onPress={() => answer(r, 'approve')}>
                      {t.approve()}
                    </Button>
                    <Button tone="secondary" onPress={() => answer(r, 'reject')}>
                      {t.reject()}
                    </Button>
                  </span>
                ) : null,
            },
          ]}
        />
      )}
      {list.data && list.data.paging.total_page > 1 && (
        <Pager label={t.listLabel()} page={page} pages={list.data.paging.total_page} onPage={setPage} />
      )}
    </>
  );
}
