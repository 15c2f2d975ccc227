import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { downloadCodeImage, programQuery, programsQuery, promoCodeQuery } from '../../api/discounts.ts';
import type { DiscountProgramsView } from '../../commands/discounts.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import type { ListKeysView } from '../../commands/list-keys.ts';
import type { ProgramRow } from '../../domain/discounts/contract.ts';
import { PROGRAM_STATUSES, type CodeFormat, type ImageType, type ProgramStatus } from '../../domain/discounts/enums.ts';
import { can, LEVEL } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Pager } from '../app/Pager.tsx';
import { useShellSession } from '../app/runtime.tsx';
import { ANY, choiceFilter, ListFilters, type Choice } from '../app/ListFilters.tsx';
import { useFormat } from '../app/useFormat.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { showToast } from '../system/toast-queue.ts';
import { ListTable } from '../table/ListTable.tsx';
import { saveBlob } from '../table/export.ts';
import { DETAIL_TABS, ProgramDetail, useDiscountText, type DetailTab } from './ProgramDetail.tsx';
import { AddCodesDialog, ProgramFormDialog, useDiscountWrite } from './ProgramDialogs.tsx';
import * as css from './discounts.css.ts';
import { selectableRow } from '../table/selectable-row.ts';

const LIMIT = 25;
const PATH = '/offers/discount-program';
type Open = 'create' | 'edit' | 'codes' | null;

/**
 * /offers/discount-program (issue 26 item 4; decision 082): the brand's discount programs with
 * progress, usage and clicks, searched by id or name and filtered by status; `?screenType=detail&
 * programId=<id>&tabActived=<1|2|3>` opens a program (spec 2 §2) on its overview, promo codes or
 * partner requests. Every action is also a palette command on the selected program and code
 * (src/commands/discounts.ts).
 */
