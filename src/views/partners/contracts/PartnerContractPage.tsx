import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useFollowedState } from '../../app/useFollowedState.ts';
import { invitationCalls, invitationListQuery, invitationRefusalOf } from '../../../api/invitations.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { InvitationListView } from '../../../commands/invitations.ts';
import {
  INVITATION_PAGE_SIZE,
  INVITATION_STATUSES,
  type InvitationBrandAction,
  type InvitationStatus,
} from '../../../domain/partners/invitation-enums.ts';
import type { InvitationDto } from '../../../domain/partners/invitations.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { chip, useFilterFold } from '../../app/useFilterFold.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { Select } from '../../system/Select.tsx';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { Toolbar } from '../../system/Toolbar.tsx';
import * as css from './contracts.css.ts';
import { ContractsTab } from './ContractsTab.tsx';
import { InvitationTable } from './InvitationTable.tsx';

type Tab = 'applications' | 'invitations' | 'contracts';
const ALL = 'all';

/**
 * /management/partner-contract: applications and invitations (issue 16 item 4; decision 054), a tab
 * each, searched by id (a notification's click target lands here with ?search=<id>) or partner, and
 * filtered by status. The brand approves or rejects a pending application and re-invites a partner who
 * declined, from the row or the palette (on the selected row), as the chart allows. The Contracts tab
 * (issue 25, decision 074) lists, draws up and runs the partner contracts themselves, with its own filters.
 */
export function PartnerContractPage() {
  const { LL } = useI18n();
  const t = LL.invitations;
  const client = useQueryClient();
  const { access } = useShellSession();
  const mayAct = access !== null && can(access, 'management', LEVEL.full);
  const params = new URLSearchParams(useSearch());
  const initial = params.get('search') ?? '';
  // ?id=<contract id> opens that contract's detail on the Contracts tab (decision 074)
  const openId = /^\d{1,15}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const [tab, setTab] = useState<Tab>(openId === null ? 'applications' : 'contracts');
  // a later ?id= on this page (the palette's "Find partner contract…") shows the Contracts tab, which opens it
  const [seenOpenId, setSeenOpenId] = useState(openId);
  if (seenOpenId !== openId) {
    setSeenOpenId(openId);
    if (openId !== null) setTab('contracts');
  }
  // a later ?search= (a notification opened while the page is on screen) searches again
  const [search, setSearch] = useFollowedState(initial);
  const [status, setStatus] = useState<InvitationStatus | typeof ALL>(ALL);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // a search by id shows the record in whichever tab holds it: both tabs ask with the same search
  // the Contracts tab asks for its own list; the invitation query stays on the last record tab
  const kind = tab === 'contracts' ? 'applications' : tab;
  const query = invitationListQuery({
    page: 1,
    limit: INVITATION_PAGE_SIZE,
    kind,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(status === ALL ? {} : { status }),
  });
  const { data } = useQuery(query);
  const items = data?.items ?? [];
  const selected = items.find((i) => i.id === selectedId) ?? null;

  const act = (item: InvitationDto, action: InvitationBrandAction) => {
    invitationCalls(client)
      .change(item.id, action)
      .then((after) => {
        showToast({ tone: 'success', title: t.changed({ id: after.id, status: t.statuses[after.status]() }) });
        return invitationCalls(client).refresh();
      })
      .catch((error: unknown) => {
        const code = invitationRefusalOf(error);
        showToast({ tone: 'error', title: code ? t.refusals[code]() : LL.errors.internal() });
      });
  };
  useViewCommands<InvitationListView>(mayAct && tab !== 'contracts' ? viewCommands.invitationList : null, {
    selected,
    act: (action) => selected && act(selected, action),
  });

  const fold = useFilterFold([
    chip('search', t.search(), search.trim(), () => setSearch('')),
    chip('status', t.status(), status === ALL ? null : t.statuses[status](), () => setStatus(ALL)),
  ]);
  const table = (
    <InvitationTable label={t.tabs[kind]()} items={items} selectedId={selectedId} onSelect={setSelectedId} onAct={mayAct ? act : null} />
  );
  return (
    <section className={css.page} aria-labelledby="partner-contract-title">
      <h1 id="partner-contract-title">{t.title()}</h1>
      {tab !== 'contracts' && (
        <Toolbar
          role="search"
          aria-label={t.search()}
          fold={fold}
          filters={
            <>
              <TextField label={t.search()} value={search} onChange={setSearch} />
              <Select
                label={t.status()}
                selectedKey={status}
                onSelectionChange={(key) => setStatus(key as InvitationStatus | typeof ALL)}
                options={[{ id: ALL, label: t.allStatuses() }, ...INVITATION_STATUSES.map((s) => ({ id: s, label: t.statuses[s]() }))]}
              />
            </>
          }
          status={selected ? t.selected({ id: selected.id }) : undefined}
        />
      )}
      <CommandTabs
        name="partnerContract"
        label={t.title()}
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key as Tab);
          setSelectedId(null);
        }}
        items={[
          { id: 'applications', label: t.tabs.applications(), content: table },
          { id: 'invitations', label: t.tabs.invitations(), content: table },
          { id: 'contracts', label: LL.partnerContracts.tab(), content: <ContractsTab openId={openId} /> },
        ]}
      />
    </section>
  );
}
