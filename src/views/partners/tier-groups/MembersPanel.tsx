import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { tierGroupCalls, tierGroupKeys, tierMembersQuery } from '../../../api/tier-groups.ts';
import type { TierGroupRow } from '../../../domain/partners/tier-groups.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { Pager } from '../../app/Pager.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { tierGroupErrors } from './TierGroupDialogs.tsx';
import * as css from './tier-groups.css.ts';

/** What the page (and its palette commands) asks of the panel. */
export interface MembersHandle {
  removeTicked(): void;
  /** ticks every member of the page shown, or unticks them when all are ticked (the x key) */
  toggleAll(): void;
  /** moves focus to the panel's heading (Enter on a group) */
  focus(): void;
}

/**
 * The selected group's members, 20 a page by name, in the user's partner scope. A member is ticked
 * with its row's checkbox (named after the partner); "Remove selected" takes the ticked ones out of
 * the group. Mounted per group (`key`), so ticks never carry over to another group.
 */
export function MembersPanel(props: { ref: Ref<MembersHandle>; group: TierGroupRow; canWrite: boolean; onTicked(count: number): void }) {
  const { group, canWrite, onTicked } = props;
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.tierGroups;
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const members = useQuery(tierMembersQuery(group.id, page));
  const items = members.data?.items ?? [];
  const paging = members.data?.paging;

  useEffect(() => onTicked(ticked.size), [ticked, onTicked]);

  const removeTicked = async () => {
    if (ticked.size === 0 || busy) return;
    setBusy(true);
    try {
      const r = await tierGroupCalls(client).removeMembers(group.id, [...ticked]);
      showToast({ tone: 'success', title: t.toasts.removed({ count: r.changed.length, name: group.name }) });
      setTicked(new Set());
    } catch (error) {
      const e = tierGroupErrors(LL, error);
      showToast({ tone: 'error', title: e.form ?? Object.values(e.fields)[0] ?? LL.errors.somethingWentWrong() });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: tierGroupKeys.all });
    }
  };
  const allTicked = items.length > 0 && items.every((m) => ticked.has(m.id));
  const toggleAll = () => setTicked(allTicked ? new Set() : new Set(items.map((m) => m.id)));
  useImperativeHandle(props.ref, () => ({ removeTicked: () => void removeTicked(), toggleAll, focus: () => heading.current?.focus() }));

  const tick = (id: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  };

  return (
    <section className={css.panel} aria-labelledby="tier-members-title">
      <h2 id="tier-members-title" ref={heading} tabIndex={-1} className={css.heading}>
        {t.members.title({ name: group.name })}
      </h2>
      {canWrite && (
        <Toolbar
          actions={
            <>
              {/* the faces of the page's commands on the selected group (decision 097) */}
              <CommandButton tone="secondary" command="tierGroups.addMembers">
                {t.actions.addMembers()}
              </CommandButton>
              <CommandButton
                tone="danger"
                command="tierGroups.removeMembers"
                busy={busy}
                hint={t.hints.removeMembers({ name: group.name })}
              >
                {t.actions.removeMembers()}
              </CommandButton>
            </>
          }
        />
      )}
      {members.isSuccess && items.length === 0 && <p>{t.members.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="tier-members-title"
          label={t.members.label({ name: group.name })}
          rows={items}
          rowKey={(m) => m.id}
          isSelected={(m) => ticked.has(m.id)}
          columns={[
            canWrite && {
              key: 'select',
              label: t.members.selectAll(),
              role: 'select',
              head: (
                <Checkbox aria-label={t.members.selectAll()} isSelected={allTicked} onChange={toggleAll}>
                  {null}
                </Checkbox>
              ),
              cell: (m) => (
                <Checkbox
                  aria-label={t.members.selectMember({ name: m.display_name })}
                  isSelected={ticked.has(m.id)}
                  onChange={(on) => tick(m.id, on)}
                >
                  {null}
                </Checkbox>
              ),
            },
            {
              key: 'partner',
              label: t.members.columns.partner(),
              role: 'name',
              value: (m) => m.display_name,
              title: (m) => m.display_name,
            },
            { key: 'email', label: t.members.columns.email(), priority: 3, value: (m) => m.email, title: (m) => m.email },
            { key: 'joined', label: t.members.columns.joined(), priority: 2, value: (m) => fmt.date(m.joined_at) },
            {
              key: 'working_mode',
              label: t.members.columns.workingMode(),
              role: 'status',
              value: (m) => LL.partners.workingMode[String(m.working_mode) as '0' | '1' | '2' | '3'](),
            },
          ]}
        />
      )}
      {paging && paging.total_page > 1 && (
        <Pager label={t.members.label({ name: group.name })} page={paging.current_page} pages={paging.total_page} onPage={setPage} />
      )}
    </section>
  );
}
