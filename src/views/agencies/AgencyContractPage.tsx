import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useFollowedState } from '../app/useFollowedState.ts';
import { agencyContractQuery, agencyContractsQuery } from '../../api/agency-contracts.ts';
import type { AgencyContractsView } from '../../commands/agencies.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import type { ListKeysView } from '../../commands/list-keys.ts';
import type { AgencyContractRow } from '../../domain/agencies/contract.ts';
import { AGENCY_CONTRACT_STATUSES, type AgencyBrandAction, type AgencyContractStatus } from '../../domain/agencies/enums.ts';
import { can, LEVEL } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Pager } from '../app/Pager.tsx';
import { useShellSession } from '../app/runtime.tsx';
import { ANY, choiceFilter, ListFilters, type Choice } from '../app/ListFilters.tsx';
import { useFormat } from '../app/useFormat.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { ListTable } from '../table/ListTable.tsx';
import { AgencyContractDetail } from './AgencyContractDetail.tsx';
import { AgencyActionDialog, AgencyContractFormDialog, useAgencyWrite } from './AgencyContractDialogs.tsx';
import * as css from './agencies.css.ts';
import { selectableRow } from '../table/selectable-row.ts';

const LIMIT = 25;
type Open = { kind: 'create' } | { kind: 'edit' } | { kind: 'cancel' } | { kind: 'terminate' } | null;

/**
 * /management/agency-contract (issue 25 item 2; decision 076): the brand's agency contracts, searched
 * by contract id or agency id (a notification lands here with ?search=<id>; the palette with
 * &contract=<id>) and filtered by status; the selected contract's detail below with the actions its
 * status allows. Rows are one tab stop (j / k or arrows move, x / Enter open the detail); every action
 * is also a palette command on the selected contract (src/commands/agencies.ts).
 */
