import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  downloadProducts,
  productListQuery,
  productQuery,
  productTagsQuery,
  productUploadQuery,
  type ProductListParams,
} from '../../api/products.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import type { ProductListView } from '../../commands/products.ts';
import type { Product } from '../../domain/products/contract.ts';
import { OPEN_PRODUCT_UPLOAD_STATUSES } from '../../domain/products/upload.ts';
import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS, PRODUCT_STATUSES, type ProductSort, type ProductStatus } from '../../domain/products/enums.ts';
import { can, LEVEL } from '../../domain/permissions.ts';
import { PRODUCT_CATEGORIES } from '../../domain/reference/data/product-categories.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Pager } from '../app/Pager.tsx';
import { useShellSession } from '../app/runtime.tsx';
import { chip, useFilterFold } from '../app/useFilterFold.ts';
import { useFormat } from '../app/useFormat.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { CommandButton, RowCommandButton } from '../app/CommandButton.tsx';
import { Checkbox } from '../system/Checkbox.tsx';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import { Toolbar } from '../system/Toolbar.tsx';
import { showToast } from '../system/toast-queue.ts';
import { saveBlob } from '../table/export.ts';
import { ListTable } from '../table/ListTable.tsx';
import { ProductDeleteDialog, ProductFormDialog } from './ProductDialogs.tsx';
import { ProductSyncPanel } from './ProductSyncPanel.tsx';
import { ProductUploadDialog, useProductUploadActions } from './ProductUploadDialog.tsx';
import * as css from './products.css.ts';

const ANY = 'any';
const SIZES = [25, 50, 100] as const;
type Open = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'delete' } | { kind: 'upload' } | null;
/** spec 2 §2: `modal=upload-product` opens the upload dialog */
const UPLOAD_MODAL = 'upload-product';

/** The list's place in the address (spec 2 §2: page, limit, sort, sortBy), so a reload or a link keeps it. */
function fromAddress(search: string): ProductListParams {
  const q = new URLSearchParams(search);
  const limit = Number(q.get('limit'));
  const sortBy = q.get('sortBy') as ProductSort | null;
  return {
    page: Math.max(1, Number(q.get('page')) || 1),
    limit: (SIZES as readonly number[]).includes(limit) ? limit : PRODUCT_PAGE_SIZE,
    sort: q.get('sort') === 'desc' ? 'desc' : 'asc',
    sort_by: sortBy && PRODUCT_SORTS.includes(sortBy) ? sortBy : 'product_name',
    ...(q.get('search') ? { search: q.get('search')! } : {}),
  };
}

/**
 * /offers/product-management (issue 26 item 1; decision 080): the brand's products, searched by
 * name or SKU, filtered by stock, category and tag, sorted on the server (by name by default) and
 * paged by 25. j / k move, x ticks, Enter edits; the palette's commands (src/commands/products.ts)
 * add, edit the active product, delete the ticked ones and export. `?product=<id>` (the palette's
 * product search) opens that product's edit dialog.
 */
