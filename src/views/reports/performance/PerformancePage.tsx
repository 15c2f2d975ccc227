import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { offerReportExport, partnerReportExport } from '../../../domain/reports/contract.ts';
import type { PerformanceRow } from '../../../domain/reports/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { parseMDY } from '../../../i18n/format.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { chip, idsText, useFilterFold } from '../../app/useFilterFold.ts';
import { TextField } from '../../system/TextField.tsx';
import { ReportTable } from '../../table/ReportTable.tsx';
import { PAGE_SIZES_ALT } from '../../table/PageControls.tsx';
import * as css from '../reports.css.ts';
import { FilterActions } from '../../app/FilterActions.tsx';
import { RangeFields, errorFor, useFieldErrors, useUrlState } from '../shared.tsx';
import { exportUrl, performanceSource, sortQuery, type PerformanceAnswer } from '../sources.ts';
import { OfferFilterPicker, PartnerFilterPicker } from '../../pickers/EntityPickers.tsx';
import {
  idList,
  performanceFilters,
  readPerformance,
  SEARCH_MAX,
  writePerformance,
  type PerformanceState,
  type PerformanceTab,
} from '../url-state.ts';
import { useReportExport } from '../useReportExport.ts';
import { performanceColumns, totalsText } from './columns.tsx';
import { DetailPanel } from './DetailPanel.tsx';

const PATH = '/reports/performances';

/**
 * /reports/performances (spec 3 §2): by offer or by partner, 25/50/100/200 rows a page, a sticky
 * totals row, every figure with its change against the previous period of equal length. Every filter
 * is in the URL. Enter drills down: an offer row shows its partners, a partner row its offers, and a
 * row once both are pinned opens the daily detail of that partner × offer.
 */
export function PerformancePage() {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.reportViews;
  const client = useQueryClient();
  const [state, setState] = useUrlState(PATH, readPerformance, writePerformance);
  const [answer, setAnswer] = useState<PerformanceAnswer | null>(null);
  const fieldErrors = useFieldErrors();
  const source = useMemo(
    () =>
      performanceSource(client, state.tab, {
        onAnswer: (a) => {
          setAnswer(a);
          fieldErrors.clear();
        },
        onError: fieldErrors.onError,
      }),
    [client, state.tab, fieldErrors.clear, fieldErrors.onError],
  );
  const filters = useMemo(() => performanceFilters(state), [state]);
  const columns = useMemo(() => performanceColumns(LL, fmt), [LL, fmt]);
  const path = state.tab === 'offer' ? offerReportExport.path : partnerReportExport.path;
  const exportName = state.tab === 'offer' ? 'performance-by-offer' : 'performance-by-partner';
  useReportExport((format) => exportUrl(path, format, locale, filters, sortQuery(null, 'clicks')), exportName);

  const update = (patch: Partial<PerformanceState>) => setState({ ...state, ...patch });
  const open = (row: PerformanceRow) => {
    if (state.tab === 'offer') {
      const partner = /^\d+$/.test(state.partnerIds) ? Number(state.partnerIds) : null;
      if (partner) update({ detail: { offerId: row.id, partnerId: partner, status: 'gross' } });
      else update({ tab: 'partner', offerIds: String(row.id), search: '', uuid: '' });
    } else {
      const offer = /^\d+$/.test(state.offerIds) ? Number(state.offerIds) : null;
      if (offer) update({ detail: { offerId: offer, partnerId: row.id, status: 'gross' } });
      else update({ tab: 'offer', partnerIds: String(row.id), search: '', uuid: '' });
    }
  };

  const table = (tab: PerformanceTab) => (
    <ReportTable<PerformanceRow>
      key={tab}
      report="performance"
      label={tab === 'offer' ? t.performance.gridOffer() : t.performance.gridPartner()}
      columns={columns}
      source={source}
      filters={filters}
      defaultSort={{ id: 'clicks', desc: true }}
      totals={answer ? totalsText(answer.totals, fmt) : null}
      onOpen={open}
      exportUrl={(format, sort, f) => exportUrl(path, format, locale, f, sortQuery(sort, 'clicks'))}
      exportName={exportName}
      mode="pages"
      pageSizes={PAGE_SIZES_ALT}
    />
  );

  return (
    <section className={css.page} aria-labelledby="performance-title">
      <h1 id="performance-title">{t.performance.title()}</h1>
      <PerformanceFilters state={state} onChange={update} errors={fieldErrors.errors} />
      <p className={css.hint}>
        {LL.reports.delayNote()}{' '}
        {answer
          ? LL.reports.rangeNote({
              from: fmt.date(parseMDY(answer.meta.from) ?? ''),
              to: fmt.date(parseMDY(answer.meta.to) ?? ''),
              zone: answer.meta.time_zone,
            })
          : ''}
      </p>
      {state.detail && (
        <DetailPanel
          detail={state.detail}
          range={{ from: state.from, to: state.to }}
          onStatus={(status) => update({ detail: { ...state.detail!, status } })}
          onSubject={(s) => update({ detail: { ...state.detail!, ...s } })}
          onClose={() => update({ detail: null })}
        />
      )}
      <p className={css.hint}>{t.performance.openHint()}</p>
      <CommandTabs
        name="reportPerformance"
        label={t.performance.tabs()}
        selectedKey={state.tab}
        onSelectionChange={(k) => {
          if (k !== state.tab) {
            setAnswer(null);
            update({ tab: k as PerformanceTab });
          }
        }}
        items={[
          { id: 'offer', label: t.performance.byOffer(), content: state.tab === 'offer' ? table('offer') : null },
          { id: 'partner', label: t.performance.byPartner(), content: state.tab === 'partner' ? table('partner') : null },
        ]}
      />
    </section>
  );
}

