import { useQuery } from '@tanstack/react-query';
import { useLiveRefresh } from '../app/useLiveRefresh.ts';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { reviewStateQuery, TICKET_CHANGED, ticketKeys, ticketQuery, ticketsQuery } from '../../api/tickets.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import type { ListKeysView } from '../../commands/list-keys.ts';
import type { TicketsView } from '../../commands/tickets.ts';
import type { TicketRow } from '../../domain/tickets/contract.ts';
import {
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  type TicketBrandAction,
  type TicketCategory,
  type TicketStatus,
} from '../../domain/tickets/enums.ts';
import { can, LEVEL } from '../../domain/permissions.ts';
import { ticketActions, ticketOpen } from '../../machines/ticket.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Pager } from '../app/Pager.tsx';
import { useShellSession } from '../app/runtime.tsx';
import { ANY, choiceFilter, ListFilters, type Choice } from '../app/ListFilters.tsx';
import { useFormat } from '../app/useFormat.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { showToast } from '../system/toast-queue.ts';
import { ListTable } from '../table/ListTable.tsx';
import { selectableRow } from '../table/selectable-row.ts';
import { TicketConversation } from './TicketConversation.tsx';
import { CreateTicketDialog, ReplyDialog, ReviewDialog, useTicketWrite } from './TicketDialogs.tsx';
import * as css from './tickets.css.ts';

const LIMIT = 25;
const PATH = '/ticket';
type Open = 'create' | 'reply' | 'review' | null;

/** Refetches the tickets when the server says one changed (a reply of the support through the ops CLI). */
const useTicketsLive = (): void => useLiveRefresh(TICKET_CHANGED, ticketKeys.all);

/**
 * /ticket and /ticket?id=<id> (issue 28; decision 087): the brand's tickets, searched by id or title
 * and filtered by status and category; a ticket opens as its conversation with the reply, accept,
 * reopen and close the ticket machine allows. The support's replies arrive live. Every action is also
 * a palette command (src/commands/tickets.ts); all wait for the admin's approval (spec 1 §2).
 */
