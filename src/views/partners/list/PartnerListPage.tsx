import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { downloadPartnerList, managementListQuery, type PartnerListParams } from '../../../api/partners.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { listTargets, partnerInviteRefusal, type PartnerListView, type PartnerRef } from '../../../commands/partners.ts';
import { PARTNER_PAGE_SIZE, type PartnerRow, type PartnerSort } from '../../../domain/partners/contract.ts';
import { ORGANIZATION_TYPES } from '../../../domain/reference/data/partners.ts';
import { partnerRelation } from '../../../domain/partners/relation.ts';
import { relationPhrase } from '../../../i18n/partner-relation.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useFormat } from '../../app/useFormat.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { InviteToOfferDialog } from '../../pickers/InviteToOfferDialog.tsx';
import { Pager } from '../../app/Pager.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { saveBlob } from '../../table/export.ts';
import { ListTable } from '../../table/ListTable.tsx';
import { ManagerDialog, TagsDialog } from '../shared/PartnerDialogs.tsx';
import * as css from '../shared/partners.css.ts';
import { usePartnerActions } from '../shared/usePartnerActions.ts';
import { PartnerListFilters } from './PartnerListFilters.tsx';

const ref = (r: PartnerRow): PartnerRef => ({ id: r.id, name: r.display_name, working_mode: r.working_mode });

/**
 * /management/partners (spec 3 §2–§3): the brand's partners with their own filter, sort and paging
 * (page size 20), all server-side and in the caller's partner scope. `?search=<partnerId>` (the
 * partner-joined notification) lands filtered. j / k / x / Enter are the list keys; the palette's
 * commands (src/commands/partners.ts) act on the selected rows, or on the active row.
 */
