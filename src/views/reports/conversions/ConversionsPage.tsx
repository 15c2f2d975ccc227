import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { type ConversionListView } from '../../../commands/conversions.ts';
import { useQueryClient } from '@tanstack/react-query';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { conversionExport } from '../../../domain/reports/contract.ts';
import { CONVERSION_STATUSES, type ConversionItem, type ConversionStatus } from '../../../domain/reports/schema.ts';
import { FRAUD_LEVELS, type FraudLevel } from '../../../domain/tracking/fraud.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { chip, useFilterFold } from '../../app/useFilterFold.ts';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { OfferFilterPicker, PartnerFilterPicker } from '../../pickers/EntityPickers.tsx';
import { ReportTable } from '../../table/ReportTable.tsx';
import * as css from '../reports.css.ts';
import { FilterActions } from '../../app/FilterActions.tsx';
import { RangeFields, errorFor, useFieldErrors, useUrlState } from '../shared.tsx';
import { conversionSource, exportUrl, sortQuery } from '../sources.ts';
import { conversionFilters, readConversions, SEARCH_MAX, writeConversions, type ConversionState } from '../url-state.ts';
import { useReportExport } from '../useReportExport.ts';
import { conversionColumns } from './columns.ts';
import { ActionDialog, AdjustDialog, ConversionToolbar, type ConversionDialog } from './ConversionActions.tsx';
import { useConversionActions } from './useConversionActions.ts';
import { ConversionUploadButtons, withUploadHistory } from './upload/ConversionUploads.tsx';
import { useFormat } from '../../app/useFormat.ts';

const PATH = '/reports/conversions';

/** The list, or the upload history on `filter=upload_history` (./upload). */
export const ConversionsPage = withUploadHistory(ConversionList);

/**
 * /reports/conversions (spec 3 §3): every conversion field, newest first, keyset infinite scroll
 * over millions of rows; filters status, offer, partner, fraud level, dates, and an exact search by
 * click id, conversion id or transaction id — all in the URL. Exports stream the whole result.
 */
