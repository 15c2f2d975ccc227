import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { EventLogItem, ServerLogItem } from '../../../domain/tracking-logs/contract.ts';
import { eventLogExport, SERVER_LOG_OUTCOMES, serverLogExport } from '../../../domain/tracking-logs/contract.ts';
import { FRAUD_LEVELS } from '../../../domain/tracking/fraud.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Toolbar } from '../../system/Toolbar.tsx';
import { chip, useFilterFold } from '../../app/useFilterFold.ts';
import { Checkbox } from '../../system/Checkbox.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { OfferFilterPicker, PartnerFilterPicker } from '../../pickers/EntityPickers.tsx';
import { ReportTable } from '../../table/ReportTable.tsx';
import * as css from '../reports.css.ts';
import { FilterActions } from '../../app/FilterActions.tsx';
import { RangeFields, useFieldErrors, useUrlState } from '../shared.tsx';
import { eventLogSource, exportUrl, serverLogSource } from '../sources.ts';
import { isUuid, logFilters, readLogs, writeLogs, type LogKind, type LogState } from '../url-state.ts';
import { useReportExport } from '../useReportExport.ts';
import { eventLogColumns, serverLogColumns } from './columns.ts';
import { ServerLogDetail } from './ServerLogDetail.tsx';
import { useFormat } from '../../app/useFormat.ts';

const PATH = '/reports/logs';

/**
 * /reports/logs (spec 3): the event log (every click and conversion, refusals in words) and the
 * server log (every postback, pixel and script call); `?filter=server_log` selects the server log.
 * Both scroll by keyset over millions of rows. Enter on a server-log row shows the whole request,
 * outcome, reason and response. Each log exports its whole filtered result (CSV / XLSX, streamed
 * by the server in keyset batches) from the table's buttons or the palette.
 */
export function LogsPage() {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.reportViews.logs;
  const client = useQueryClient();
  const [state, setState] = useUrlState(PATH, readLogs, writeLogs);
  const [open, setOpen] = useState<ServerLogItem | null>(null);
  const fieldErrors = useFieldErrors();
  const observer = useMemo(() => ({ onAnswer: fieldErrors.clear, onError: fieldErrors.onError }), [fieldErrors.clear, fieldErrors.onError]);
  const events = useMemo(() => eventLogSource(client, observer), [client, observer]);
  const server = useMemo(() => serverLogSource(client, observer), [client, observer]);
  const filters = useMemo(() => logFilters(state), [state]);
  const eventColumns = useMemo(() => eventLogColumns(LL, fmt), [LL, fmt]);
  const serverColumns = useMemo(() => serverLogColumns(LL, fmt), [LL, fmt]);
  const exportPath = state.log === 'server' ? serverLogExport.path : eventLogExport.path;
  const exportName = state.log === 'server' ? 'server-log' : 'event-log';
  const url = (format: 'csv' | 'xlsx') => exportUrl(exportPath, format, locale, filters);
  useReportExport(url, exportName, state.log === 'event' ? viewCommands.eventLogExport : viewCommands.serverLogExport);

  return (
    <section className={css.page} aria-labelledby="logs-title">
      <h1 id="logs-title">{t.title()}</h1>
      <LogFilters
        state={state}
        onChange={(s) => {
          setOpen(null);
          setState(s);
        }}
        errors={fieldErrors.errors}
      />
      {state.log === 'server' ? (
        <>
          <p className={css.hint}>{t.openHint()}</p>
          {open && <ServerLogDetail row={open} onClose={() => setOpen(null)} />}
          <ReportTable<ServerLogItem>
            key="server"
            report="serverLog"
            label={t.serverGrid()}
            columns={serverColumns}
            source={server}
            filters={filters}
            onOpen={setOpen}
            mode="scroll"
            exportUrl={url}
            exportName={exportName}
          />
        </>
      ) : (
        <ReportTable<EventLogItem>
          key="event"
          report="logs"
          label={t.eventGrid()}
          columns={eventColumns}
          source={events}
          filters={filters}
          mode="scroll"
          exportUrl={url}
          exportName={exportName}
        />
      )}
    </section>
  );
}

