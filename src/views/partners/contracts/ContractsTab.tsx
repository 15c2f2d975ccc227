import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractCalls, contractKeys, contractListQuery, contractRefusalOf } from '../../../api/partner-contracts.ts';
import type { ContractListView } from '../../../commands/partner-contracts.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { CONTRACT_PAGE_SIZE, CONTRACT_STATUSES, type ContractAction, type ContractStatus } from '../../../domain/partners/enums.ts';
import type { ContractRow } from '../../../domain/partners/contracts.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { partnerContractActions } from '../../../machines/partner-contract.ts';
import { CommandButton, RowCommandButton } from '../../app/CommandButton.tsx';
import { Pager } from '../../app/Pager.tsx';
import { useShellSession } from '../../app/runtime.tsx';
import { chip, useFilterFold } from '../../app/useFilterFold.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useLiveRefresh } from '../../app/useLiveRefresh.ts';
import { PARTNER_CONTRACT_CHANGED } from '../../../domain/notifications/events.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { OfferFilterPicker, PartnerFilterPicker } from '../../pickers/EntityPickers.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { Toolbar } from '../../system/Toolbar.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import { ContractDetailDialog } from './ContractDetailDialog.tsx';
import { DrawUpDialog } from './DrawUpDialog.tsx';
import * as css from './contracts.css.ts';

const ALL = 'all';

/**
 * The partner-contract screen's Contracts tab (issue 25; decision 074): the brand's contracts, searched
 * by contract, application or invitation id or a name, filtered by status, offer and partner. A row is
 * selected with its radio (the palette's contract actions act on it), opens its detail, and shows the
 * actions the machine allows it now. `openId` (the page's ?id=) opens a contract's detail at once.
 */
