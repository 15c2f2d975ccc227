import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api/api-error.ts';
import { auditCalls } from '../../api/audit.ts';
import { streamExportWith } from '../../api/download.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import { ACTIVITY_PATH } from '../../domain/audit/activity-link.ts';
import type { AuditRow } from '../../domain/audit/contract.ts';
import type { FieldError } from '../../domain/errors.ts';
import { can, LEVEL } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { validateText } from '../../i18n/translate.ts';
import { useShellSession } from '../app/runtime.tsx';
import { useViewCommands } from '../app/useViewCommands.ts';
import { showToast } from '../system/toast-queue.ts';
import { saveBlob, type ExportFormat } from '../table/export.ts';
import { ReportTable } from '../table/ReportTable.tsx';
import * as css from './activity.css.ts';
import { activityColumns } from './columns.tsx';
import { ActivityFilters } from './ActivityFilters.tsx';
import { activitySource } from './source.ts';
import { activityFilters, readActivity, writeActivity, type ActivityState } from './url-state.ts';
import { useFormat } from '../app/useFormat.ts';

/** Owner and admins see every row of the brand (server/activity/routes.ts); everyone else their own. */
const SEES_ALL = new Set(['owner', 'admin']);

/**
 * /activity: the audit log of the brand (decision 036), newest first, scrolled by keyset in the
 * analyst table. Filters (user, object type + id, action, date range in UTC days) live in the URL,
 * so the palette's "Activity of this offer / partner / user" is a link. Exports the whole filtered
 * log as CSV / XLSX from the table's buttons or the palette.
 */
export function ActivityPage() {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.activity;
  const client = useQueryClient();
  const { access } = useShellSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => readActivity(new URLSearchParams(search)), [search]);
  const setState = useCallback(
    (next: ActivityState) => {
      const qs = writeActivity(next);
      // filters are not pages to go back through
      navigate(qs ? `${ACTIVITY_PATH}?${qs}` : ACTIVITY_PATH, { replace: true });
    },
    [navigate],
  );
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const observer = useMemo(
    () => ({
      onAnswer: () => setErrors((e) => (e.length === 0 ? e : [])),
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === 422) setErrors(error.errors);
      },
    }),
    [],
  );
  const source = useMemo(() => activitySource(client, observer), [client, observer]);
  const filters = useMemo(() => activityFilters(state), [state]);
  const columns = useMemo(() => activityColumns(LL, fmt), [LL, fmt]);
  const seesAll = access !== null && SEES_ALL.has(access.role);
  const url = (format: ExportFormat) => auditCalls.exportUrl(format, locale, filters as Record<string, string | number>);
  useViewCommands(viewCommands.activityExport, {
    exportFile(format) {
      streamExportWith(client, url(format), { format })
        .then((file) => saveBlob(file.blob, file.filename ?? `activity.${format}`))
        .catch(() => showToast({ tone: 'error', title: t.commands.exportFailed() }));
    },
  });

  return (
    <section className={css.page} aria-labelledby="activity-title">
      <h1 id="activity-title">{t.title()}</h1>
      <p className={css.hint}>{seesAll ? t.intro() : t.ownOnly()}</p>
      <ActivityFilters
        state={state}
        onChange={setState}
        errorOf={(field) => {
          const e = errors.find((x) => x.field === field);
          return e ? validateText(LL, e) : undefined;
        }}
        userPicker={seesAll ? (access !== null && can(access, 'employee', LEVEL.read) ? 'picker' : 'id') : 'none'}
      />
      <ReportTable<AuditRow>
        report="activity"
        label={t.grid()}
        columns={columns}
        source={source}
        filters={filters}
        mode="scroll"
        exportUrl={url}
        exportName="activity"
      />
    </section>
  );
}
