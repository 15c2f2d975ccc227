import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { viewCommands } from '../../../commands/app-commands.ts';
import {
  discountDetailExport,
  discountOverviewExport,
  type DiscountDetailAnswer,
  type DiscountDetailRow,
  type DiscountOverviewAnswer,
  type DiscountOverviewRow,
} from '../../../domain/reports/discount-program.ts';
import { parseMDY } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { chip, idsText, useFilterFold } from '../../app/useFilterFold.ts';
import { useFormat } from '../../app/useFormat.ts';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { TextField } from '../../system/TextField.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { PAGE_SIZES_ALT } from '../../table/PageControls.tsx';
import { ReportTable } from '../../table/ReportTable.tsx';
import * as css from '../reports.css.ts';
import { FilterActions } from '../../app/FilterActions.tsx';
import { errorFor, RangeFields, useFieldErrors, useUrlState } from '../shared.tsx';
import { exportUrl, sortQuery } from '../sources.ts';
import { SEARCH_MAX } from '../url-state.ts';
import { useReportExport } from '../useReportExport.ts';
import { detailColumns, overviewColumns, totalsText } from './columns.tsx';
import { detailSource, overviewSource } from './source.ts';
import { discountFilters, readDiscountReport, writeDiscountReport, type DiscountReportState, type DiscountTab } from './url-state.ts';

const PATH = '/reports/discount-program';

/**
 * /reports/discount-program (spec 3 §2; decision 085): the overview per program and the detail per
 * day, promo code and partner, on the shared analyst table with a sticky totals row. The menu entry
 * and this route need the profile's discount-program flag (src/domain/routes.ts). Enter on a
 * program opens the detail narrowed to it; every filter is in the URL; the palette exports.
 */
export function DiscountReportPage() {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.reportViews.discountProgram;
  const client = useQueryClient();
  const [state, setState] = useUrlState(PATH, readDiscountReport, writeDiscountReport);
  const [totals, setTotals] = useState<Record<string, string> | null>(null);
  const [meta, setMeta] = useState<DiscountOverviewAnswer['meta'] | null>(null);
  const fieldErrors = useFieldErrors();
  const observer = useMemo(
    () => ({
      onAnswer: (a: DiscountOverviewAnswer | DiscountDetailAnswer) => {
        setTotals(totalsText(a.totals, fmt));
        setMeta(a.meta);
        fieldErrors.clear();
      },
      onError: fieldErrors.onError,
    }),
    [fmt, fieldErrors.clear, fieldErrors.onError],
  );
  const overview = useMemo(() => overviewSource(client, observer), [client, observer]);
  const detail = useMemo(() => detailSource(client, observer), [client, observer]);
  const filters = useMemo(() => discountFilters(state), [state]);
  const path = state.tab === 'overview' ? discountOverviewExport.path : discountDetailExport.path;
  const exportName = state.tab === 'overview' ? 'discount-program-overview' : 'discount-program-detail';
  const fallbackSort = state.tab === 'overview' ? 'conversions' : 'date';
  useReportExport(
    (format) => exportUrl(path, format, locale, filters, sortQuery(null, fallbackSort)),
    exportName,
    viewCommands.discountReportExport,
  );

  const update = (patch: Partial<DiscountReportState>) => setState({ ...state, ...patch });
  const overviewCols = useMemo(() => overviewColumns(LL, fmt), [LL, fmt]);
  const detailCols = useMemo(() => detailColumns(LL, fmt), [LL, fmt]);

  const table = (tab: DiscountTab) =>
    tab === 'overview' ? (
      <ReportTable<DiscountOverviewRow>
        key="overview"
        report="discountProgram"
        label={t.gridOverview()}
        columns={overviewCols}
        source={overview}
        filters={filters}
        defaultSort={{ id: 'conversions', desc: true }}
        totals={totals}
        onOpen={(row) => update({ tab: 'detail', programIds: String(row.program_id), search: '' })}
        exportUrl={(format, sort, f) => exportUrl(path, format, locale, f, sortQuery(sort, 'conversions'))}
        exportName={exportName}
        mode="pages"
        pageSizes={PAGE_SIZES_ALT}
      />
    ) : (
      <ReportTable<DiscountDetailRow>
        key="detail"
        report="discountProgramDetail"
        label={t.gridDetail()}
        columns={detailCols}
        source={detail}
        filters={filters}
        defaultSort={{ id: 'date', desc: true }}
        totals={totals}
        exportUrl={(format, sort, f) => exportUrl(path, format, locale, f, sortQuery(sort, 'date'))}
        exportName={exportName}
        mode="pages"
        pageSizes={PAGE_SIZES_ALT}
      />
    );

  return (
    <section className={css.page} aria-labelledby="discount-report-title">
      <h1 id="discount-report-title">{t.title()}</h1>
      <DiscountFilters state={state} onChange={update} errors={fieldErrors.errors} />
      <p className={css.hint}>
        {LL.reports.delayNote()}{' '}
        {meta
          ? LL.reports.rangeNote({ from: fmt.date(parseMDY(meta.from) ?? ''), to: fmt.date(parseMDY(meta.to) ?? ''), zone: meta.time_zone })
          : ''}
      </p>
      {state.tab === 'overview' && <p className={css.hint}>{t.openHint()}</p>}
      <CommandTabs
        name="discountReport"
        label={t.tabs()}
        selectedKey={state.tab}
        onSelectionChange={(k) => {
          if (k !== state.tab) {
            setTotals(null);
            update({ tab: k as DiscountTab, search: '' });
          }
        }}
        items={[
          { id: 'overview', label: t.overview(), content: state.tab === 'overview' ? table('overview') : null },
          { id: 'detail', label: t.detail(), content: state.tab === 'detail' ? table('detail') : null },
        ]}
      />
    </section>
  );
}

