import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../api/api-error.ts';
import { type AssetKind, type AssetListView } from '../../../commands/offer-assets.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { errorText, validateText, type LL } from '../../../i18n/translate.ts';
import { viewCommands, type ViewCommands } from '../../../commands/app-commands.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { Button, type ButtonProps } from '../../system/Button.tsx';
import { CommandButton, RowCommandButton } from '../../app/CommandButton.tsx';
import { useCommandControl } from '../../app/useCommandControl.ts';
import { Toolbar } from '../../system/Toolbar.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { ListTable, type ColumnPriority, type ColumnRole, type ListColumn } from '../../table/ListTable.tsx';
import * as css from './assets.css.ts';

/**
 * The pieces every offer-asset page shares: the write permission, translated field errors (this
 * area's codes first, then the shared `validates.<code>`), and a keyboard-driven list (one tab stop,
 * arrows move, Enter edits, Delete asks) whose selection the palette's edit/delete commands act on.
 */
export function useCanWrite(): boolean {
  const { access } = useShellSession();
  return access !== null && can(access, 'offers', LEVEL.full);
}

export function fieldMessage(LL: LL, e: { code: string; min?: number; max?: number }): string {
  const own = (LL.offerAssets.codes as unknown as Record<string, (() => string) | undefined>)[e.code];
  return own ? own() : validateText(LL, e);
}

export interface Errors {
  form: string | null;
  fields: Record<string, string>;
}
export function errorsOf(LL: LL, error: unknown): Errors {
  if (!isApiError(error)) return { form: LL.errors.somethingWentWrong(), fields: {} };
  const fields: Record<string, string> = {};
  for (const e of error.errors) fields[e.field] ??= fieldMessage(LL, e);
  return { form: Object.keys(fields).length ? null : errorText(LL, error.code), fields };
}

export interface Column<R> {
  label: string;
  cell: (row: R) => ReactNode;
  /** the row's name, a figure … (the list table's roles: where a card shows it, whether it may give way) */
  role?: ColumnRole;
  priority?: ColumnPriority;
}

export interface AssetListProps<R extends { id: number; name: string }> {
  kind: AssetKind;
  title: string;
  rows: R[];
  columns: Column<R>[];
  loading: boolean;
  failed: boolean;
  newLabel?: string;
  onCreate?: () => void;
  onEdit: (id: number) => void;
  /** performs the delete; the list asks for confirmation first */
  onDelete: (id: number) => Promise<unknown>;
  toolbar?: ReactNode;
}

/** The listed factory of each asset list (src/commands/app-commands.ts). */
const ASSET_LIST_COMMANDS: Record<AssetKind, ViewCommands<AssetListView>> = {
  group: viewCommands.groupList,
  questionnaire: viewCommands.questionnaireList,
  creative: viewCommands.creativeList,
  event: viewCommands.conversionEvents,
};

