import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { type EmployeeView } from '../../commands/employees.ts';
import type { Employee } from '../../domain/employees/contract.ts';
import { can, ROLES, roleKey, LEVEL } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { useShellSession } from '../app/runtime.tsx';
import { employeesQuery } from '../../api/employees.ts';
import { CommandButton, RowCommandButton } from '../app/CommandButton.tsx';
import { Pager } from '../app/Pager.tsx';
import { Toolbar } from '../system/Toolbar.tsx';
import { ListTable } from '../table/ListTable.tsx';
import { TextField } from '../system/TextField.tsx';
import { DeactivateDialog } from './DeactivateDialog.tsx';
import { EditDialog, InviteDialog } from './EmployeeDialogs.tsx';
import * as css from './employees.css.ts';

type Open =
  { kind: 'invite' } | { kind: 'edit'; employee: Employee; focusPartners?: boolean } | { kind: 'deactivate'; employee: Employee } | null;

/**
 * /employee: the brand's users, invite, role and levels, deactivation (spec 1 §6). Rows are one tab
 * stop; arrow keys move the selection, Enter edits. The palette commands of src/commands/employees.ts
 * are registered while the page is mounted and act on the selected row.
 */
export function EmployeePage() {
  const { LL } = useI18n();
  const { me, access } = useShellSession();
  const canWrite = access !== null && can(access, 'employee', LEVEL.full);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery(employeesQuery(page, search.trim()));
  const items = list.data?.items ?? [];
  const selected = items.find((e) => e.id === selectedId) ?? null;

  // The commands read the latest page state through this ref, so they are registered once.
  const view: EmployeeView = {
    selfId: me?.id ?? 0,
    selected,
    openInvite: () => setOpen({ kind: 'invite' }),
    openEdit: (id) => {
      const e = items.find((x) => x.id === id);
      if (e) setOpen({ kind: 'edit', employee: e });
    },
    openPartners: (id) => {
      const e = items.find((x) => x.id === id);
      if (e) setOpen({ kind: 'edit', employee: e, focusPartners: true });
    },
    openDeactivate: (id) => {
      const e = items.find((x) => x.id === id);
      if (e) setOpen({ kind: 'deactivate', employee: e });
    },
  };
  useViewCommands(viewCommands.employees, view);
  useViewCommands(viewCommands.employeeActivity, { selectedId: selected?.id ?? null });

  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const onRowKey = (event: KeyboardEvent, index: number, employee: Employee) => {
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (move) {
      event.preventDefault();
      const next = items[Math.max(0, Math.min(items.length - 1, index + move))];
      if (next) {
        setSelectedId(next.id);
        rows.current[items.indexOf(next)]?.focus();
      }
    } else if (event.key === 'Enter' && canWrite && employee.role_id !== ROLES.owner) {
      setOpen({ kind: 'edit', employee });
    }
  };
  const paging = list.data?.paging;

  return (
    <section className={css.page} aria-labelledby="employees-title">
      <h1 id="employees-title">{LL.employees.title()}</h1>
      <Toolbar
        filters={
          <TextField
            label={LL.employees.search()}
            type="search"
            value={search}
            maxLength={128}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
        }
        actions={
          canWrite ? (
            <CommandButton command="employees.invite" tone="primary">
              {LL.employees.invite()}
            </CommandButton>
          ) : undefined
        }
      />
      {list.isError && <p role="alert">{LL.employees.loadFailed()}</p>}
      {list.isPending && <p>{LL.employees.loading()}</p>}
      {list.isSuccess && items.length === 0 && <p>{LL.employees.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="employees-title"
          rows={items}
          rowKey={(e) => e.id}
          rowAttributes={(e, index) => ({
            ref: (el: HTMLTableRowElement | null) => {
              rows.current[index] = el;
            },
            tabIndex: selectedId === e.id || (selectedId === null && index === 0) ? 0 : -1,
            'aria-current': selectedId === e.id,
            onFocus: () => setSelectedId(e.id),
            onClick: () => setSelectedId(e.id),
            onKeyDown: (event) => onRowKey(event, index, e),
          })}
          columns={[
            { key: 'name', label: LL.employees.columns.name(), role: 'name', value: (e) => e.name },
            { key: 'email', label: LL.employees.columns.email(), priority: 2, value: (e) => e.email },
            { key: 'role', label: LL.employees.columns.role(), priority: 2, value: (e) => LL.employees.roles[roleKey(e.role_id)]() },
            {
              key: 'status',
              label: LL.employees.columns.status(),
              role: 'status',
              value: (e) =>
                e.status === 'inactive'
                  ? LL.employees.status.inactive()
                  : e.has_password
                    ? LL.employees.status.active()
                    : LL.employees.status.pending(),
            },
            {
              key: 'partners',
              label: LL.employees.columns.partners(),
              priority: 3,
              value: (e) => (e.is_all_partner ? LL.employees.allPartners() : LL.employees.assignedPartners()),
            },
            canWrite && {
              key: 'actions',
              label: LL.employees.columns.actions(),
              role: 'actions',
              cell: (e) =>
                e.role_id !== ROLES.owner && (
                  <span className={css.actions}>
                    {/* the row's own faces of the selected row's commands (decision 098) */}
                    <RowCommandButton
                      command="employees.changeRole"
                      size="sm"
                      tone="secondary"
                      onPress={() => setOpen({ kind: 'edit', employee: e })}
                    >
                      {LL.employees.edit()}
                    </RowCommandButton>
                    {e.status === 'active' && e.id !== me?.id && (
                      <RowCommandButton
                        command="employees.deactivate"
                        size="sm"
                        tone="danger"
                        onPress={() => setOpen({ kind: 'deactivate', employee: e })}
                      >
                        {LL.employees.deactivate()}
                      </RowCommandButton>
                    )}
                  </span>
                ),
            },
          ]}
        />
      )}
      {paging && paging.total_page > 1 && (
        <Pager label={LL.employees.pager()} page={paging.current_page} pages={paging.total_page} onPage={setPage} />
      )}
      {open?.kind === 'invite' && <InviteDialog isOpen onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <EditDialog employee={open.employee} focusPartners={open.focusPartners} onClose={() => setOpen(null)} />}
      {open?.kind === 'deactivate' && <DeactivateDialog employee={open.employee} onClose={() => setOpen(null)} />}
    </section>
  );
}
