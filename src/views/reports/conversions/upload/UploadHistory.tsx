import { useQuery } from '@tanstack/react-query';
import { uploadHistoryQuery } from '../../../../api/conversions.ts';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  historyQuery,
  UPLOAD_STATUS_FILTERS,
  type HistoryQuery,
  type UploadStatusFilter,
} from '../../../../domain/reports/upload-contract.ts';
import { useI18n } from '../../../../i18n/runtime.ts';
import { CommandButton } from '../../../app/CommandButton.tsx';
import { Button } from '../../../system/Button.tsx';
import { Pager } from '../../../app/Pager.tsx';
import { Toolbar } from '../../../system/Toolbar.tsx';
import { ListTable } from '../../../table/ListTable.tsx';
import { Select } from '../../../system/Select.tsx';
import { TextField } from '../../../system/TextField.tsx';
import * as rcss from '../../reports.css.ts';
import { UploadDialog } from './UploadDialog.tsx';

const PATH = '/reports/conversions';

/** The URL's history query (the notification links' `search=<fileId>&status=5&page=1&limit=50…`); bad values fall back to defaults. */
export function readHistory(search: string): HistoryQuery {
  const raw = Object.fromEntries(new URLSearchParams(search));
  const parsed = historyQuery.safeParse(raw);
  return parsed.success ? parsed.data : historyQuery.parse({});
}
export function writeHistory(q: HistoryQuery): string {
  const s = new URLSearchParams({ filter: 'upload_history' });
  if (q.search) s.set('search', q.search);
  s.set('status', q.status);
  for (const k of ['page', 'limit', 'sort', 'sortBy'] as const) s.set(k, String(q[k]));
  return s.toString();
}

const when = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/**
 * /reports/conversions?filter=upload_history: the brand's conversion uploads, 50 a page, last
 * changed first; search by file id (or name) and status in the URL. Enter or a click on a row opens
 * the upload (its row errors, Apply / Discard). Refreshes itself while an upload is processing.
 */
export function UploadHistory({ canWrite }: { canWrite: boolean }) {
  const { LL } = useI18n();
  const t = LL.conversions.upload;
  const [, navigate] = useLocation();
  const q = readHistory(useSearch());
  const go = (next: HistoryQuery) => navigate(`${PATH}?${writeHistory(next)}`, { replace: true });
  const [draft, setDraft] = useState(q.search ?? '');
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const list = useQuery(uploadHistoryQuery(q));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ ...q, search: draft.trim() || undefined, page: 1 });
  };
  const statuses = UPLOAD_STATUS_FILTERS.map((s) => ({ id: s, label: s === 'all' ? t.allStatuses() : t.statuses[s]() }));
  const paging = list.data?.paging;
  const pages = Math.max(1, paging?.total_page ?? 1);
  const h = t.history.columns;

  return (
    <section className={rcss.page} aria-labelledby="upload-history-title">
      <h1 id="upload-history-title">{t.history.title()}</h1>
      <Toolbar
        actions={
          <>
            {/* back to the list: the face of its route's navigation command */}
            <CommandButton command="nav.reportConversions" tone="ghost">
              {t.history.back()}
            </CommandButton>
            {canWrite && (
              <Button tone="primary" onPress={() => setOpen('new')}>
                {t.open()}
              </Button>
            )}
          </>
        }
      />
      <Toolbar
        role="search"
        onSubmit={submit}
        filters={
          <>
            <TextField label={t.history.search()} type="search" value={draft} onChange={setDraft} />
            <Select
              label={t.history.status()}
              options={statuses}
              selectedKey={q.status}
              onSelectionChange={(k) => go({ ...q, status: k as UploadStatusFilter, page: 1 })}
            />
          </>
        }
        actions={
          <>
            <Button type="submit" tone="secondary">
              {LL.reportViews.filters.apply()}
            </Button>
          </>
        }
      />
      <ListTable
        labelledBy="upload-history-title"
        rows={list.data?.items ?? []}
        rowKey={(u) => u.id}
        rowAttributes={(u) => ({ tabIndex: 0, onClick: () => setOpen(u.id), onKeyDown: (e) => e.key === 'Enter' && setOpen(u.id) })}
        columns={[
          { key: 'id', label: h.id(), role: 'figure', priority: 3, value: (u) => u.id },
          { key: 'file_name', label: h.file_name(), role: 'name', value: (u) => u.file_name },
          { key: 'status', label: h.status(), role: 'status', value: (u) => t.statuses[u.status]() },
          { key: 'total_rows', label: h.total_rows(), role: 'figure', value: (u) => u.total_rows },
          { key: 'valid_rows', label: h.valid_rows(), role: 'figure', priority: 3, value: (u) => u.valid_rows },
          { key: 'error_rows', label: h.error_rows(), role: 'figure', value: (u) => u.error_rows },
          { key: 'created_by', label: h.created_by(), priority: 3, value: (u) => u.created_by ?? '' },
          { key: 'updated_at', label: h.updated_at(), priority: 2, value: (u) => when(u.updated_at) },
        ]}
      />
      {list.data && list.data.items.length === 0 && <p className={rcss.hint}>{t.history.empty()}</p>}
      <Pager label={t.history.title()} page={q.page} pages={pages} onPage={(page) => go({ ...q, page })} />
      {open !== null && (
        <UploadDialog
          uploadId={open === 'new' ? null : open}
          canWrite={canWrite}
          onClose={() => {
            setOpen(null);
            void list.refetch();
          }}
        />
      )}
    </section>
  );
}