export function AssetList<R extends { id: number; name: string }>(p: AssetListProps<R>) {
  const { LL } = useI18n();
  const canWrite = useCanWrite();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<R | null>(null);
  const selected = p.rows.find((r) => r.id === selectedId) ?? null;
  const view: AssetListView = {
    selected,
    create: () => p.onCreate?.(),
    edit: (id) => p.onEdit(id),
    remove: (id) => setConfirm(p.rows.find((r) => r.id === id) ?? null),
  };
  useViewCommands(ASSET_LIST_COMMANDS[p.kind], view);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const remove = useMutation({ mutationFn: (id: number) => p.onDelete(id) });

  const onKey = (event: KeyboardEvent, index: number, row: R) => {
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (move) {
      event.preventDefault();
      const next = p.rows[Math.max(0, Math.min(p.rows.length - 1, index + move))];
      if (next) {
        setSelectedId(next.id);
        rowRefs.current[p.rows.indexOf(next)]?.focus();
      }
    } else if (event.key === 'Enter' && canWrite) p.onEdit(row.id);
    else if (event.key === 'Delete' && canWrite) setConfirm(row);
  };

  return (
    <section className={css.page} aria-labelledby={`${p.kind}-title`}>
      <h1 id={`${p.kind}-title`}>{p.title}</h1>
      <Toolbar
        filters={p.toolbar}
        actions={p.newLabel ? <CommandButton command={`offerAssets.new.${p.kind}`}>{p.newLabel}</CommandButton> : undefined}
      />
      {p.loading && <p className={css.hint}>{LL.offerAssets.common.loading()}</p>}
      {p.failed && <p className={css.error}>{LL.offerAssets.common.loadFailed()}</p>}
      {!p.loading && !p.failed && p.rows.length === 0 && <p className={css.hint}>{LL.offerAssets.common.empty()}</p>}
      {p.rows.length > 0 && (
        <ListTable
          labelledBy={`${p.kind}-title`}
          rows={p.rows}
          rowKey={(row) => row.id}
          rowAttributes={(row, i) => ({
            ref: (el: HTMLTableRowElement | null) => {
              rowRefs.current[i] = el;
            },
            tabIndex: (selectedId ?? p.rows[0]?.id) === row.id ? 0 : -1,
            'aria-current': row.id === selectedId,
            onFocus: () => setSelectedId(row.id),
            onKeyDown: (e) => onKey(e, i, row),
          })}
          columns={[
            ...p.columns.map((c): ListColumn<R> => ({
              key: c.label,
              label: c.label,
              role: c.role,
              priority: c.priority,
              cell: (row) => c.cell(row),
            })),
            canWrite && {
              key: 'actions',
              label: LL.offerAssets.common.actions(),
              role: 'actions',
              cell: (row) => (
                <span className={css.actions}>
                  <RowCommandButton
                    size="sm"
                    tone="secondary"
                    command={`offerAssets.${p.kind}.edit`}
                    onPress={() => p.onEdit(row.id)}
                    aria-label={`${LL.offerAssets.common.edit()} ${row.name}`}
                  >
                    {LL.offerAssets.common.edit()}
                  </RowCommandButton>
                  <RowCommandButton
                    size="sm"
                    tone="danger"
                    command={`offerAssets.${p.kind}.delete`}
                    onPress={() => setConfirm(row)}
                    aria-label={`${LL.offerAssets.common.delete()} ${row.name}`}
                  >
                    {LL.offerAssets.common.delete()}
                  </RowCommandButton>
                </span>
              ),
            },
          ]}
        />
      )}
      <ModalDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        role="alertdialog"
        title={LL.offerAssets.common.delete()}
        actions={({ close }) => (
          <>
            <Button tone="secondary" onPress={close}>
              {LL.offerAssets.common.cancel()}
            </Button>
            <Button
              tone="danger"
              isDisabled={remove.isPending}
              onPress={() => {
                if (!confirm) return;
                remove.mutate(confirm.id, {
                  onSuccess: () => {
                    showToast({ tone: 'success', title: LL.offerAssets.common.deleted() });
                    setConfirm(null);
                  },
                  onError: (e) => {
                    showToast({ tone: 'error', title: errorsOf(LL, e).form ?? LL.errors.somethingWentWrong() });
                    setConfirm(null);
                  },
                });
              }}
            >
              {LL.offerAssets.common.delete()}
            </Button>
          </>
        )}
      >
        <p>{confirm ? LL.offerAssets.common.confirmDelete({ name: confirm.name }) : null}</p>
      </ModalDialog>
    </section>
  );
}

/**
 * A form's submit button that is the face of its save command (decision 097): presence, state and reason
 * from the command; it stays `type="submit"`, so Enter in a field saves as before (the command submits
 * the same form). `busy` disables it further while the write is in flight.
 */
export function CommandSubmit({
  command,
  busy,
  ...props
}: Omit<ButtonProps, 'type' | 'command' | 'onPress'> & { command: string; busy?: boolean }) {
  const control = useCommandControl(command);
  if (!control.visible) return null;
  return (
    <Button {...props} type="submit" command={command} isDisabled={control.isDisabled || busy} disabledReason={control.disabledReason} />
  );
}

/** Navigate helper + invalidation after a write. */
export function useAfterWrite(key: readonly unknown[]) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return (to?: string) => {
    void client.invalidateQueries({ queryKey: key });
    if (to) navigate(to);
  };
}
