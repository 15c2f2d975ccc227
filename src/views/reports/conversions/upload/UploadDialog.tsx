import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { downloadWith } from '../../../../api/download.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { MAX_LISTED_ERRORS, uploadErrorsCsv, type ConversionUploadDetail } from '../../../../domain/reports/upload-contract.ts';
import { isProcessing, conversionUploadActions } from '../../../../machines/conversion-upload.ts';
import { useI18n } from '../../../../i18n/runtime.ts';
import { useFormat } from '../../../app/useFormat.ts';
import { Button } from '../../../system/Button.tsx';
import { ModalDialog } from '../../../system/Dialog.tsx';
import { showToast } from '../../../system/toast-queue.ts';
import { saveBlob } from '../../../table/export.ts';
import * as rcss from '../../reports.css.ts';
import * as css from './upload.css.ts';
import * as lt from '../../../system/list-table.css.ts';
import { useConversionUpload, type UploadPhase } from './useConversionUpload.ts';
import { FileInput } from '../../../system/FileInput.tsx';

/**
 * "Upload conversions" (issue 6 item 3): choose a .csv → upload progress → validation in progress →
 * the result with its row errors → Apply (or Discard). With `uploadId` it opens an upload of the
 * history at its current step. Apply and Discard are offered only where the upload chart has them
 * and the user has report full access.
 */
export function UploadDialog({ uploadId = null, canWrite, onClose }: { uploadId?: number | null; canWrite: boolean; onClose: () => void }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.conversions.upload;
  const { phase, start, apply, discard } = useConversionUpload(uploadId);
  const upload = phase.kind === 'upload' ? phase.upload : null;
  const actions = upload && canWrite ? conversionUploadActions(upload.status) : [];

  // the toast once an apply started here is done (the dialog learns it by polling)
  const applying = useRef(false);
  useEffect(() => {
    if (upload?.status === 'applied' && applying.current) {
      applying.current = false;
      showToast({ tone: 'success', title: t.appliedToast(fmt.count(upload.valid_rows)) });
    }
  }, [upload, t]);
  const startApply = () => {
    applying.current = true;
    void apply();
  };

  return (
    <ModalDialog
      isOpen
      size="lg"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={uploadId === null ? t.title() : t.history.details({ id: uploadId })}
      actions={({ close }) => (
        <>
          {actions.includes('discard') && (
            <Button tone="ghost" onPress={() => void discard()}>
              {t.discard()}
            </Button>
          )}
          {actions.includes('apply') && (
            <Button tone="primary" onPress={startApply}>
              {t.apply()}
            </Button>
          )}
          <Button tone="secondary" onPress={close}>
            {t.close()}
          </Button>
        </>
      )}
    >
      <div className={css.stack}>
        {phase.kind === 'idle' && uploadId === null && <Chooser onFile={(f) => void start(f)} />}
        <Progress phase={phase} />
        {phase.kind === 'error' && (
          <p role="alert" className={rcss.error}>
            {phase.error === 'file' ? t.fileInvalid() : t.failedRequest()}
          </p>
        )}
        {upload && <Result upload={upload} />}
      </div>
    </ModalDialog>
  );
}

function Chooser({ onFile }: { onFile: (file: File) => void }) {
  const { LL } = useI18n();
  const t = LL.conversions.upload;
  return (
    <>
      <p className={rcss.hint}>{t.hint()}</p>
      <label>
        {t.choose()}{' '}
        <FileInput
          face={LL.files.browse()}
          accept=".csv,text/csv"
          autoFocus
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
    </>
  );
}

function Progress({ phase }: { phase: UploadPhase }) {
  const { LL } = useI18n();
  const t = LL.conversions.upload;
  if (phase.kind === 'uploading') {
    const label = t.uploading({ percent: phase.percent });
    return (
      <progress max={100} value={phase.percent} aria-label={label}>
        {label}
      </progress>
    );
  }
  if (phase.kind === 'upload' && isProcessing(phase.upload.status)) {
    return <progress aria-label={t.statuses[phase.upload.status]()} />;
  }
  return null;
}

function Result({ upload }: { upload: ConversionUploadDetail }) {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.conversions.upload;
  const client = useQueryClient();
  const download = async () => {
    try {
      const file = await downloadWith(client, uploadErrorsCsv, { params: { uploadId: upload.id }, query: { lang: locale } });
      saveBlob(file.blob, file.filename ?? `upload-${upload.id}-errors.csv`);
    } catch (error) {
      const processing = isApiError(error) && error.status === 409;
      showToast({ tone: 'error', title: processing ? t.downloadProcessing() : t.failedRequest() });
    }
  };
  return (
    <>
      <p role="status">
        <strong>{t.statuses[upload.status]()}</strong> — {upload.file_name} (#{upload.id})
      </p>
      {upload.status !== 'validating' && (
        <p>
          {t.summary({
            total: fmt.number(upload.total_rows),
            n: upload.total_rows,
            valid: fmt.number(upload.valid_rows),
            unchanged: fmt.number(upload.unchanged_rows),
            errors: fmt.number(upload.error_rows),
          })}
        </p>
      )}
      {upload.errors.length > 0 && (
        <>
          <div className={css.scroll}>
            {/* the one table style (decision 065): list-table.css.ts; the message and the value wrap */}
            <table className={lt.table}>
              <caption>{t.errorsTitle()}</caption>
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
                {upload.errors.map((e, i) => (
                  <tr key={i}>
                    <td className={lt.numeric}>{e.row || ''}</td>
                    <td className={lt.cell}>{e.column ?? ''}</td>
                    <td className={lt.wrapCell}>{t.codes[e.code]()}</td>
                    <td className={lt.wrapCell}>{e.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {upload.errors_truncated && <p className={rcss.hint}>{t.moreErrors({ count: MAX_LISTED_ERRORS })}</p>}
          <div>
            <Button tone="secondary" size="sm" onPress={() => void download()}>
              {t.downloadErrors()}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
