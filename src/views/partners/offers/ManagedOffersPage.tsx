import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { managedOffersQuery } from '../../../api/tier-groups.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { ListKeysView } from '../../../commands/list-keys.ts';
import { OFFER_STATUS_IDS } from '../../../domain/offers/enums.ts';
import { routePath } from '../../../domain/routes.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { Pager } from '../../app/Pager.tsx';
import { Select } from '../../system/Select.tsx';
import { ListTable, type ListColumn } from '../../table/ListTable.tsx';
import { TextField } from '../../system/TextField.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import * as css from '../tier-groups/tier-groups.css.ts';

const ANY = 0;
const COUNT_COLUMNS = ['working', 'pending', 'total'] as const;

/**
 * /management/offers (issue 16 item 2; docs/decisions/052): the brand's offers with their partner
 * counts in the user's partner scope — working, pending applications and invitations, total — 20 a
 * page, filtered by search and status (applied with the toolbar's form). j / k move the current row,
 * Enter opens the offer's partners.
 */
export function ManagedOffersPage() {
  const { LL } = useI18n();
  const t = LL.tierGroups.offers;
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState({ search: '', status: ANY });
  const [applied, setApplied] = useState({ search: '', status: ANY });
  const [page, setPage] = useState(1);
  const [current, setCurrent] = useState(0);
  const list = useQuery(managedOffersQuery({ page, search: applied.search || undefined, status: applied.status || undefined }));
  const items = list.data?.items ?? [];
  const paging = list.data?.paging;
  const active = items[Math.min(current, items.length - 1)];
  const detailPath = (id: number) => routePath('managementOfferDetail', { id });

  const keys: ListKeysView = {
    rows: items.length,
    move: (step) => setCurrent((c) => Math.max(0, Math.min(items.length - 1, c + step))),
    // the list has no selection of several rows: x does what Enter does not need to
    toggle: () => undefined,
    open: () => active && navigate(detailPath(active.id)),
  };
  useViewCommands(viewCommands.managedOfferKeys, keys);

  const applyFilters = () => {
    setApplied({ search: draft.search.trim(), status: draft.status });
    setPage(1);
    setCurrent(0);
  };
  // Apply is the face of its command (decision 098); Enter in the bar submits the form, the same
  useViewCommands(viewCommands.managedOffers, { applyFilters });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    applyFilters();
  };
  const statusOptions = [
    { id: ANY, label: t.anyStatus() },
    ...OFFER_STATUS_IDS.map((id) => ({ id, label: LL.offers.status[String(id) as '1']() })),
  ];

  return (
    <section className={css.page} aria-labelledby="managed-offers-title">
      <h1 id="managed-offers-title">{t.title()}</h1>
      <p className={css.intro}>{t.counts()}</p>
      <Toolbar
        onSubmit={apply}
        filters={
          <>
            <TextField
              label={t.search()}
              type="search"
              maxLength={128}
              value={draft.search}
              onChange={(search) => setDraft({ ...draft, search })}
            />
            <Select
              label={t.status()}
              options={statusOptions}
              selectedKey={draft.status}
              onSelectionChange={(k) => setDraft({ ...draft, status: Number(k) })}
            />
          </>
        }
        actions={
          <CommandButton tone="primary" command="managementOffers.applyFilters">
            {t.apply()}
          </CommandButton>
        }
      />
      {list.isError && <p role="alert">{LL.errors.somethingWentWrong()}</p>}
      {list.isSuccess && items.length === 0 && <p>{t.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="managed-offers-title"
          label={t.listLabel()}
          rows={items}
          rowKey={(o) => o.id}
          rowAttributes={(o) => ({ 'aria-current': o.id === active?.id })}
          columns={[
            { key: 'id', label: t.columns.id(), role: 'figure', priority: 3, value: (o) => o.id },
            {
              key: 'name',
              label: t.columns.name(),
              role: 'name',
              title: (o) => o.name,
              cell: (o) => <Link href={detailPath(o.id)}>{o.name}</Link>,
            },
            { key: 'status', label: t.columns.status(), role: 'status', value: (o) => LL.offers.status[String(o.status) as '1']() },
            ...COUNT_COLUMNS.map((c, i): ListColumn<(typeof items)[number]> => ({
              key: c,
              label: t.columns[c](),
              role: 'figure',
              // the first counts matter most; the rest give way on a narrow screen
              priority: i < 2 ? 2 : 3,
              value: (o) => o[c],
            })),
          ]}
        />
      )}
      {paging && paging.total_page > 1 && (
        <Pager label={t.listLabel()} page={paging.current_page} pages={paging.total_page} onPage={setPage} />
      )}
    </section>
  );
}
