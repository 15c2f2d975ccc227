import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { uploadWith } from '../../../api/files.ts';
import { reconciliationCalls, reconciliationKeys, reconciliationQuery } from '../../../api/reconciliation.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { ReconciliationView } from '../../../commands/reconciliation.ts';
import type { DecideAnswer, PeriodKey, Reconciliation, ReconciliationRow } from '../../../domain/reconciliation/contract.ts';
import {
  DECISION_GROUPS,
  RECONCILIATION_GROUPS,
  type ReconciliationDecision,
  type ReconciliationGroup,
} from '../../../domain/reconciliation/enums.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { reconciliationActions } from '../../../machines/reconciliation.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { LL } from '../../../i18n/translate.ts';
import { FormDialog } from '../../app/FormDialog.tsx';
import { useShellSession } from '../../app/runtime.tsx';
import { useFormat } from '../../app/useFormat.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import * as panels from '../../system/panels.css.ts';
import { Tabs } from '../../system/Tabs.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { ReportTable } from '../../table/ReportTable.tsx';
import { reconcileColumns } from './columns.tsx';
import { failureText, rowsSource } from './reconcile-data.ts';
import * as css from './reconcile.css.ts';
import { periodDetailPath } from '../paths.ts';
import { FileInput } from '../../system/FileInput.tsx';

type Dialog = { kind: 'reject'; scope: 'group' | 'selection' } | { kind: 'reopen' } | null;

/**
 * The guided reconciliation of one period (issue 27 item 3; decision 093), opened from the
 * cross-check: upload the brand's ledger, the four groups on the analyst table, decisions on a group
 * or the selected rows (approve, reject with a reason, adjust to the ledger's amount) through the
 * conversion actions with each row's answer shown, sign-off and re-opening before the lock, and who
 * did what when. Every action is also a palette command (src/commands/reconciliation.ts).
 */
