import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { productSyncCalls, productSyncConfigQuery, productSyncHistoryQuery } from '../../api/product-sync.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import { syncNowBlocked, type ProductSyncView } from '../../commands/product-sync.ts';
import type { ProductRefusal } from '../../domain/products/enums.ts';
import type { ProductSync } from '../../domain/products/sync-contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import type { LL } from '../../i18n/translate.ts';
import { useFormat } from '../app/useFormat.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { showToast } from '../system/toast-queue.ts';
import { productErrors } from './ProductDialogs.tsx';
import { ProductSyncDialog } from './ProductSyncDialog.tsx';
import { rowErrorText } from './ProductUploadDialog.tsx';
import * as css from './product-sync.css.ts';

/** Item errors shown per sync in the history (the server keeps up to 1,000). */
const ERRORS_SHOWN = 5;

function failureText(ll: LL, s: ProductSync): string | null {
  if (!s.failure) return null;
  return s.failure === 'http_status'
    ? ll.productSync.failures.http_status({ status: s.http_status ?? 0 })
    : ll.productSync.failures[s.failure]();
}

/**
 * The "API sync" panel of /offers/product-management (issue 26 item 3; decision 084): the config as
 * spec 2 §3 names it (endpoint, authentication, daily time, last sync, products synced, connection),
 * Set up / Edit and Sync now (disabled with why, like the palette's commands), and the latest syncs
 * with their counts, failure and item errors. Kept out of the page's own file: the page only mounts it.
 */
export function ProductSyncPanel({ canWrite, uploadOpen }: { canWrite: boolean; uploadOpen: boolean }) {
  const { LL } = useI18n();
  const t = LL.productSync;
  const fmt = useFormat();
  const client = useQueryClient();
  const config = useQuery(productSyncConfigQuery());
  const history = useQuery(productSyncHistoryQuery());
  const [editing, setEditing] = useState(false);
  const c = config.data ?? null;
  const view: ProductSyncView = {
    configured: c !== null,
    running: c?.running ?? false,
    uploadOpen,
    openSetup: () => setEditing(true),
    syncNow: () =>
      void productSyncCalls(client)
        .run()
        .then(() => showToast({ tone: 'success', title: t.done.started() }))
        .catch((error: unknown) => showToast({ tone: 'error', title: productErrors(LL, error).form ?? LL.errors.somethingWentWrong() })),
  };
  useViewCommands(canWrite ? viewCommands.productSync : null, view);
  const blocked = syncNowBlocked(view);
  const blockedText = blocked === null ? undefined : LL.products.refusals[blocked.split('.').pop() as ProductRefusal]();
  return (
    <section className={css.panel} aria-labelledby="product-sync-title">
      <h2 id="product-sync-title" className={css.heading}>
        {t.title()}
      </h2>
      <p className={css.value}>{t.intro()}</p>
      {config.isSuccess && !c && <p className={css.value}>{t.notSetUp()}</p>}
      {c && (
        <dl className={css.facts}>
          <Fact term={t.endpoint()} value={c.endpoint_url} />
          <Fact term={t.authMethod()} value={`${t.authMethods[c.auth_method]()} · ${c.secret_masked}`} />
          <Fact term={t.syncTime()} value={c.sync_time} />
          <Fact term={t.lastSync()} value={c.last_sync_at ? fmt.dateTime(c.last_sync_at) : t.never()} />
          <Fact term={t.productsSynced()} value={fmt.number(c.products_synced)} />
          <Fact term={t.connection()} value={c.running ? t.running() : t.connections[c.connection]()} />
        </dl>
      )}
      {canWrite && (
        <div className={css.actions}>
          <CommandButton tone="secondary" command="products.sync.setup">
            {c ? t.actions.edit() : t.actions.setup()}
          </CommandButton>
          {c && (
            <CommandButton tone="primary" command="products.sync.run">
              {t.actions.syncNow()}
            </CommandButton>
          )}
        </div>
      )}
      {blockedText && c && canWrite && <p className={css.value}>{blockedText}</p>}
      <h3 className={css.heading}>{t.history()}</h3>
      {history.isSuccess && history.data.length === 0 && <p className={css.value}>{t.noHistory()}</p>}
      {history.data && history.data.length > 0 && (
        <ul className={css.history} aria-label={t.history()}>
          {history.data.map((s) => (
            <SyncEntry key={s.id} sync={s} />
          ))}
        </ul>
      )}
      {editing && <ProductSyncDialog config={c} onClose={() => setEditing(false)} />}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className={css.fact}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{value}</dd>
    </div>
  );
}

function SyncEntry({ sync: s }: { sync: ProductSync }) {
  const { LL } = useI18n();
  const t = LL.productSync;
  const fmt = useFormat();
  const failure = failureText(LL, s);
  return (
    <li className={css.entry}>
      <span>{t.historyEntry({ when: fmt.dateTime(s.started_at), status: `${t.statuses[s.status]()} (${t.trigger[s.trigger]()})` })}</span>
      {s.status === 'succeeded' && (
        <span> — {t.counts({ total: s.total_items, added: s.added, updated: s.updated, errored: s.errored })}</span>
      )}
      {failure && <p className={`${css.value} ${css.failed}`}>{failure}</p>}
      {s.errors.length > 0 && (
        <ul className={css.errors}>
          {s.errors.slice(0, ERRORS_SHOWN).map((e) => (
            <li key={`${e.row}-${e.column}-${e.code}`}>
              {e.column
                ? t.itemError({ row: e.row, column: e.column, message: rowErrorText(LL, e) })
                : t.itemErrorWhole({ row: e.row, message: rowErrorText(LL, e) })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