export function AgencyContractPage() {
  const { LL } = useI18n();
  const t = LL.agencies;
  const fmt = useFormat();
  const { access } = useShellSession();
  const mayWrite = access !== null && can(access, 'management', LEVEL.full);
  const params = new URLSearchParams(useSearch());
  // a later ?search= or ?contract= (a notification opened while the page is on screen) is followed
  const [page, setPage] = useState(1);
  const [search, setSearch] = useFollowedState(params.get('search') ?? '', () => setPage(1));
  const [status, setStatus] = useState<Choice<AgencyContractStatus>>(ANY);
  const [selectedId, setSelectedId] = useFollowedState<number | null>(Number(params.get('contract')) || null);
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery(
    agencyContractsQuery({ page, limit: LIMIT, search: search.trim() || undefined, status: status === ANY ? undefined : status }),
  );
  const items = list.data?.items ?? [];
  const selectedRow = items.find((c) => c.id === selectedId) ?? items[0] ?? null;
  const detail = useQuery({ ...agencyContractQuery(selectedRow?.id ?? 0), enabled: selectedRow !== null });
  const contract = detail.data && detail.data.id === selectedRow?.id ? detail.data : null;
  const { run, calls } = useAgencyWrite();
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);

  const act = (action: AgencyBrandAction) => {
    if (!contract) return;
    if (action === 'cancel' || action === 'terminate') return setOpen({ kind: action });
    void run(
      () => calls.act(contract.id, action),
      () => t.done[action](),
    );
  };
  const select = (c: AgencyContractRow | undefined, focus = false) => {
    if (!c) return;
    setSelectedId(c.id);
    if (focus) rows.current[items.indexOf(c)]?.focus();
  };
  const move = (step: 1 | -1) => {
    const index = selectedRow ? items.indexOf(selectedRow) : -1;
    select(items[Math.max(0, Math.min(items.length - 1, index + step))], true);
  };
  const view: AgencyContractsView = {
    selected: selectedRow ? { id: selectedRow.id, agency: selectedRow.agency.name, status: selectedRow.status } : null,
    openCreate: () => setOpen({ kind: 'create' }),
    openEdit: () => setOpen({ kind: 'edit' }),
    act,
  };
  useViewCommands(viewCommands.agencyContracts, view);
  const keys: ListKeysView = {
    rows: items.length,
    move,
    toggle: () => document.getElementById('agency-contract-detail')?.scrollIntoView(),
    open: () => document.getElementById('agency-contract-detail')?.scrollIntoView(),
  };
  useViewCommands(viewCommands.agencyContractKeys, keys);

  const fee = (c: AgencyContractRow) =>
    [
      c.retainer_fee !== null ? fmt.money(c.retainer_fee) : null,
      c.performance_fee_percent !== null ? t.feeSummary.performance({ percent: fmt.number(c.performance_fee_percent, 2) }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
  return (
    <section className={css.page} aria-labelledby="agency-contract-title">
      <h1 id="agency-contract-title">{t.title()}</h1>
      <p className={css.intro}>{t.intro()}</p>
      <ListFilters
        searchLabel={t.search()}
        search={search}
        onSearch={setSearch}
        choices={[
          choiceFilter<AgencyContractStatus>({
            key: 'status',
            label: t.statusFilter(),
            anyLabel: t.anyStatus(),
            value: status,
            values: AGENCY_CONTRACT_STATUSES,
            labelOf: (v) => t.status[v](),
            onChange: setStatus,
          }),
        ]}
        onFiltered={() => setPage(1)}
        actions={
          mayWrite ? (
            <CommandButton tone="primary" command="agencyContracts.create">
              {t.actions.create()}
            </CommandButton>
          ) : undefined
        }
      />
      {list.isError && <p role="alert">{LL.errors.somethingWentWrong()}</p>}
      {list.isSuccess && items.length === 0 && <p className={css.muted}>{t.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="agency-contract-title"
          label={t.listLabel()}
          rows={items}
          rowKey={(c) => c.id}
          isSelected={(c) => c.id === selectedRow?.id}
          rowAttributes={(c, index) => selectableRow(rows, index, selectedRow?.id === c.id, () => setSelectedId(c.id))}
          columns={[
            {
              key: 'id',
              label: t.columns.id(),
              role: 'select',
              cell: (c) => (
                <label className={css.pick}>
                  <input
                    type="radio"
                    name="agency-contract-selected"
                    aria-label={t.selectContract({ id: c.id, agency: c.agency.name })}
                    checked={c.id === selectedRow?.id}
                    onChange={() => setSelectedId(c.id)}
                  />
                  {c.id}
                </label>
              ),
            },
            { key: 'agency', label: t.columns.agency(), role: 'name', value: (c) => c.agency.name, title: (c) => c.agency.name },
            { key: 'fee', label: t.columns.fee(), priority: 2, value: fee },
            {
              key: 'period',
              label: t.columns.period(),
              priority: 3,
              value: (c) => t.period({ start: fmt.date(c.start_at), end: c.end_at ? fmt.date(c.end_at) : t.openEnded() }),
            },
            { key: 'status', label: t.columns.status(), role: 'status', value: (c) => t.status[c.status]() },
          ]}
        />
      )}
      {list.data && list.data.paging.total_page > 1 && (
        <Pager label={t.listLabel()} page={page} pages={list.data.paging.total_page} onPage={setPage} />
      )}
      {contract && <AgencyContractDetail contract={contract} mayAct={mayWrite} />}
      {(open?.kind === 'create' || (open?.kind === 'edit' && contract)) && (
        <AgencyContractFormDialog
          contract={open.kind === 'edit' ? contract : null}
          onClose={(made) => {
            setOpen(null);
            if (made) setSelectedId(made.id);
          }}
        />
      )}
      {(open?.kind === 'cancel' || open?.kind === 'terminate') && contract && (
        <AgencyActionDialog contract={contract} action={open.kind} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