export function PartnerListPage() {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const initialSearch = new URLSearchParams(useSearch()).get('search') ?? '';
  const [query, setQuery] = useState<PartnerListParams>({
    page: 1,
    limit: PARTNER_PAGE_SIZE,
    ...(initialSearch ? { search: initialSearch } : {}),
  });
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<ReadonlyMap<number, PartnerRef>>(new Map());
  const [managerFor, setManagerFor] = useState<readonly PartnerRef[] | null>(null);
  const [tagsFor, setTagsFor] = useState<PartnerRow | null>(null);
  const [inviting, setInviting] = useState<PartnerRef | null>(null);
  const list = useQuery(managementListQuery(query));
  const rows = list.data?.items ?? [];
  const paging = list.data?.paging;
  const actions = usePartnerActions();
  const filter = (patch: Partial<PartnerListParams>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const current = Math.min(active, Math.max(0, rows.length - 1));
  const toggle = (r: PartnerRow) =>
    setSelected((m) => {
      const next = new Map(m);
      if (next.has(r.id)) next.delete(r.id);
      else next.set(r.id, ref(r));
      return next;
    });
  const exportFile = (format: 'csv' | 'xlsx') =>
    void downloadPartnerList(client, query, format)
      .then((f) => saveBlob(f.blob, f.filename ?? `partners.${format}`))
      .catch(() => showToast({ tone: 'error', title: LL.management.list.exportFailed() }));

  const view: PartnerListView = {
    selected: [...selected.values()],
    active: rows[current] ? ref(rows[current]) : null,
    setMode: (partners, action) =>
      void actions.setMode(partners, action).then((refused) => {
        // refused partners stay selected, so the user sees and may retry them
        setSelected((m) => new Map([...m].filter(([id]) => refused.includes(id))));
      }),
    openManager: (partners) => setManagerFor(partners),
    openTags: (p) => setTagsFor(rows.find((r) => r.id === p.id) ?? null),
    exportFile,
  };
  useViewCommands(viewCommands.partnerList, view);
  // invite the selected row (or the active one) to offers: i or the palette, the shared dialog
  const inviteTargets = listTargets(view);
  useViewCommands(viewCommands.managedPartnerRowInvite, {
    openInvite: inviteTargets.length > 0 ? () => setInviting(inviteTargets[0]!) : null,
    refusal: partnerInviteRefusal(inviteTargets),
  });
  useViewCommands(viewCommands.partnerListKeys, {
    rows: rows.length,
    move: (step) => setActive(Math.max(0, Math.min(rows.length - 1, current + step))),
    toggle: () => toggle(rows[current]!),
    open: () => navigate(`/management/partners/${rows[current]!.id}`),
  });
  useEffect(() => {
    document.querySelector('tr[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  /** a sortable column's header: the server sorts (joined, newest first, by default) */
  const sortBy = (key: PartnerSort) => {
    const on = (query.sort ?? 'joined_at') === key;
    const dir = query.order ?? 'desc';
    return {
      direction: on ? (dir === 'asc' ? ('ascending' as const) : ('descending' as const)) : null,
      onSort: () => filter({ sort: key, order: on && dir === 'desc' ? 'asc' : 'desc' }),
    };
  };
  const orgType = (id: number) => ORGANIZATION_TYPES.find((t) => t.id === id);
  const pageIds = rows.map((r) => r.id);
  return (
    <section className={css.page} aria-labelledby="partners-title">
      <Toolbar
        actions={
          <>
            <CommandButton tone="secondary" command="partners.exportCsv">
              {LL.management.list.exportCsv()}
            </CommandButton>
            <CommandButton tone="secondary" command="partners.exportXlsx">
              {LL.management.list.exportXlsx()}
            </CommandButton>
          </>
        }
        status={<h1 id="partners-title">{LL.management.list.title()}</h1>}
      />
      <PartnerListFilters query={query} filter={filter} initialSearch={initialSearch} />
      <p className={css.hint}>{LL.management.list.keyboardHint()}</p>
      {selected.size > 0 && <p role="status">{LL.management.list.selected({ count: selected.size })}</p>}
      {list.isError && (
        <p role="alert" className={css.error}>
          {LL.management.list.loadFailed()}
        </p>
      )}
      {list.isPending && <p>{LL.management.list.loading()}</p>}
      {list.isSuccess && rows.length === 0 && <p>{LL.management.list.empty()}</p>}
      {rows.length > 0 && (
        <ListTable
          labelledBy="partners-title"
          rows={rows}
          rowKey={(r) => r.id}
          activeIndex={current}
          isSelected={(r) => selected.has(r.id)}
          onRowClick={(i) => setActive(i)}
          columns={[
            {
              key: 'select',
              label: LL.management.list.selectAll(),
              role: 'select',
              head: (
                <Checkbox
                  aria-label={LL.management.list.selectAll()}
                  isSelected={pageIds.every((id) => selected.has(id))}
                  onChange={(on) =>
                    setSelected((m) => {
                      const next = new Map(m);
                      for (const r of rows) {
                        if (on) next.set(r.id, ref(r));
                        else next.delete(r.id);
                      }
                      return next;
                    })
                  }
                >
                  {null}
                </Checkbox>
              ),
              cell: (r) => (
                <Checkbox
                  isSelected={selected.has(r.id)}
                  onChange={() => toggle(r)}
                  aria-label={LL.management.list.selectRow({ name: r.display_name })}
                >
                  {null}
                </Checkbox>
              ),
            },
            { key: 'id', label: LL.management.columns.id(), role: 'figure', priority: 3, sort: sortBy('id'), value: (r) => r.id },
            {
              key: 'display_name',
              label: LL.management.columns.displayName(),
              role: 'name',
              sort: sortBy('display_name'),
              cell: (r) => <a href={`/management/partners/${r.id}`}>{r.display_name}</a>,
            },
            {
              key: 'name',
              label: LL.management.columns.name(),
              priority: 3,
              value: (r) => `${r.first_name} ${r.last_name}`.trim(),
            },
            {
              key: 'business_type',
              label: LL.management.columns.businessType(),
              priority: 3,
              value: (r) => r.organization_type_id,
              format: (id) => orgType(id as number)?.name[locale] ?? '',
            },
            {
              key: 'joined_at',
              label: LL.management.columns.joined(),
              priority: 2,
              sort: sortBy('joined_at'),
              value: (r) => fmt.date(r.joined_at),
            },
            {
              key: 'tier_group',
              label: LL.management.columns.tierGroup(),
              priority: 2,
              value: (r) => r.tier_group?.name ?? LL.management.noTierGroup(),
            },
            {
              key: 'working_mode',
              label: LL.management.columns.workingMode(),
              role: 'status',
              cell: (r) => (
                <span data-relation={r.working_mode}>
                  {relationPhrase(LL, locale, partnerRelation(r), { withJoined: false, timeZone: fmt.timeZone })}
                </span>
              ),
            },
            {
              key: 'manager',
              label: LL.management.columns.manager(),
              priority: 3,
              value: (r) => r.manager?.name || r.manager?.email || LL.management.notAssigned(),
            },
            {
              key: 'offers',
              label: LL.management.columns.offers(),
              role: 'figure',
              sort: sortBy('working_offer_count'),
              value: (r) => `${r.working_offer_count} / ${r.total_offer_count}`,
            },
            { key: 'tags', label: LL.management.columns.tags(), priority: 3, usersWords: true, value: (r) => r.tags.join(', ') },
          ]}
        />
      )}
      {paging && (
        <Pager
          label={LL.management.list.paging()}
          page={paging.current_page}
          pages={paging.total_page}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        >
          <span>{LL.management.list.total(fmt.count(paging.total_row))}</span>
        </Pager>
      )}
      {managerFor && <ManagerDialog partners={managerFor} current={0} onClose={() => setManagerFor(null)} />}
      {tagsFor && <TagsDialog partner={ref(tagsFor)} tags={tagsFor.tags} onClose={() => setTagsFor(null)} />}
      {inviting && <InviteToOfferDialog isOpen onOpenChange={(open) => !open && setInviting(null)} partnerId={inviting.id} />}
    </section>
  );
}
