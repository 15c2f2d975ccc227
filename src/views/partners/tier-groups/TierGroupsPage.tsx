import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { tierGroupsQuery } from '../../../api/tier-groups.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { ListKeysView } from '../../../commands/list-keys.ts';
import type { TierGroupsView } from '../../../commands/tier-groups.ts';
import type { TierGroupRow } from '../../../domain/partners/tier-groups.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton, RowCommandButton } from '../../app/CommandButton.tsx';
import { useShellSession } from '../../app/runtime.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { ListTable } from '../../table/ListTable.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { AddMembersDialog, DeleteGroupDialog, GroupFormDialog, type GroupFormMode } from './TierGroupDialogs.tsx';
import { MembersPanel, type MembersHandle } from './MembersPanel.tsx';
import * as css from './tier-groups.css.ts';
import { selectableRow } from '../../table/selectable-row.ts';

type Open = { kind: GroupFormMode } | { kind: 'delete' } | { kind: 'add' } | null;

/**
 * /management/tier-groups (issue 16 item 2; docs/decisions/052): the brand's tier groups with their
 * payout tier and member count, create / rename / change tier / delete, and the members of the
 * selected group (add through the partner picker, remove the ticked ones). Rows are one tab stop:
 * arrow keys or j / k move the selection, Enter goes to the members; x ticks every member on the
 * page. Every action is also a palette command (src/commands/tier-groups.ts) on the selected group.
 */
export function TierGroupsPage() {
  const { LL } = useI18n();
  const t = LL.tierGroups;
  const { access } = useShellSession();
  const canWrite = access !== null && can(access, 'management', LEVEL.full);
  const list = useQuery(tierGroupsQuery());
  const items = list.data?.items ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = items.find((g) => g.id === selectedId) ?? items[0] ?? null;
  const [open, setOpen] = useState<Open>(null);
  const [ticked, setTicked] = useState(0);
  const members = useRef<MembersHandle>(null);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);

  const select = (g: TierGroupRow | undefined, focus = false) => {
    if (!g) return;
    setSelectedId(g.id);
    if (focus) rows.current[items.indexOf(g)]?.focus();
  };
  const move = (step: 1 | -1) => {
    const index = selected ? items.indexOf(selected) : -1;
    select(items[Math.max(0, Math.min(items.length - 1, index + step))], true);
  };

  const view: TierGroupsView = {
    selected,
    selectedMembers: ticked,
    openCreate: () => setOpen({ kind: 'create' }),
    openRename: () => setOpen({ kind: 'rename' }),
    openTier: () => setOpen({ kind: 'tier' }),
    openDelete: () => setOpen({ kind: 'delete' }),
    openAddMembers: () => setOpen({ kind: 'add' }),
    removeSelectedMembers: () => members.current?.removeTicked(),
  };
  useViewCommands(viewCommands.tierGroups, view);
  const keys: ListKeysView = {
    rows: items.length,
    move,
    toggle: () => members.current?.toggleAll(),
    open: () => members.current?.focus(),
  };
  useViewCommands(viewCommands.tierGroupKeys, keys);

  const onRowKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      event.preventDefault();
      select(items[Math.max(0, Math.min(items.length - 1, index + step))], true);
    }
  };

  return (
    <section className={css.page} aria-labelledby="tier-groups-title">
      <h1 id="tier-groups-title">{t.title()}</h1>
      <p className={css.intro}>{t.intro()}</p>
      {canWrite && (
        <Toolbar
          actions={
            <CommandButton tone="primary" command="tierGroups.create">
              {t.actions.create()}
            </CommandButton>
          }
        />
      )}
      {list.isError && <p role="alert">{LL.errors.somethingWentWrong()}</p>}
      {list.isSuccess && items.length === 0 && <p>{t.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="tier-groups-title"
          label={t.listLabel()}
          rows={items}
          rowKey={(g) => g.id}
          rowAttributes={(g, index) =>
            selectableRow(rows, index, selected?.id === g.id, () => setSelectedId(g.id), {
              onKeyDown: (e) => e.target === e.currentTarget && onRowKey(e, index),
            })
          }
          columns={[
            { key: 'name', label: t.columns.name(), role: 'name', value: (g) => g.name, title: (g) => g.name },
            {
              key: 'payout_tier',
              label: t.columns.payoutTier(),
              role: 'figure',
              priority: 1,
              value: (g) => t.tierValue({ tier: String(Number(g.payout_tier)) }),
            },
            { key: 'members', label: t.columns.members(), role: 'figure', value: (g) => g.member_count },
            canWrite && {
              key: 'actions',
              label: t.columns.actions(),
              role: 'actions',
              cell: (g) => (
                <span className={css.actions}>
                  <RowCommandButton
                    command="tierGroups.rename"
                    size="sm"
                    tone="secondary"
                    hint={t.hints.rename({ name: g.name })}
                    onPress={() => (setSelectedId(g.id), setOpen({ kind: 'rename' }))}
                  >
                    {t.actions.rename()}
                  </RowCommandButton>
                  <RowCommandButton
                    command="tierGroups.changeTier"
                    size="sm"
                    tone="secondary"
                    hint={t.hints.changeTier({ name: g.name })}
                    onPress={() => (setSelectedId(g.id), setOpen({ kind: 'tier' }))}
                  >
                    {t.actions.changeTier()}
                  </RowCommandButton>
                  <RowCommandButton
                    command="tierGroups.delete"
                    size="sm"
                    tone="danger"
                    hint={t.hints.delete({ name: g.name })}
                    onPress={() => (setSelectedId(g.id), setOpen({ kind: 'delete' }))}
                  >
                    {t.actions.delete()}
                  </RowCommandButton>
                </span>
              ),
            },
          ]}
        />
      )}
      {selected ? (
        <MembersPanel ref={members} key={selected.id} group={selected} canWrite={canWrite} onTicked={setTicked} />
      ) : (
        list.isSuccess && items.length > 0 && <p>{t.members.none()}</p>
      )}
      {(open?.kind === 'create' || ((open?.kind === 'rename' || open?.kind === 'tier') && selected)) && (
        <GroupFormDialog mode={open.kind} group={open.kind === 'create' ? null : selected} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && selected && (
        <DeleteGroupDialog
          group={selected}
          onClose={(deleted) => {
            setOpen(null);
            if (deleted) setSelectedId(null);
          }}
        />
      )}
      {open?.kind === 'add' && selected && <AddMembersDialog group={selected} onClose={() => setOpen(null)} />}
    </section>
  );
}