/** The search applies on Enter or Apply; the dates at once (as the performance report's filters). */
function DiscountFilters({
  state,
  onChange,
  errors,
}: {
  state: DiscountReportState;
  onChange: (p: Partial<DiscountReportState>) => void;
  errors: Parameters<typeof RangeFields>[0]['errors'];
}) {
  const { LL } = useI18n();
  const t = LL.reportViews.filters;
  const [search, setSearch] = useState(state.search);
  const [seen, setSeen] = useState(state.search);
  if (seen !== state.search) {
    setSeen(state.search);
    setSearch(state.search);
  }
  const apply = () => onChange({ search: search.trim() });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  const fold = useFilterFold([
    chip('from', t.from(), state.from, () => onChange({ from: '' })),
    chip('to', t.to(), state.to, () => onChange({ to: '' })),
    chip('search', t.search(), state.search, () => onChange({ search: '' })),
    chip('programs', LL.reportViews.discountProgram.programs(), state.tab === 'detail' ? idsText(state.programIds) : '', () =>
      onChange({ programIds: '' }),
    ),
  ]);
  return (
    <Toolbar
      role="search"
      onSubmit={submit}
      fold={fold}
      filters={
        <>
          <RangeFields from={state.from} to={state.to} errors={errors} onChange={(from, to) => onChange({ from, to })} />
          <TextField
            label={t.search()}
            type="search"
            value={search}
            maxLength={SEARCH_MAX}
            placeholder={
              state.tab === 'overview' ? LL.reportViews.discountProgram.searchProgram() : LL.reportViews.discountProgram.searchCode()
            }
            onChange={setSearch}
            errorMessage={errorFor(errors, 'search', LL)}
          />
        </>
      }
      actions={
        <FilterActions
          area="reports"
          factory={viewCommands.discountReportFilters}
          view={{ apply, clear: () => onChange({ search: '', from: '', to: '', programIds: '' }), invalid: null }}
          applyLabel={t.apply()}
          clearLabel={t.clear()}
        />
      }
    />
  );
}