export function TicketPage() {
  const { LL } = useI18n();
  const t = LL.tickets;
  const fmt = useFormat();
  const [, navigate] = useLocation();
  const { access } = useShellSession();
  const approved = access?.isAdminApprove !== false;
  const mayWrite = approved && access !== null && can(access, 'ticket', LEVEL.full);
  const detailId = Number(new URLSearchParams(useSearch()).get('id')) || null;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Choice<TicketStatus>>(ANY);
  const [category, setCategory] = useState<Choice<TicketCategory>>(ANY);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>(null);
  useTicketsLive();
  const list = useQuery({
    ...ticketsQuery({
      page,
      limit: LIMIT,
      search: search.trim() || undefined,
      status: status === ANY ? undefined : status,
      category: category === ANY ? undefined : category,
    }),
    enabled: approved && detailId === null,
  });
  const detail = useQuery({ ...ticketQuery(detailId ?? 0), enabled: approved && detailId !== null });
  const review = useQuery({ ...reviewStateQuery(), enabled: approved });
  const ticket = detailId !== null && detail.data?.id === detailId ? detail.data : null;
  const items = list.data?.items ?? [];
  const selectedRow = items.find((p) => p.id === selectedId) ?? items[0] ?? null;
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const { run, calls } = useTicketWrite();
  const current = detailId !== null ? ticket : selectedRow;
  const openDetail = (id: number) => navigate(`${PATH}?id=${id}`);

  const act = (action: TicketBrandAction) => {
    if (!current) return;
    void run(
      () => calls.act(current.id, action),
      () => t.toast[action === 'accept' ? 'accepted' : action === 'reopen' ? 'reopened' : 'closed'](),
    ).then((failed) => {
      if (failed) showToast({ tone: 'error', title: failed.form ?? LL.errors.somethingWentWrong() });
    });
  };
  const view: TicketsView = {
    selected: current ? { id: current.id, title: current.title, status: current.status } : null,
    reviewBlockedUntil: review.data?.next_allowed_at ?? null,
    openCreate: () => setOpen('create'),
    openReply: () => {
      if (detailId === null && selectedRow) openDetail(selectedRow.id);
      setOpen('reply');
    },
    act,
    openReview: () => setOpen('review'),
  };
  useViewCommands(viewCommands.tickets, view);
  const select = (p: TicketRow | undefined, focus = false) => {
    if (!p) return;
    setSelectedId(p.id);
    if (focus) rows.current[items.indexOf(p)]?.focus();
  };
  const keys: ListKeysView = {
    rows: detailId === null ? items.length : 0,
    move: (step) => {
      const index = selectedRow ? items.indexOf(selectedRow) : -1;
      select(items[Math.max(0, Math.min(items.length - 1, index + step))], true);
    },
    toggle: () => selectedRow && select(selectedRow, true),
    open: () => selectedRow && openDetail(selectedRow.id),
  };
  useViewCommands(viewCommands.ticketKeys, keys);
  const dialogs = (
    <>
      {open === 'create' && (
        <CreateTicketDialog
          onClose={(made) => {
            setOpen(null);
            if (made) openDetail(made.id);
          }}
        />
      )}
      {open === 'reply' && ticket && <ReplyDialog ticket={ticket} onClose={() => setOpen(null)} />}
      {open === 'review' && <ReviewDialog state={review.data} onClose={() => setOpen(null)} />}
    </>
  );
  // every button is the face of its palette command (decision 097): shown, enabled and explained by it
  const reviewButton = (
    <CommandButton tone="secondary" command="tickets.review">
      {t.actions.review()}
    </CommandButton>
  );

  if (!approved) {
    return (
      <section className={css.page} aria-labelledby="ticket-title">
        <h1 id="ticket-title">{t.title()}</h1>
        <p className={css.muted}>{t.refusals.onboarding_not_approved()}</p>
      </section>
    );
  }

  if (detailId !== null) {
    return (
      <section className={css.page} aria-labelledby="ticket-title">
        <p>
          <a href={PATH} data-command="nav.ticket" onClick={(e) => (e.preventDefault(), navigate(PATH))}>
            {t.back()}
          </a>
        </p>
        <h1 id="ticket-title">{ticket ? `#${ticket.id} ${ticket.title}` : t.title()}</h1>
        {detail.isError && <p role="alert">{t.notFound()}</p>}
        {ticket && (
          <>
            <p className={css.intro} data-testid="ticket-status">
              {t.status[ticket.status]()} · {t.category[ticket.category]()} · {fmt.dateTime(ticket.created_at)}
            </p>
            {mayWrite && (
              <div className={css.actions}>
                {ticketOpen(ticket.status) && (
                  <CommandButton tone="primary" command="tickets.reply">
                    {t.actions.reply()}
                  </CommandButton>
                )}
                {ticketActions(ticket.status).map((a) => (
                  <CommandButton key={a} tone="secondary" command={`tickets.${a}`}>
                    {t.actions[a]()}
                  </CommandButton>
                ))}
              </div>
            )}
            <TicketConversation ticket={ticket} />
          </>
        )}
        {dialogs}
      </section>
    );
  }

  return (
    <section className={css.page} aria-labelledby="ticket-title">
      <h1 id="ticket-title">{t.title()}</h1>
      <p className={css.intro}>{t.intro()}</p>
      <ListFilters
        searchLabel={t.search()}
        search={search}
        onSearch={setSearch}
        choices={[
          choiceFilter<TicketStatus>({
            key: 'status',
            label: t.statusFilter(),
            anyLabel: t.anyStatus(),
            value: status,
            values: TICKET_STATUSES,
            labelOf: (v) => t.status[v](),
            onChange: setStatus,
          }),
          choiceFilter<TicketCategory>({
            key: 'category',
            label: t.categoryFilter(),
            anyLabel: t.anyCategory(),
            value: category,
            values: TICKET_CATEGORIES,
            labelOf: (v) => t.category[v](),
            onChange: setCategory,
          }),
        ]}
        onFiltered={() => setPage(1)}
        actions={
          mayWrite ? (
            <>
              {reviewButton}
              <CommandButton tone="primary" command="tickets.create">
                {t.actions.create()}
              </CommandButton>
            </>
          ) : undefined
        }
      />
      {review.data?.next_allowed_at && <p className={css.muted}>{t.review.nextAllowed({ date: fmt.date(review.data.next_allowed_at) })}</p>}
      {list.isError && <p role="alert">{LL.errors.somethingWentWrong()}</p>}
      {list.isSuccess && items.length === 0 && <p className={css.muted}>{t.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="ticket-title"
          label={t.listLabel()}
          rows={items}
          rowKey={(p) => p.id}
          isSelected={(p) => p.id === selectedRow?.id}
          rowAttributes={(p, index) => selectableRow(rows, index, selectedRow?.id === p.id, () => setSelectedId(p.id))}
          columns={[
            {
              key: 'id',
              label: t.columns.id(),
              role: 'select',
              cell: (p) => (
                <label className={css.pick}>
                  <input
                    type="radio"
                    name="ticket-selected"
                    aria-label={t.selectTicket({ id: p.id, title: p.title })}
                    checked={p.id === selectedRow?.id}
                    onChange={() => setSelectedId(p.id)}
                  />
                  {p.id}
                </label>
              ),
            },
            {
              key: 'title',
              label: t.columns.title(),
              role: 'name',
              cell: (p) => (
                <a href={`${PATH}?id=${p.id}`} onClick={(e) => (e.preventDefault(), openDetail(p.id))}>
                  {p.title}
                </a>
              ),
              value: (p) => p.title,
              title: (p) => p.title,
            },
            { key: 'category', label: t.columns.category(), priority: 2, value: (p) => t.category[p.category]() },
            { key: 'author', label: t.columns.author(), priority: 3, value: (p) => p.author },
            { key: 'messages', label: t.columns.messages(), priority: 3, value: (p) => fmt.number(p.messages, 0) },
            { key: 'updated', label: t.columns.updated(), priority: 2, value: (p) => fmt.dateTime(p.updated_at) },
            { key: 'status', label: t.columns.status(), role: 'status', value: (p) => t.status[p.status]() },
          ]}
        />
      )}
      {list.data && list.data.paging.total_page > 1 && (
        <Pager label={t.listLabel()} page={page} pages={list.data.paging.total_page} onPage={setPage} />
      )}
      {dialogs}
    </section>
  );
}