export function DiscountProgramPage() {
  const { LL } = useI18n();
  const t = LL.discounts;
  const fmt = useFormat();
  const discount = useDiscountText();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const { access } = useShellSession();
  const mayWrite = access !== null && can(access, 'offers', LEVEL.full);
  const params = new URLSearchParams(useSearch());
  const detailId = params.get('screenType') === 'detail' ? Number(params.get('programId')) || null : null;
  const tabParam = params.get('tabActived') ?? '1';
  const tab: DetailTab = (DETAIL_TABS as readonly string[]).includes(tabParam) ? (tabParam as DetailTab) : '1';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Choice<ProgramStatus>>(ANY);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [code, setCode] = useState<{ id: number; code: string } | null>(null);
  const [open, setOpen] = useState<Open>(null);
  // the palette's "Find promo code…" lands here with ?promoCode=<id>: open its program on the codes tab, the code selected
  const codeParam = Number(params.get('promoCode')) || null;
  const found = useQuery({ ...promoCodeQuery(codeParam ?? 0), enabled: codeParam !== null });
  useEffect(() => {
    if (!found.data || codeParam === null) return;
    setCode({ id: found.data.id, code: found.data.code });
    navigate(`${PATH}?screenType=detail&tabActived=2&programId=${found.data.program_id}`, { replace: true });
  }, [found.data, codeParam, navigate]);
  const list = useQuery({
    ...programsQuery({ page, limit: LIMIT, search: search.trim() || undefined, status: status === ANY ? undefined : status }),
    enabled: detailId === null,
  });
  const detail = useQuery({ ...programQuery(detailId ?? 0), enabled: detailId !== null });
  const program = detailId !== null && detail.data?.id === detailId ? detail.data : null;
  const items = list.data?.items ?? [];
  const selectedRow = items.find((p) => p.id === selectedId) ?? items[0] ?? null;
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const { run, calls } = useDiscountWrite();

  const openDetail = (id: number, toTab: DetailTab = '1') => navigate(`${PATH}?screenType=detail&tabActived=${toTab}&programId=${id}`);
  const current = detailId !== null ? program : selectedRow;
  const changeStatus = (next: ProgramStatus) => {
    if (!current) return;
    void run(
      () => calls.setStatus(current.id, next),
      () => (next === 'active' ? t.done.activate() : t.done.deactivate()),
    ).then((failed) => {
      // a refusal (an ended program, spec 2 §4) is said in the user's language
      if (failed) showToast({ tone: 'error', title: failed.form ?? Object.values(failed.fields)[0] ?? LL.errors.somethingWentWrong() });
    });
  };
  const download = async (format: CodeFormat, type: ImageType) => {
    if (!code) return;
    try {
      const file = await downloadCodeImage(client, code.id, format, type);
      const name = file.filename ?? `${code.code}-${format}.${type}`;
      saveBlob(file.blob, name);
      showToast({ tone: 'success', title: t.codes.downloaded({ file: name }) });
    } catch {
      showToast({ tone: 'error', title: LL.errors.somethingWentWrong() });
    }
  };
  const view: DiscountProgramsView = {
    selected: current ? { id: current.id, name: current.name, status: current.status, end_at: current.end_at } : null,
    selectedCode: detailId !== null && tab === '2' ? code : null,
    openCreate: () => setOpen('create'),
    openEdit: () => {
      if (detailId === null && selectedRow) openDetail(selectedRow.id);
      setOpen('edit');
    },
    setStatus: changeStatus,
    openAddCodes: () => {
      if (detailId === null && selectedRow) openDetail(selectedRow.id, '2');
      else if (detailId !== null && tab !== '2') openDetail(detailId, '2');
      setOpen('codes');
    },
    download: (format, type) => void download(format, type),
  };
  useViewCommands(viewCommands.discountPrograms, view);
  const select = (p: ProgramRow | undefined, focus = false) => {
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
    // x picks the row under focus (its actions lead the palette); Enter opens it
    toggle: () => selectedRow && select(selectedRow, true),
    open: () => selectedRow && openDetail(selectedRow.id),
  };
  useViewCommands(viewCommands.discountProgramKeys, keys);

  // the buttons are the faces of the palette's commands on the selected (or open) program (decision 097)
  const statusButton = current && (
    <CommandButton tone="secondary" command={current.status === 'active' ? 'discounts.deactivate' : 'discounts.activate'}>
      {current.status === 'active' ? t.actions.deactivate() : t.actions.activate()}
    </CommandButton>
  );
  const dialogs = (
    <>
      {(open === 'create' || (open === 'edit' && program)) && (
        <ProgramFormDialog
          program={open === 'edit' ? program : null}
          onClose={(made) => {
            setOpen(null);
            if (made) openDetail(made.id);
          }}
        />
      )}
      {open === 'codes' && program && <AddCodesDialog program={program} onClose={() => setOpen(null)} />}
    </>
  );

  if (detailId !== null) {
    return (
      <section className={css.page} aria-labelledby="discount-program-title">
        <p>
          <a href={PATH} onClick={(e) => (e.preventDefault(), navigate(PATH))}>
            {t.back()}
          </a>
        </p>
        <h1 id="discount-program-title">{program?.name ?? t.title()}</h1>
        {detail.isError && <p role="alert">{LL.errors.somethingWentWrong()}</p>}
        {program && (
          <>
            <p className={css.intro}>
              {t.status[program.status]()} · {discount(program)} ·{' '}
              {t.period({ start: fmt.date(program.start_at), end: fmt.date(program.end_at) })}
            </p>
            {mayWrite && (
              <div className={css.actions}>
                <CommandButton tone="secondary" command="discounts.edit">
                  {t.actions.edit()}
                </CommandButton>
                {statusButton}
                <CommandButton tone="primary" command="discounts.addCodes">
                  {t.codes.add()}
                </CommandButton>
              </div>
            )}
            <ProgramDetail
              program={program}
              tab={tab}
              onTab={(next) => openDetail(program.id, next)}
              selectedCodeId={code?.id ?? null}
              onSelectCode={(c) => setCode(c ? { id: c.id, code: c.code } : null)}
              onDownload={(format, type) => void download(format, type)}
              mayWrite={mayWrite}
            />
          </>
        )}
        {dialogs}
      </section>
    );
  }

  return (
    <section className={css.page} aria-labelledby="discount-program-title">
      <h1 id="discount-program-title">{t.title()}</h1>
      <p className={css.intro}>{t.intro()}</p>
      <ListFilters
        searchLabel={t.search()}
        search={search}
        onSearch={setSearch}
        choices={[
          choiceFilter<ProgramStatus>({
            key: 'status',
            label: t.statusFilter(),
            anyLabel: t.anyStatus(),
            value: status,
            values: PROGRAM_STATUSES,
            labelOf: (v) => t.status[v](),
            onChange: setStatus,
          }),
        ]}
        onFiltered={() => setPage(1)}
        actions={
          mayWrite ? (
            <CommandButton tone="primary" command="discounts.create">
              {t.actions.create()}
            </CommandButton>
          ) : undefined
        }
      />
      {list.isError && <p role="alert">{LL.errors.somethingWentWrong()}</p>}
      {list.isSuccess && items.length === 0 && <p className={css.muted}>{t.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="discount-program-title"
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
                    name="discount-program-selected"
                    aria-label={t.selectProgram({ id: p.id, name: p.name })}
                    checked={p.id === selectedRow?.id}
                    onChange={() => setSelectedId(p.id)}
                  />
                  {p.id}
                </label>
              ),
            },
            {
              key: 'name',
              label: t.columns.name(),
              role: 'name',
              cell: (p) => (
                <a
                  href={`${PATH}?screenType=detail&tabActived=1&programId=${p.id}`}
                  onClick={(e) => (e.preventDefault(), openDetail(p.id))}
                >
                  {p.name}
                </a>
              ),
              value: (p) => p.name,
              title: (p) => p.name,
            },
            { key: 'offer', label: t.columns.offer(), priority: 3, value: (p) => p.offer.name },
            { key: 'discount', label: t.columns.discount(), priority: 2, value: (p) => discount(p) },
            {
              key: 'period',
              label: t.columns.period(),
              priority: 3,
              value: (p) => t.period({ start: fmt.date(p.start_at), end: fmt.date(p.end_at) }),
            },
            {
              key: 'progress',
              label: t.columns.progress(),
              priority: 2,
              value: (p) => t.progressValue({ percent: fmt.number(p.progress, 0) }),
            },
            { key: 'usage', label: t.columns.usage(), priority: 2, value: (p) => fmt.number(p.usage, 0) },
            { key: 'clicks', label: t.columns.clicks(), priority: 3, value: (p) => fmt.number(p.clicks, 0) },
            { key: 'status', label: t.columns.status(), role: 'status', value: (p) => t.status[p.status]() },
          ]}
        />
      )}
      {list.data && list.data.paging.total_page > 1 && (
        <Pager label={t.listLabel()} page={page} pages={list.data.paging.total_page} onPage={setPage} />
      )}
      {mayWrite && selectedRow && <div className={css.actions}>{statusButton}</div>}
      {dialogs}
    </section>
  );
}