/**
 * The search applies on Enter or Apply; the dates and the offer / partner pickers (several of each,
 * searched among the brand's offers and partners, ids in the URL) at once.
 */
function PerformanceFilters({
  state,
  onChange,
  errors,
}: {
  state: PerformanceState;
  onChange: (p: Partial<PerformanceState>) => void;
  errors: Parameters<typeof RangeFields>[0]['errors'];
}) {
  const { LL } = useI18n();
  const t = LL.reportViews.filters;
  const [search, setSearch] = useState(state.search);
  const [seen, setSeen] = useState(state.search);
  // the URL changed from outside (drill-down, palette preset): the field follows it
  if (seen !== state.search) {
    setSeen(state.search);
    setSearch(state.search);
  }
  const apply = () => onChange({ search: search.trim(), uuid: '', detail: null });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  // the applied filters as chips (decision 065)
  const fold = useFilterFold([
    chip('from', t.from(), state.from, () => onChange({ from: '' })),
    chip('to', t.to(), state.to, () => onChange({ to: '' })),
    chip('search', t.search(), state.search, () => onChange({ search: '', uuid: '', detail: null })),
    chip('offers', t.offers(), idsText(state.offerIds), () => onChange({ offerIds: '', uuid: '', detail: null })),
    chip('partners', t.partners(), idsText(state.partnerIds), () => onChange({ partnerIds: '', uuid: '', detail: null })),
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
            placeholder={state.tab === 'offer' ? t.searchOffer() : t.searchPartner()}
            onChange={setSearch}
            errorMessage={errorFor(errors, 'search', LL)}
          />
          <OfferFilterPicker
            multiple
            value={idList(state.offerIds)}
            errorMessage={errorFor(errors, 'offer_ids', LL)}
            onChange={(ids) => onChange({ offerIds: ids.join(','), uuid: '', detail: null })}
          />
          <PartnerFilterPicker
            multiple
            value={idList(state.partnerIds)}
            errorMessage={errorFor(errors, 'partner_ids', LL)}
            onChange={(ids) => onChange({ partnerIds: ids.join(','), uuid: '', detail: null })}
          />
        </>
      }
      actions={
        <FilterActions
          area="reports"
          factory={viewCommands.performanceFilters}
          view={{
            apply,
            clear: () => onChange({ search: '', uuid: '', offerIds: '', partnerIds: '', from: '', to: '', detail: null }),
            invalid: null,
          }}
          applyLabel={t.apply()}
          clearLabel={t.clear()}
        />
      }
    />
  );
}