function ConversionList() {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.reportViews;
  const client = useQueryClient();
  const { access } = useShellSession();
  // status changes and adjustments need report full access (the contract's level); read-only users see none
  const canWrite = access !== null && can(access, 'report', LEVEL.full);
  const [selection, setSelection] = useState<{ rows: ConversionItem[]; count: number }>({ rows: [], count: 0 });
  const [dialog, setDialog] = useState<ConversionDialog>(null);
  // a new source is a new row store: the table refetches what it shows after a change
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const actions = useConversionActions(refresh);
  const [state, setState] = useUrlState(PATH, readConversions, writeConversions);
  const fieldErrors = useFieldErrors();
  const [capped, setCapped] = useState(false);
  const source = useMemo(
    () =>
      conversionSource(client, {
        // the first page counts the matches; null means more than the 10,000 it counts cheaply (decision 024)
        onAnswer: (a, first) => {
          fieldErrors.clear();
          if (first) setCapped(a.paging.total_row === null);
        },
        onError: fieldErrors.onError,
      }),
    [client, fieldErrors.clear, fieldErrors.onError, version],
  );
  const filters = useMemo(() => conversionFilters(state), [state]);
  const columns = useMemo(() => conversionColumns(LL, fmt), [LL, fmt]);
  const url = (format: 'csv' | 'xlsx', sort: Parameters<typeof sortQuery>[0] = null) =>
    exportUrl(conversionExport.path, format, locale, filters, sortQuery(sort, 'created_at'));
  useReportExport((format) => url(format), 'conversions', viewCommands.conversionExport);
  const view: ConversionListView = {
    selected: selection.rows,
    count: selection.count,
    act: (action, ids) => setDialog({ kind: 'action', action, ids }),
    adjust: (id) => {
      const row = selection.rows.find((r) => r.id === id);
      if (row) setDialog({ kind: 'adjust', row });
    },
  };
  useViewCommands(canWrite ? viewCommands.conversionList : null, view);

  return (
    <section className={css.page} aria-labelledby="conversions-title">
      <h1 id="conversions-title">{t.conversions.title()}</h1>
      <ConversionUploadButtons />
      <ConversionFilters
        state={state}
        onChange={(s) => {
          setCapped(false);
          setState(s);
        }}
        errors={fieldErrors.errors}
      />
      {canWrite && <ConversionToolbar count={selection.count} />}
      {capped && <p className={css.hint}>{t.conversions.capped()}</p>}
      <ReportTable<ConversionItem>
        report="conversion"
        label={t.conversions.grid()}
        columns={columns}
        source={source}
        filters={filters}
        defaultSort={{ id: 'created_at', desc: true }}
        exportUrl={(format, sort) => url(format, sort)}
        exportName="conversions"
        mode="scroll"
        onSelectionChange={setSelection}
        // Enter on a row: its adjustment (the one-row action a report row has)
        onOpen={canWrite ? (row) => setDialog({ kind: 'adjust', row }) : undefined}
      />
      {dialog?.kind === 'action' && (
        <ActionDialog action={dialog.action} ids={dialog.ids} actions={actions} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'adjust' && <AdjustDialog row={dialog.row} actions={actions} onClose={() => setDialog(null)} />}
    </section>
  );
}

function ConversionFilters({
  state,
  onChange,
  errors,
}: {
  state: ConversionState;
  onChange: (s: ConversionState) => void;
  errors: Parameters<typeof RangeFields>[0]['errors'];
}) {
  const { LL } = useI18n();
  const t = LL.reportViews.filters;
  // the search applies on Enter or Apply; the offer and partner pickers at once
  const [draft, setDraft] = useState({ search: state.search });
  const [seen, setSeen] = useState(state.search);
  if (seen !== state.search) {
    setSeen(state.search);
    setDraft({ search: state.search });
  }
  const apply = () => onChange({ ...state, search: draft.search.trim() });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  const any = { id: '', label: t.any() };
  const statuses = [any, ...CONVERSION_STATUSES.map((s) => ({ id: s, label: LL.reports.statuses[s]() }))];
  const levels = [any, ...FRAUD_LEVELS.map((l) => ({ id: l, label: LL.fraud.levels[l]() }))];
  // the applied filters as chips (decision 065)
  const fold = useFilterFold([
    chip('from', t.from(), state.from, () => onChange({ ...state, from: '' })),
    chip('to', t.to(), state.to, () => onChange({ ...state, to: '' })),
    chip('status', t.status(), state.status && LL.reports.statuses[state.status](), () => onChange({ ...state, status: null })),
    chip('fraud', t.fraudLevel(), state.fraudLevel && LL.fraud.levels[state.fraudLevel](), () => onChange({ ...state, fraudLevel: null })),
    chip('search', t.search(), state.search, () => onChange({ ...state, search: '' })),
    chip('offer', t.offer(), state.offerId ? `#${state.offerId}` : null, () => onChange({ ...state, offerId: null })),
    chip('partner', t.partner(), state.partnerId ? `#${state.partnerId}` : null, () => onChange({ ...state, partnerId: null })),
  ]);
  return (
    <Toolbar
      role="search"
      onSubmit={submit}
      fold={fold}
      filters={
        <>
          <RangeFields from={state.from} to={state.to} errors={errors} onChange={(from, to) => onChange({ ...state, from, to })} />
          <Select
            label={t.status()}
            options={statuses}
            selectedKey={state.status ?? ''}
            onSelectionChange={(k) => onChange({ ...state, status: (k || null) as ConversionStatus | null })}
          />
          <Select
            label={t.fraudLevel()}
            options={levels}
            selectedKey={state.fraudLevel ?? ''}
            onSelectionChange={(k) => onChange({ ...state, fraudLevel: (k || null) as FraudLevel | null })}
          />
          <TextField
            label={t.search()}
            type="search"
            value={draft.search}
            maxLength={SEARCH_MAX}
            placeholder={t.searchConversion()}
            onChange={(search) => setDraft({ ...draft, search })}
            errorMessage={errorFor(errors, 'search', LL)}
          />
          <OfferFilterPicker
            value={state.offerId ? [state.offerId] : []}
            onChange={([id]) => onChange({ ...state, offerId: id ?? null })}
          />
          <PartnerFilterPicker
            value={state.partnerId ? [state.partnerId] : []}
            onChange={([id]) => onChange({ ...state, partnerId: id ?? null })}
          />
        </>
      }
      actions={
        <FilterActions
          area="reports"
          factory={viewCommands.conversionFilters}
          view={{
            apply,
            clear: () => onChange({ from: '', to: '', status: null, offerId: null, partnerId: null, fraudLevel: null, search: '' }),
            invalid: null,
          }}
          applyLabel={t.apply()}
          clearLabel={t.clear()}
        />
      }
    />
  );
}
