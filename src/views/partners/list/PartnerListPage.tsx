import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { downloadPartnerList, managementListQuery, managerOptionsQuery, type PartnerListParams } from '../../../api/partners.ts';
import { tierGroupsQuery } from '../../../api/tier-groups.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { listTargets, partnerInviteRefusal, type PartnerListView, type PartnerRef } from '../../../commands/partners.ts';
import { PARTNER_PAGE_SIZE, type PartnerRow, type PartnerSort } from '../../../domain/partners/contract.ts';
import { ORGANIZATION_TYPES } from '../../../domain/reference/data/partners.ts';
import { partnerRelation } from '../../../domain/partners/relation.ts';
import { relationPhrase } from '../../../i18n/partner-relation.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { InviteToOfferDialog } from '../../pickers/InviteToOfferDialog.tsx';
import { Button } from '../../system/Button.tsx';
import { Pager } from '../../app/Pager.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { DatePicker } from '../../system/DatePicker.tsx';
import { Select } from '../../system/Select.tsx';
import { TableScroll } from '../../system/TableScroll.tsx';
import { TextField } from '../../system/TextField.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { saveBlob } from '../../table/export.ts';
import { ManagerDialog, TagsDialog } from '../shared/PartnerDialogs.tsx';
import * as css from '../shared/partners.css.ts';
import { usePartnerActions } from '../shared/usePartnerActions.ts';

const ref = (r: PartnerRow): PartnerRef => ({ id: r.id, name: r.display_name, working_mode: r.working_mode });
const MODES = ['0', '1', '2', '3'] as const;

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
  // the filters' choices: who may manage partners ("not assigned" first) and the brand's tier groups
  const managers = useQuery(managerOptionsQuery());
  const tierGroups = useQuery(tierGroupsQuery());
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

  const sortHead = (key: PartnerSort, label: string, numeric = false) => {
    const on = (query.sort ?? 'joined_at') === key;
    const dir = query.order ?? 'desc';
    return (
      <th scope="col" className={numeric ? css.numeric : css.cell} aria-sort={on ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className={css.headButton}
          onClick={() => filter({ sort: key, order: on && dir === 'desc' ? 'asc' : 'desc' })}
        >
          {label}
        </button>
      </th>
    );
  };
  const orgType = (id: number) => ORGANIZATION_TYPES.find((t) => t.id === id);
  const pageIds = rows.map((r) => r.id);
  return (
    <section className={css.page} aria-labelledby="partners-title">
      <Toolbar
        actions={
          <>
            <Button tone="secondary" onPress={() => exportFile('csv')}>
              {LL.management.list.exportCsv()}
            </Button>
            <Button tone="secondary" onPress={() => exportFile('xlsx')}>
              {LL.management.list.exportXlsx()}
            </Button>
          </>
        }
        status={<h1 id="partners-title">{LL.management.list.title()}</h1>}
      />
      <Toolbar
        role="search"
        aria-label={LL.management.list.title()}
        filters={
          <>
            <TextField
              label={LL.management.list.search()}
              defaultValue={initialSearch}
              maxLength={128}
              onChange={(v) => filter({ search: v.trim() || undefined })}
            />
            <Select
              label={LL.management.list.workingMode()}
              options={[
                { id: 'any', label: LL.management.list.any() },
                ...MODES.map((m) => ({ id: m, label: LL.management.workingMode[m]() })),
              ]}
              selectedKey={query.working_mode === undefined ? 'any' : String(query.working_mode)}
              onSelectionChange={(k) => filter({ working_mode: k === 'any' ? undefined : Number(k) })}
            />
            <Select
              label={LL.management.list.manager()}
              options={[
                { id: 'any', label: LL.management.list.any() },
                ...(managers.data?.items ?? [{ id: 0, name: '', email: '' }]).map((o) => ({
                  id: String(o.id),
                  label: o.id === 0 ? LL.management.notAssigned() : o.name || o.email,
                })),
              ]}
              selectedKey={query.manager_id === undefined ? 'any' : String(query.manager_id)}
              onSelectionChange={(k) => filter({ manager_id: k === 'any' ? undefined : Number(k) })}
            />
            <Select
              label={LL.management.list.tierGroup()}
              options={[
                { id: 'any', label: LL.management.list.any() },
                ...(tierGroups.data?.items ?? []).map((g) => ({ id: String(g.id), label: g.name })),
              ]}
              selectedKey={query.tier_group_id === undefined ? 'any' : String(query.tier_group_id)}
              onSelectionChange={(k) => filter({ tier_group_id: k === 'any' ? undefined : Number(k) })}
            />
            <TextField label={LL.management.list.tag()} maxLength={50} onChange={(v) => filter({ tag: v.trim() || undefined })} />
            <DatePicker
              label={LL.management.list.joinedFrom()}
              value={query.joined_from ?? null}
              onChange={(v) => filter({ joined_from: v ?? undefined })}
            />
            <DatePicker
              label={LL.management.list.joinedTo()}
              value={query.joined_to ?? null}
              onChange={(v) => filter({ joined_to: v ?? undefined })}
            />
          </>
        }
      />
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
        <TableScroll labelledBy="partners-title">
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>
                  <Checkbox
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
                    <span className={css.hint}>{LL.management.list.selectAll()}</span>
                  </Checkbox>
                </th>
                {sortHead('id', LL.management.columns.id(), true)}
                {sortHead('display_name', LL.management.columns.displayName())}
                <th scope="col" className={css.cell}>
                  {LL.management.columns.name()}
                </th>
                <th scope="col" className={css.cell}>
                  {LL.management.columns.businessType()}
                </th>
                {sortHead('joined_at', LL.management.columns.joined())}
                <th scope="col" className={css.cell}>
                  {LL.management.columns.tierGroup()}
                </th>
                <th scope="col" className={css.cell}>
                  {LL.management.columns.workingMode()}
                </th>
                <th scope="col" className={css.cell}>
                  {LL.management.columns.manager()}
                </th>
                {sortHead('working_offer_count', LL.management.columns.offers(), true)}
                <th scope="col" className={css.cell}>
                  {LL.management.columns.tags()}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr
                  key={r.id}
                  className={css.row}
                  data-active={i === current}
                  data-selected={selected.has(r.id)}
                  onClick={() => setActive(i)}
                >
                  <td className={css.cell}>
                    <Checkbox
                      isSelected={selected.has(r.id)}
                      onChange={() => toggle(r)}
                      aria-label={LL.management.list.selectRow({ name: r.display_name })}
                    >
                      {null}
                    </Checkbox>
                  </td>
                  <td className={css.numeric}>{r.id}</td>
                  <td className={css.cell}>
                    <a href={`/management/partners/${r.id}`}>{r.display_name}</a>
                  </td>
                  <td className={css.cell}>{`${r.first_name} ${r.last_name}`.trim()}</td>
                  <td className={css.cell}>{orgType(r.organization_type_id)?.name[locale] ?? ''}</td>
                  <td className={css.cell}>{fmt.date(r.joined_at)}</td>
                  <td className={css.cell}>{r.tier_group?.name ?? LL.management.noTierGroup()}</td>
                  <td className={css.cell} data-relation={r.working_mode}>
                    {relationPhrase(LL, locale, partnerRelation(r), { withJoined: false, timeZone: fmt.timeZone })}
                  </td>
                  <td className={css.cell}>{r.manager?.name || r.manager?.email || LL.management.notAssigned()}</td>
                  <td className={css.numeric}>{`${fmt.number(r.working_offer_count)} / ${fmt.number(r.total_offer_count)}`}</td>
                  <td className={css.cell} lang="">
                    {r.tags.join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