export function ContractsTab({ openId }: { openId: number | null }) {
  const { LL } = useI18n();
  const t = LL.partnerContracts;
  const words = LL.partners.contract;
  const fmt = useFormat();
  const client = useQueryClient();
  const { access } = useShellSession();
  const mayAct = access !== null && can(access, 'management', LEVEL.full);
  // the partner's answer and the clock's expiry arrive live: the list and an open detail refetch
  useLiveRefresh(PARTNER_CONTRACT_CHANGED, contractKeys.all);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContractStatus | typeof ALL>(ALL);
  const [offer, setOffer] = useState<number[]>([]);
  const [partner, setPartner] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [detailId, setDetailId] = useState<number | null>(openId);
  // a later ?id= (the palette's "Find partner contract…" run on this page) opens that contract too
  const [seenOpenId, setSeenOpenId] = useState(openId);
  if (seenOpenId !== openId) {
    setSeenOpenId(openId);
    if (openId !== null) setDetailId(openId);
  }
  const [drawingUp, setDrawingUp] = useState(false);
  const { data } = useQuery(
    contractListQuery({
      page,
      limit: CONTRACT_PAGE_SIZE,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(status === ALL ? {} : { status }),
      ...(offer[0] ? { offer_id: offer[0] } : {}),
      ...(partner[0] ? { partner_id: partner[0] } : {}),
    }),
  );
  const items = data?.items ?? [];
  const paging = data?.paging;
  /** a filter change starts again at page 1 */
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const selected = items.find((c) => c.id === selectedId) ?? null;

  const act = (c: ContractRow, action: ContractAction) => {
    contractCalls(client)
      .change(c.id, action)
      .then(async (after) => {
        showToast({ tone: 'success', title: t.changed({ id: after.id, status: words.status[after.status]() }) });
        await contractCalls(client).refresh();
      })
      .catch((error: unknown) => {
        const code = contractRefusalOf(error);
        showToast({ tone: 'error', title: code ? LL.partners.refusals[code]() : LL.errors.internal() });
      });
  };
  useViewCommands<ContractListView>(viewCommands.contractList, {
    selected,
    drawUp: mayAct ? () => setDrawingUp(true) : null,
    open: () => selected && setDetailId(selected.id),
    act: (action) => selected && act(selected, action),
  });

  const fold = useFilterFold([
    chip('search', t.search(), search.trim(), () => filter(setSearch)('')),
    chip('status', t.status(), status === ALL ? null : words.status[status](), () => filter(setStatus)(ALL)),
    chip('offer', t.offer(), offer[0] ? String(offer[0]) : null, () => filter(setOffer)([])),
    chip('partner', t.partner(), partner[0] ? String(partner[0]) : null, () => filter(setPartner)([])),
  ]);
  return (
    <div className={css.tab}>
      <Toolbar
        role="search"
        aria-label={t.search()}
        fold={fold}
        filters={
          <>
            <TextField label={t.search()} value={search} onChange={filter(setSearch)} />
            <Select
              label={t.status()}
              selectedKey={status}
              onSelectionChange={(key) => filter(setStatus)(key as ContractStatus | typeof ALL)}
              options={[{ id: ALL, label: t.allStatuses() }, ...CONTRACT_STATUSES.map((s) => ({ id: s, label: words.status[s]() }))]}
            />
            <OfferFilterPicker value={offer} onChange={filter(setOffer)} />
            <PartnerFilterPicker value={partner} onChange={filter(setPartner)} />
          </>
        }
        status={selected ? t.selected({ id: selected.id }) : undefined}
        actions={
          <CommandButton tone="primary" command="partnerContracts.drawUp">
            {t.drawUp()}
          </CommandButton>
        }
      />
      {items.length === 0 ? (
        <p className={css.muted}>{t.none()}</p>
      ) : (
        <ListTable
          label={t.tab()}
          rows={items}
          rowKey={(c) => c.id}
          isSelected={(c) => c.id === selectedId}
          rowAttributes={(c) => ({ 'aria-current': c.id === selectedId ? 'true' : undefined })}
          columns={[
            {
              key: 'id',
              label: t.colId(),
              role: 'select',
              cell: (c) => (
                <label className={css.pick}>
                  <input type="radio" name="contract-selected" checked={c.id === selectedId} onChange={() => setSelectedId(c.id)} />
                  {c.id}
                </label>
              ),
            },
            { key: 'partner', label: t.colPartner(), role: 'name', value: (c) => c.partner_name },
            { key: 'offer', label: t.colOffer(), priority: 2, value: (c) => c.offer_name },
            { key: 'status', label: t.colStatus(), role: 'status', value: (c) => words.status[c.status]() },
            { key: 'requested', label: t.colRequested(), priority: 3, value: (c) => fmt.dateTime(c.requested_at) },
            {
              key: 'contractDate',
              label: t.colContractDate(),
              priority: 3,
              value: (c) => (c.contract_date ? fmt.dateTime(c.contract_date) : '—'),
            },
            {
              key: 'actions',
              label: t.colActions(),
              role: 'actions',
              cell: (c) => (
                <span className={css.actions}>
                  {/* each the row's own face of the palette's command on the selected contract (decision 098) */}
                  <RowCommandButton
                    command="partnerContracts.open"
                    size="sm"
                    hint={`${c.id} ${c.partner_name}`}
                    onPress={() => setDetailId(c.id)}
                  >
                    {t.open()}
                  </RowCommandButton>
                  {mayAct &&
                    partnerContractActions(c.status).map((action) => (
                      <RowCommandButton
                        key={action}
                        command={`partnerContracts.${action}`}
                        size="sm"
                        hint={`${c.id} ${c.partner_name}`}
                        onPress={() => act(c, action)}
                      >
                        {words.actions[action]()}
                      </RowCommandButton>
                    ))}
                </span>
              ),
            },
          ]}
        />
      )}
      {paging && paging.total_page > 1 && <Pager label={t.pager()} page={paging.current_page} pages={paging.total_page} onPage={setPage} />}
      {detailId !== null && (
        <ContractDetailDialog
          contractId={detailId}
          row={items.find((c) => c.id === detailId) ?? null}
          mayAct={mayAct}
          onClose={() => setDetailId(null)}
        />
      )}
      {drawingUp && <DrawUpDialog onClose={() => setDrawingUp(false)} />}
    </div>
  );
}
