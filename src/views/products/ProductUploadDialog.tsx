import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWith } from '../../api/files.ts';
import { productUploadCalls, productUploadQuery } from '../../api/products.ts';
import { IMPORT_COLUMNS } from '../../domain/products/import-columns.ts';
import { PRODUCT_CODES, type ProductCode } from '../../domain/products/enums.ts';
import type { ProductRowError, ProductUpload } from '../../domain/products/upload-contract.ts';
import { isProductUploadProcessing, productUploadActions, type ProductUploadAction } from '../../machines/product-upload.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { validateText, type LL } from '../../i18n/translate.ts';
import { useFormat } from '../app/useFormat.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import * as lt from '../system/list-table.css.ts';
import { showToast } from '../system/toast-queue.ts';
import * as css from './products.css.ts';
import { FileInput } from '../system/FileInput.tsx';

const PRODUCT_CODE_VALUES: readonly string[] = Object.values(PRODUCT_CODES);

/** A row error's text: the product codes, the accept's own, else the shared validation texts. */
export function rowErrorText(ll: LL, e: ProductRowError): string {
  if (PRODUCT_CODE_VALUES.includes(e.code)) return ll.products.codes[e.code as ProductCode]();
  if (e.code === 'accept_failed' || e.code === 'interrupted') return ll.products.upload.rowCodes[e.code]();
  return validateText(ll, e);
}

/** The actions the dialog and the palette run on the brand's upload, with their toasts. */
export function useProductUploadActions() {
  const { LL } = useI18n();
  const client = useQueryClient();
  const calls = productUploadCalls(client);
  const act = async (action: ProductUploadAction, upload: ProductUpload) => {
    try {
      const done = await calls.act(action, upload.id);
      if (action === 'undo') showToast({ tone: 'success', title: LL.products.upload.undone() });
      if (action === 'discard') showToast({ tone: 'success', title: LL.products.upload.discarded() });
      return done;
    } catch {
      showToast({ tone: 'error', title: LL.products.upload.failedRequest() });
      return null;
    }
  };
  return { act, validate: calls.validate };
}

const PHASES = ['processing', 'review', 'saved'] as const;

/**
 * "Import products" (issue 26 item 2; decision 080): choose a CSV or XLSX → upload progress →
 * processing (validation in progress, with its progress) → validated, waiting for review (counts and
 * the row errors by code) → saved; Save / Discard / Undo only where the product-upload machine has
 * them. The dialog shows the brand's latest upload, so closing and coming back finds it where it is.
 */
