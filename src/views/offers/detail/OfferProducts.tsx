import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { offerItemsQuery, offerProductCalls } from '../../../api/offer-products.ts';
import { productKeys, productUploadQuery } from '../../../api/products.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { OfferProductsView } from '../../../commands/offer-products.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import type { ItemsListEntry } from '../../../domain/products/offer-contract.ts';
import { OPEN_PRODUCT_UPLOAD_STATUSES } from '../../../domain/products/upload.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { useFormWrite } from '../../app/useFormWrite.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { CommandButton, RowCommandButton } from '../../app/CommandButton.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { ListTable } from '../../table/ListTable.tsx';
import * as css from '../list/offers.css.ts';
import { LinkProductsDialog, offerProductErrors } from './LinkProductsDialog.tsx';

/**
 * The offer's Products section (issue 26 item 1; decision 086): the products linked to the offer by
 * SKU with their conversion event (the offer's items list), linking more from the catalogue and
 * unlinking ticked ones. Writes wait while an upload of the brand is open: the buttons and the
 * palette's commands say why in the server's words.
 */
export function OfferProducts({ offerId }: { offerId: number }) {
  const { LL } = useI18n();
  const t = LL.products.offerSide;
  const client = useQueryClient();
  const { access } = useShellSession();
  const mayRead = access !== null && can(access, 'offers', LEVEL.read);
  const mayWrite = access !== null && can(access, 'offers', LEVEL.full);
  const items = useQuery({ ...offerItemsQuery(offerId), enabled: mayRead });
  const upload = useQuery({ ...productUploadQuery(), enabled: mayWrite });
  const uploadOpen = upload.data ? OPEN_PRODUCT_UPLOAD_STATUSES.includes(upload.data.status) : false;
  const [linking, setLinking] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { busy, run } = useFormWrite(offerProductErrors, [productKeys.all]);
  const rows = items.data?.items ?? [];
  const shown = new Set(rows.map((r) => r.product_id));
  const ticked = [...selected].filter((id) => shown.has(id));

  const unlink = (ids: number[]) => {
    if (ids.length === 0 || uploadOpen) return;
    void run(
      () => offerProductCalls(client).unlink(offerId, ids),
      (r) => t.done.unlinked({ count: r.unlinked }),
    ).then((errors) => {
      if (errors) showToast({ tone: 'error', title: errors.form ?? LL.errors.somethingWentWrong() });
      else setSelected(new Set());
    });
  };
  const view: OfferProductsView = {
    uploadOpen,
    selected: ticked.length,
    openLink: () => setLinking(true),
    unlinkSelected: () => unlink(ticked),
  };
  useViewCommands(mayWrite ? viewCommands.offerProducts : null, view);
  if (!mayRead) return null;

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const reason = uploadOpen ? LL.products.refusals.upload_running() : undefined;
  return (
    <section id="products" aria-labelledby="offer-products-title">
      <h2 id="offer-products-title">{t.title()}</h2>
      <p className={css.hint}>{t.intro()}</p>
      {mayWrite && (
        <div className={css.actions} role="group" aria-label={t.title()}>
          {/* the faces of the palette's commands (decision 097): disabled with the server's reason while an upload is open */}
          <CommandButton tone="secondary" command="offerProducts.link">
            {t.link()}
          </CommandButton>
          {ticked.length > 0 && (
            <CommandButton tone="danger" busy={busy} command="offerProducts.unlink">
              {t.unlinkSelected({ count: ticked.length })}
            </CommandButton>
          )}
          {reason && (
            <span role="status" className={css.hint}>
              {reason}
            </span>
          )}
        </div>
      )}
      {items.isError && (
        <p role="alert" className={css.error}>
          {t.loadFailed()}
        </p>
      )}
      {items.isPending && <p>{t.loading()}</p>}
      {items.isSuccess && rows.length === 0 && <p>{t.empty()}</p>}
      {rows.length > 0 && (
        <>
          <p>{t.total({ count: rows.length })}</p>
          <ListTable
            labelledBy="offer-products-title"
            rows={rows}
            rowKey={(r) => r.product_id}
            isSelected={(r) => selected.has(r.product_id)}
            testId="offer-product-table"
            columns={[
              mayWrite && {
                key: 'select',
                label: t.selectAll(),
                role: 'select',
                head: (
                  <Checkbox
                    aria-label={t.selectAll()}
                    isSelected={ticked.length === rows.length}
                    onChange={(on) => setSelected(new Set(on ? rows.map((r) => r.product_id) : []))}
                  >
                    {null}
                  </Checkbox>
                ),
                cell: (r: ItemsListEntry) => (
                  <Checkbox
                    isSelected={selected.has(r.product_id)}
                    onChange={() => toggle(r.product_id)}
                    aria-label={t.selectRow({ name: r.product_name })}
                  >
                    {null}
                  </Checkbox>
                ),
              },
              { key: 'name', label: t.columns.name(), role: 'name', usersWords: true, wrap: true, value: (r) => r.product_name },
              { key: 'sku', label: t.columns.sku(), usersWords: true, value: (r) => r.sku },
              { key: 'event', label: t.columns.event(), priority: 2, usersWords: true, value: (r) => r.event_name ?? t.anyEvent() },
              mayWrite && {
                key: 'actions',
                label: t.columns.actions(),
                role: 'actions',
                cell: (r: ItemsListEntry) => (
                  <RowCommandButton
                    tone="secondary"
                    size="sm"
                    command="offerProducts.unlink"
                    isDisabled={uploadOpen || busy}
                    aria-label={t.unlinkNamed({ name: r.product_name })}
                    onPress={() => unlink([r.product_id])}
                  >
                    {t.unlink()}
                  </RowCommandButton>
                ),
              },
            ]}
          />
        </>
      )}
      {linking && <LinkProductsDialog offerId={offerId} onClose={() => setLinking(false)} />}
    </section>
  );
}