export function ReconcileView({ period }: { period: PeriodKey }) {
  const { LL } = useI18n();
  const t = LL.reconciliation;
  const fmt = useFormat();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const calls = reconciliationCalls(client);
  const { access } = useShellSession();
  const mayWrite = access !== null && can(access, 'payment', LEVEL.full);
  const answer = useQuery(reconciliationQuery(period));
  const r: Reconciliation | null = answer.data?.reconciliation ?? null;
  const locked = answer.data?.locked ?? false;
  const [group, setGroup] = useState<ReconciliationGroup>('matched');
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const selection = useRef<ReconciliationRow[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const allowed = mayWrite && answer.data ? reconciliationActions(r?.status ?? null, locked) : [];

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: reconciliationKeys.period(period) });
    setVersion((v) => v + 1);
  };
  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showToast({ tone: 'error', title: failureText(LL, error) });
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File) =>
    guarded(async () => {
      const stored = await uploadWith(client, file, { use: 'reconciliation_ledger' });
      await calls.upload(period, stored.id);
      await refresh();
    });
  const selectedIds = () => selection.current.filter((row) => row.conversion_id !== null).map((row) => row.id);
  const decide = (decision: ReconciliationDecision, scope: 'group' | 'selection', why?: string) =>
    guarded(async () => {
      const ids = scope === 'selection' ? selectedIds() : undefined;
      const done: DecideAnswer = await calls.decide({
        ...period,
        group,
        decision,
        ...(ids ? { row_ids: ids } : {}),
        ...(why ? { reason: why } : {}),
      });
      const s = done.summary;
      const refused = s.locked + s.partner_blocked + s.not_allowed + s.not_found + s.negative;
      showToast({
        tone: refused > 0 ? 'error' : 'success',
        title: t.decided({ changed: fmt.number(s.changed), refused: fmt.number(refused), unchanged: fmt.number(s.unchanged) }),
      });
      await refresh();
    });
  const openReject = (scope: 'group' | 'selection') => {
    setReason('');
    setReasonError(undefined);
    setDialog({ kind: 'reject', scope });
  };

  const view: ReconciliationView = {
    status: () => r?.status ?? null,
    locked: () => locked,
    group: () => group,
    selected: () => selectedIds().length,
    upload: () => fileInput.current?.click(),
    decide: (d, scope) => (d === 'reject' ? openReject(scope) : void decide(d, scope)),
    signOff: () => void guarded(async () => void (await calls.signOff(period), await refresh())),
    reopen: () => {
      setReason('');
      setDialog({ kind: 'reopen' });
    },
    showGroup: (g) => setGroup(g),
    backToPeriod: () => navigate(periodDetailPath(period)),
  };
  useViewCommands(viewCommands.reconciliation, view);

  const source = useMemo(() => rowsSource(calls, period, group), [calls, period, group]);
  const columns = useMemo(() => reconcileColumns(LL, fmt, group), [LL, fmt, group]);
  const may = (d: ReconciliationDecision) => allowed.includes(d) && DECISION_GROUPS[d].includes(group);

  return (
    <section className={panels.page} aria-labelledby="reconcile-title">
      <h1 id="reconcile-title" className={panels.title}>
        {t.title()}
      </h1>
      <p className={panels.note}>{t.period({ start: fmt.date(period.period_start), end: fmt.date(period.period_end) })}</p>
      <p className={panels.note}>{t.intro()}</p>
      {locked && (
        <p className={css.warning} role="status">
          {t.locked()}
        </p>
      )}
      <div className={css.actions}>
        {/* each button (and the file input, and the group tabs) is the face of its palette command (decision 097) */}
        <CommandButton tone="secondary" command="reconciliation.backToPeriod">
          {t.commands.backToPeriod()}
        </CommandButton>
        {r && <span className={css.status}>{t.statuses[r.status]()}</span>}
        {allowed.includes('upload') && (
          <label className={css.chooser}>
            {busy ? t.uploading() : t.choose()}
            <FileInput
              face={LL.files.browse()}
              inputRef={fileInput}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              data-command="reconciliation.upload"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
        )}
        {allowed.includes('sign_off') && (
          <CommandButton tone="primary" busy={busy} command="reconciliation.signOff">
            {t.signOff()}
          </CommandButton>
        )}
        {allowed.includes('reopen') && (
          <CommandButton busy={busy} command="reconciliation.reopen">
            {t.reopen()}
          </CommandButton>
        )}
      </div>
      {answer.data && !r && <p className={panels.note}>{t.notYet()}</p>}
      {r && (
        <>
          <p className={panels.note}>
            {t.summary({
              file: r.file_name,
              rows: fmt.number(r.ledger_rows),
              skipped: fmt.number(r.skipped_rows),
              who: r.uploaded_by ?? t.someone(),
              at: fmt.dateTime(r.uploaded_at),
            })}
          </p>
          {r.errors.length > 0 && (
            <ul className={css.history} aria-label={t.columns.row()}>
              {r.errors.slice(0, 5).map((e) => (
                <li key={e.row}>
                  {t.columns.row()} {fmt.number(e.row)}: {t.rowErrors[e.code as keyof LL['reconciliation']['rowErrors']]?.() ?? e.code}
                </li>
              ))}
            </ul>
          )}
          {r.signed_off_at && (
            <p className={panels.note}>{t.signedOff({ who: r.signed_off_by ?? t.someone(), at: fmt.dateTime(r.signed_off_at) })}</p>
          )}
          <div className={css.actions}>
            {may('approve') && (
              <CommandButton busy={busy} command="reconciliation.approve.group">
                {t.commands.approveGroup({ group: t.groups[group]() })}
              </CommandButton>
            )}
            {may('reject') && (
              <CommandButton busy={busy} command="reconciliation.reject.group">
                {t.commands.rejectGroup({ group: t.groups[group]() })}
              </CommandButton>
            )}
            {may('adjust') && (
              <CommandButton busy={busy} command="reconciliation.adjust.group">
                {t.commands.adjustGroup()}
              </CommandButton>
            )}
          </div>
          <Tabs
            label={t.grid()}
            selectedKey={group}
            onSelectionChange={(k) => {
              selection.current = [];
              setGroup(k as ReconciliationGroup);
            }}
            items={RECONCILIATION_GROUPS.map((g) => ({
              id: g,
              command: `reconciliation.show.${g}`,
              label: t.groupCount({ name: t.groups[g](), count: fmt.number(r.counts[g]) }),
              content:
                g === group ? (
                  <>
                    <p className={panels.note}>{t.decidedCount({ decided: fmt.number(r.decided[g]), count: fmt.number(r.counts[g]) })}</p>
                    <ReportTable<ReconciliationRow>
                      key={`${g}-${version}`}
                      report="reconciliation"
                      label={`${t.grid()}: ${t.groups[g]()}`}
                      columns={columns}
                      source={source}
                      onSelectionChange={(s) => {
                        selection.current = s.rows;
                      }}
                      mode="pages"
                      pageSize={50}
                      pageSizes={[25, 50, 100, 200]}
                    />
                  </>
                ) : null,
            }))}
          />
          <h2 className={panels.panelTitle}>{t.history()}</h2>
          <ol className={css.history}>
            {r.events.map((e) => (
              <li key={e.id}>
                {t.eventLine({ what: t.events[e.kind](), who: e.user_name ?? t.someone(), at: fmt.dateTime(e.at) })}
                {typeof e.detail.reason === 'string' ? ` — ${e.detail.reason}` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
      {dialog && (
        <FormDialog
          title={dialog.kind === 'reject' ? t.rejectTitle() : t.reopenTitle()}
          saveLabel={dialog.kind === 'reject' ? t.decisions.reject() : t.reopen()}
          busy={busy}
          onClose={() => setDialog(null)}
          onSave={() => {
            if (dialog.kind === 'reject') {
              if (!reason.trim()) return setReasonError(LL.validates.required());
              setDialog(null);
              void decide('reject', dialog.scope, reason.trim());
            } else {
              setDialog(null);
              void guarded(async () => void (await calls.reopen(period, reason.trim() || undefined), await refresh()));
            }
          }}
        >
          <TextField
            label={t.reason()}
            description={dialog.kind === 'reject' ? t.reasonHint() : undefined}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setReasonError(undefined);
            }}
            errorMessage={reasonError}
            isRequired={dialog.kind === 'reject'}
            autoFocus
          />
        </FormDialog>
      )}
    </section>
  );
}