export function ProductUploadDialog({ canWrite, onClose }: { canWrite: boolean; onClose: () => void }) {
  const { LL } = useI18n();
  const t = LL.products.upload;
  const fmt = useFormat();
  const client = useQueryClient();
  const latest = useQuery(productUploadQuery());
  const { act, validate } = useProductUploadActions();
  const [sending, setSending] = useState<number | null>(null);
  const [fresh, setFresh] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = latest.data ?? null;
  // a closed upload (failed, discarded, undone) is history: a new file may be chosen at once
  const shown = upload && (fresh || upload.phase !== 'closed' || upload.status === 'failed') ? upload : null;
  const actions = shown && canWrite ? productUploadActions(shown.status) : [];
  const mayChoose = canWrite && sending === null && (!shown || shown.phase === 'closed' || shown.status === 'accepted');

  const start = async (file: File) => {
    setError(null);
    setSending(0);
    try {
      const stored = await uploadWith(client, file, { use: 'product_import', onProgress: (p) => setSending(p.percent) });
      await validate(stored.id);
      setFresh(true);
    } catch {
      setError(t.fileErrors.file_invalid());
    } finally {
      setSending(null);
    }
  };
  const run = async (action: ProductUploadAction) => {
    if (!shown) return;
    const done = await act(action, shown);
    if (done && action === 'accept') setFresh(true);
  };
  const accepted = shown?.status === 'accepted' && fresh;
  return (
    <ModalDialog
      isOpen
      size="lg"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.title()}
      actions={({ close }) => (
        <>
          {actions.includes('discard') && (
            <Button tone="ghost" onPress={() => void run('discard')}>
              {t.discard()}
            </Button>
          )}
          {actions.includes('undo') && (
            <Button tone="secondary" onPress={() => void run('undo')}>
              {t.undo()}
            </Button>
          )}
          {actions.includes('accept') && (
            <Button tone="primary" onPress={() => void run('accept')}>
              {t.accept()}
            </Button>
          )}
          <Button tone="secondary" onPress={close}>
            {t.close()}
          </Button>
        </>
      )}
    >
      <div className={css.stack}>
        <ol className={css.phases} aria-label={t.title()}>
          {PHASES.map((p) => (
            <li key={p} aria-current={shown?.phase === p ? 'step' : undefined} className={shown?.phase === p ? css.phaseNow : css.phase}>
              {t.phases[p]()}
            </li>
          ))}
        </ol>
        {mayChoose && (
          <>
            <p className={css.hint}>{t.hint({ columns: IMPORT_COLUMNS.map((c) => c.header).join(', ') })}</p>
            <label className={css.chooser}>
              {t.choose()}{' '}
              <FileInput
                face={LL.files.browse()}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  if (file) void start(file);
                }}
              />
            </label>
          </>
        )}
        {sending !== null && (
          <progress max={100} value={sending} aria-label={t.uploading({ percent: sending })}>
            {t.uploading({ percent: sending })}
          </progress>
        )}
        {shown?.status === 'validating' && (
          <progress max={100} value={shown.progress} aria-label={t.processing({ percent: shown.progress })}>
            {t.processing({ percent: shown.progress })}
          </progress>
        )}
        {shown?.status === 'accepting' && <progress aria-label={t.saving()}>{t.saving()}</progress>}
        {error && (
          <p role="alert" className={css.error}>
            {error}
          </p>
        )}
        {shown && (
          <>
            <p role="status">
              <strong>{t.status[shown.status]()}</strong> — <span lang="">{shown.file_name}</span>
            </p>
            {accepted && <p>{t.accepted({ added: fmt.number(shown.added), updated: fmt.number(shown.updated) })}</p>}
            {shown.file_error && (
              <p role="alert" className={css.error}>
                {t.fileErrors[shown.file_error]()}
              </p>
            )}
            {!isProductUploadProcessing(shown.status) && !shown.file_error && (
              <p>
                {t.summary({
                  total: fmt.number(shown.total_rows),
                  n: shown.total_rows,
                  added: fmt.number(shown.added),
                  updated: fmt.number(shown.updated),
                  errored: fmt.number(shown.errored),
                })}
              </p>
            )}
            {shown.errors.length > 0 && <RowErrors errors={shown.errors} />}
          </>
        )}
      </div>
    </ModalDialog>
  );
}

function RowErrors({ errors }: { errors: readonly ProductRowError[] }) {
  const { LL } = useI18n();
  const t = LL.products.upload;
  return (
    <>
      {/* the title above the box that scrolls sideways on a phone, so it is never cut */}
      <h3 id="product-upload-errors" className={css.subheading}>
        {t.errorsTitle()}
      </h3>
      <div className={css.scroll} tabIndex={0} role="region" aria-labelledby="product-upload-errors">
        <table className={lt.table} aria-labelledby="product-upload-errors">
          <thead>
            <tr>
              {(['row', 'column', 'message', 'value'] as const).map((c) => (
                <th key={c} scope="col" className={c === 'row' ? lt.headNumeric : lt.headCell}>
                  {t.errorColumns[c]()}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr key={i}>
                <td className={lt.numeric}>{e.row || ''}</td>
                <td className={lt.cell}>{e.column ?? ''}</td>
                <td className={lt.wrapCell}>{rowErrorText(LL, e)}</td>
                <td className={lt.wrapCell} lang="">
                  {e.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