export function ProductManagementPage() {
  const { LL, locale } = useI18n();
  const t = LL.products;
  const fmt = useFormat();
  const client = useQueryClient();
  const address = useSearch();
  const [, navigate] = useLocation();
  const { access } = useShellSession();
  const mayWrite = access !== null && can(access, 'offers', LEVEL.full);
  const [query, setQuery] = useState<ProductListParams>(() => fromAddress(address));
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const linked = Number(new URLSearchParams(address).get('product')) || null;
  const [open, setOpen] = useState<Open>(
    linked ? { kind: 'edit', id: linked } : new URLSearchParams(address).get('modal') === UPLOAD_MODAL ? { kind: 'upload' } : null,
  );
  const upload = useQuery(productUploadQuery());
  const uploadActions = useProductUploadActions();
  const pending = upload.data && OPEN_PRODUCT_UPLOAD_STATUSES.includes(upload.data.status) ? upload.data : null;
  const list = useQuery(productListQuery(query));
  const tags = useQuery(productTagsQuery());
  const editing = useQuery({ ...productQuery(open?.kind === 'edit' ? open.id : 0), enabled: open?.kind === 'edit' });
  const rows = list.data?.items ?? [];
  const paging = list.data?.paging;
  const current = Math.min(active, Math.max(0, rows.length - 1));

  // the address follows the list's place (replace: paging is not a history step)
  useEffect(() => {
    const q = new URLSearchParams(address);
    // defaults stay out of the address, so opening the page does not rewrite it
    const put = (key: string, value: string, fallback: string) => (value === fallback ? q.delete(key) : q.set(key, value));
    put('page', String(query.page), '1');
    put('limit', String(query.limit), String(PRODUCT_PAGE_SIZE));
    put('sort', query.sort ?? 'asc', 'asc');
    put('sortBy', query.sort_by ?? 'product_name', 'product_name');
    if (query.search) q.set('search', query.search);
    else q.delete('search');
    if (open?.kind === 'upload') q.set('modal', UPLOAD_MODAL);
    else q.delete('modal');
    const next = q.toString();
    if (next !== new URLSearchParams(address).toString())
      navigate(`/offers/product-management${next ? `?${next}` : ''}`, { replace: true });
  }, [query, address, navigate, open]);
  useEffect(() => {
    document.querySelector('tr[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const filter = (patch: Partial<ProductListParams>) => {
    setQuery((q) => ({ ...q, ...patch, page: 1 }));
    setSelected(new Set());
  };
  const toggle = (p: Product) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(p.id)) next.delete(p.id);
      else next.add(p.id);
      return next;
    });
  const exportFile = (format: 'csv' | 'xlsx') =>
    void downloadProducts(client, { ...query }, format)
      .then((f) => saveBlob(f.blob, f.filename ?? `products.${format}`))
      .catch(() => showToast({ tone: 'error', title: t.exportFailed() }));
  const activeRow = rows[current];
  const view: ProductListView = {
    active: activeRow ? { id: activeRow.id, name: activeRow.product_name } : null,
    selected: selected.size,
    uploadOpen: pending !== null,
    upload: upload.data?.status ?? null,
    openUpload: () => setOpen({ kind: 'upload' }),
    actOnUpload: (action) => upload.data && void uploadActions.act(action, upload.data),
    openCreate: () => setOpen({ kind: 'create' }),
    openEdit: () => activeRow && setOpen({ kind: 'edit', id: activeRow.id }),
    openDelete: () => setOpen({ kind: 'delete' }),
    exportFile,
  };
  useViewCommands(viewCommands.productList, view);
  useViewCommands(viewCommands.productListKeys, {
    rows: rows.length,
    move: (step) => setActive(Math.max(0, Math.min(rows.length - 1, current + step))),
    toggle: () => rows[current] && toggle(rows[current]),
    open: () => mayWrite && rows[current] && setOpen({ kind: 'edit', id: rows[current].id }),
  });

  const sortBy = (key: ProductSort) => {
    const on = (query.sort_by ?? 'product_name') === key;
    const dir = query.sort ?? 'asc';
    return {
      direction: on ? (dir === 'asc' ? ('ascending' as const) : ('descending' as const)) : null,
      onSort: () => filter({ sort_by: key, sort: on && dir === 'asc' ? 'desc' : 'asc' }),
    };
  };
  const categoryName = (id: number) => PRODUCT_CATEGORIES.find((c) => c.id === id)?.name[locale] ?? String(id);
  const tagName = (id: number | undefined) => tags.data?.items.find((x) => x.id === id)?.name ?? (id === undefined ? null : String(id));
  const fold = useFilterFold([
    chip('search', t.search(), query.search, () => (setSearchText(''), filter({ search: undefined }))),
    chip('status', t.statusFilter(), query.status ? t.status[query.status]() : null, () => filter({ status: undefined })),
    chip('category', t.categoryFilter(), query.category_ids?.[0] ? categoryName(query.category_ids[0]) : null, () =>
      filter({ category_ids: undefined }),
    ),
    chip('tag', t.tagFilter(), tagName(query.tag_ids?.[0]), () => filter({ tag_ids: undefined })),
  ]);
  const pageIds = rows.map((r) => r.id);
  return (
    <section className={css.page} aria-labelledby="products-title">
      <h1 id="products-title">{t.title()}</h1>
      <Toolbar
        actions={
          <>
            {/* each is the face of its palette command (decision 097): writes wait while an upload is open, saying why */}
            <CommandButton tone="primary" command="products.create">
              {t.actions.create()}
            </CommandButton>
            <CommandButton tone="secondary" command="products.import">
              {t.upload.open()}
            </CommandButton>
            {selected.size > 0 && (
              <CommandButton tone="danger" command="products.delete">
                {t.actions.delete()}
              </CommandButton>
            )}
            <CommandButton tone="secondary" command="products.export.csv">
              {t.actions.exportCsv()}
            </CommandButton>
            <CommandButton tone="secondary" command="products.export.xlsx">
              {t.actions.exportXlsx()}
            </CommandButton>
          </>
        }
      />
      <p className={css.intro}>{t.intro()}</p>
      {pending && (
        <div className={css.banner} role="status">
          <span>
            {t.upload.pending({ file: pending.file_name, status: t.upload.status[pending.status]() })} {t.refusals.upload_running()}
          </span>
          <CommandButton tone="secondary" size="sm" command="products.import">
            {t.upload.openPending()}
          </CommandButton>
        </div>
      )}
      <Toolbar
        role="search"
        aria-label={t.listLabel()}
        fold={fold}
        filters={
          <>
            <TextField
              label={t.search()}
              value={searchText}
              maxLength={128}
              onChange={(v) => {
                setSearchText(v);
                filter({ search: v.trim() || undefined });
              }}
            />
            <Select
              label={t.statusFilter()}
              selectedKey={query.status ?? ANY}
              onSelectionChange={(k) => filter({ status: k === ANY ? undefined : (k as ProductStatus) })}
              options={[{ id: ANY, label: t.anyStatus() }, ...PRODUCT_STATUSES.map((s) => ({ id: s, label: t.status[s]() }))]}
            />
            <Select
              label={t.categoryFilter()}
              selectedKey={query.category_ids?.[0] ? String(query.category_ids[0]) : ANY}
              onSelectionChange={(k) => filter({ category_ids: k === ANY ? undefined : [Number(k)] })}
              options={[
                { id: ANY, label: t.anyCategory() },
                ...PRODUCT_CATEGORIES.map((c) => ({ id: String(c.id), label: c.name[locale] })),
              ]}
            />
            <Select
              label={t.tagFilter()}
              selectedKey={query.tag_ids?.[0] ? String(query.tag_ids[0]) : ANY}
              onSelectionChange={(k) => filter({ tag_ids: k === ANY ? undefined : [Number(k)] })}
              options={[{ id: ANY, label: t.anyTag() }, ...(tags.data?.items ?? []).map((x) => ({ id: String(x.id), label: x.name }))]}
            />
          </>
        }
      />
      <p className={css.hint}>{t.keyboardHint()}</p>
      {selected.size > 0 && <p role="status">{t.selected({ count: selected.size })}</p>}
      {list.isError && (
        <p role="alert" className={css.error}>
          {t.loadFailed()}
        </p>
      )}
      {list.isPending && <p>{t.loading()}</p>}
      {list.isSuccess && rows.length === 0 && <p>{t.empty()}</p>}
      {rows.length > 0 && (
        <ListTable
          labelledBy="products-title"
          rows={rows}
          rowKey={(r) => r.id}
          activeIndex={current}
          isSelected={(r) => selected.has(r.id)}
          onRowClick={(i) => setActive(i)}
          testId="product-table"
          columns={[
            {
              key: 'select',
              label: t.selectAll(),
              role: 'select',
              head: (
                <Checkbox
                  aria-label={t.selectAll()}
                  isSelected={pageIds.every((id) => selected.has(id))}
                  onChange={(on) => setSelected((s) => new Set(on ? [...s, ...pageIds] : [...s].filter((id) => !pageIds.includes(id))))}
                >
                  {null}
                </Checkbox>
              ),
              cell: (r) => (
                <Checkbox isSelected={selected.has(r.id)} onChange={() => toggle(r)} aria-label={t.selectRow({ name: r.product_name })}>
                  {null}
                </Checkbox>
              ),
            },
            {
              key: 'name',
              label: t.columns.name(),
              role: 'name',
              sort: sortBy('product_name'),
              usersWords: true,
              value: (r) => r.product_name,
              title: (r) => r.product_name,
            },
            { key: 'sku', label: t.columns.sku(), priority: 2, sort: sortBy('sku'), usersWords: true, value: (r) => r.sku },
            {
              key: 'original_price',
              label: t.columns.originalPrice(),
              role: 'figure',
              priority: 2,
              sort: sortBy('original_price'),
              value: (r) => fmt.money(r.original_price),
            },
            {
              key: 'sale_price',
              label: t.columns.salePrice(),
              role: 'figure',
              sort: sortBy('sale_price'),
              value: (r) => (r.sale_price === null ? '—' : fmt.money(r.sale_price)),
            },
            {
              key: 'inventory',
              label: t.columns.inventory(),
              role: 'figure',
              priority: 3,
              sort: sortBy('inventory_quantity'),
              value: (r) => fmt.number(r.inventory_quantity),
            },
            { key: 'category', label: t.columns.category(), priority: 3, value: (r) => categoryName(r.category_id) },
            { key: 'status', label: t.columns.status(), role: 'status', value: (r) => t.status[r.status]() },
            { key: 'tags', label: t.columns.tags(), priority: 3, usersWords: true, value: (r) => r.tags.map((x) => x.name).join(', ') },
            { key: 'offer', label: t.columns.offer(), priority: 3, usersWords: true, value: (r) => r.offer?.name ?? '—' },
            ...(mayWrite
              ? [
                  {
                    key: 'actions',
                    label: t.columns.actions(),
                    role: 'actions' as const,
                    cell: (r: Product) => (
                      <RowCommandButton
                        tone="secondary"
                        command="products.edit"
                        isDisabled={pending !== null}
                        onPress={() => setOpen({ kind: 'edit', id: r.id })}
                        aria-label={`${t.actions.edit()}: ${r.product_name}`}
                      >
                        {t.actions.edit()}
                      </RowCommandButton>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {paging && (
        <Pager label={t.paging()} page={paging.current_page} pages={paging.total_page} onPage={(page) => setQuery((q) => ({ ...q, page }))}>
          <span>{t.total(fmt.count(paging.total_row))}</span>
        </Pager>
      )}
      <ProductSyncPanel canWrite={mayWrite} uploadOpen={pending !== null} />
      {open?.kind === 'upload' && <ProductUploadDialog canWrite={mayWrite} onClose={() => setOpen(null)} />}
      {open?.kind === 'create' && <ProductFormDialog product={null} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && editing.data && editing.data.id === open.id && (
        <ProductFormDialog product={editing.data} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && (
        <ProductDeleteDialog
          ids={[...selected]}
          onClose={(deleted) => {
            setOpen(null);
            if (deleted) setSelected(new Set());
          }}
        />
      )}
    </section>
  );
}