function LogFilters({
  state,
  onChange,
  errors,
}: {
  state: LogState;
  onChange: (s: LogState) => void;
  errors: Parameters<typeof RangeFields>[0]['errors'];
}) {
  const { LL } = useI18n();
  const t = LL.reportViews.logs;
  const f = LL.reportViews.filters;
  const [click, setClick] = useState(state.clickId);
  const [seen, setSeen] = useState(state.clickId);
  if (seen !== state.clickId) {
    setSeen(state.clickId);
    setClick(state.clickId);
  }
  const clickOk = click.trim() === '' || isUuid(click);
  const apply = () => {
    if (clickOk) onChange({ ...state, clickId: click.trim().toLowerCase() });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  const any = { id: '', label: f.any() };
  // the applied filters as chips (decision 065); which log is shown is not a filter
  const fold = useFilterFold([
    chip('from', f.from(), state.from, () => onChange({ ...state, from: '' })),
    chip('to', f.to(), state.to, () => onChange({ ...state, to: '' })),
    state.log === 'event' && chip('kind', t.kind(), state.kind && t.kinds[state.kind](), () => onChange({ ...state, kind: null })),
    state.log === 'event' &&
      state.refusal !== '' && { key: 'refusal', label: t.refusedOnly(), onRemove: () => onChange({ ...state, refusal: '' }) },
    state.log === 'event' &&
      chip('fraud', f.fraudLevel(), state.fraudLevel && LL.fraud.levels[state.fraudLevel](), () =>
        onChange({ ...state, fraudLevel: null }),
      ),
    state.log === 'server' &&
      chip('outcome', t.outcome(), state.outcome && t.outcomes[state.outcome](), () => onChange({ ...state, outcome: null })),
    chip('offer', f.offer(), state.offerId ? `#${state.offerId}` : null, () => onChange({ ...state, offerId: null })),
    chip('partner', f.partner(), state.partnerId ? `#${state.partnerId}` : null, () => onChange({ ...state, partnerId: null })),
    chip('click', t.clickId(), state.clickId, () => onChange({ ...state, clickId: '' })),
  ]);
  return (
    <Toolbar
      role="search"
      onSubmit={submit}
      fold={fold}
      filters={
        <>
          <Select
            label={t.which()}
            selectedKey={state.log}
            onSelectionChange={(k) => onChange({ ...state, log: k as LogKind })}
            options={[
              { id: 'event', label: t.eventLog() },
              { id: 'server', label: t.serverLog() },
            ]}
          />
          <RangeFields from={state.from} to={state.to} errors={errors} onChange={(from, to) => onChange({ ...state, from, to })} />
          {state.log === 'event' ? (
            <>
              <Select
                label={t.kind()}
                selectedKey={state.kind ?? ''}
                onSelectionChange={(k) => onChange({ ...state, kind: (k || null) as LogState['kind'] })}
                options={[any, { id: 'click', label: t.kinds.click() }, { id: 'conversion', label: t.kinds.conversion() }]}
              />
              <Select
                label={f.fraudLevel()}
                selectedKey={state.fraudLevel ?? ''}
                onSelectionChange={(k) => onChange({ ...state, fraudLevel: (k || null) as LogState['fraudLevel'] })}
                options={[any, ...FRAUD_LEVELS.map((l) => ({ id: l, label: LL.fraud.levels[l]() }))]}
              />
              <Checkbox isSelected={state.refusal === 'any'} onChange={(on) => onChange({ ...state, refusal: on ? 'any' : '' })}>
                {t.refusedOnly()}
              </Checkbox>
            </>
          ) : (
            <Select
              label={t.outcome()}
              selectedKey={state.outcome ?? ''}
              onSelectionChange={(k) => onChange({ ...state, outcome: (k || null) as LogState['outcome'] })}
              options={[any, ...SERVER_LOG_OUTCOMES.map((o) => ({ id: o, label: t.outcomes[o]() }))]}
            />
          )}
          <OfferFilterPicker
            value={state.offerId ? [state.offerId] : []}
            onChange={([id]) => onChange({ ...state, offerId: id ?? null })}
          />
          <PartnerFilterPicker
            value={state.partnerId ? [state.partnerId] : []}
            onChange={([id]) => onChange({ ...state, partnerId: id ?? null })}
          />
          <TextField
            label={t.clickId()}
            value={click}
            onChange={setClick}
            errorMessage={clickOk ? undefined : LL.reportViews.commands.findConversionInvalid()}
          />
        </>
      }
      actions={
        <FilterActions
          area="reports"
          factory={viewCommands.logFilters}
          view={{ apply, clear: () => undefined, invalid: clickOk ? null : 'reportViews.filters.fixFirst' }}
          applyLabel={f.apply()}
        />
      }
    />
  );
}
