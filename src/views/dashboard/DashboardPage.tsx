import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { PRESETS, type DashboardView } from '../../commands/dashboard.ts';
import { can, LEVEL } from '../../domain/permissions.ts';
import { todayIn } from '../../domain/validation/dates.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { parseMDY } from '../../i18n/format.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { useShellSession } from '../app/runtime.tsx';
import { CommandButton } from '../app/CommandButton.tsx';
import { Toolbar } from '../system/Toolbar.tsx';
import { ConversionStatusWidget, HourOfDayWidget, PerformanceWidget } from './ChartWidgets.tsx';
import * as css from './dashboard.css.ts';
import { OverviewCards } from './OverviewCards.tsx';
import { dashboardKeys, overviewQuery, snapshotQuery } from '../../api/reports.ts';
import { presetFromSearch, presetQuery } from './range.ts';
import { SnapshotWidget } from './SnapshotWidget.tsx';
import { TopWidget } from './TopWidget.tsx';

/**
 * `/` — the home dashboard (spec 3 §7 dashboard calls; docs/decisions/024-reports.md). The range
 * preset is in the URL; every widget runs its own query, so each shows its own loading and error.
 * "Today" for the presets is today in the report zone, which the snapshot answer names (until it
 * arrives, the profile's zone). Charts come from a lazy chunk; their data is also in hidden tables.
 */
export function DashboardPage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const { me, access } = useShellSession();
  const search = useSearch();
  const readsReports = access !== null && can(access, 'report', LEVEL.read);
  const preset = presetFromSearch(search);

  const snap = useQuery({ ...snapshotQuery(), enabled: readsReports });
  const zone = snap.data?.time_zone ?? me?.timezone ?? 'UTC';
  const range = presetQuery(preset, todayIn(zone));
  const delay = snap.data?.delay_minutes ?? 0;
  // the overview card's own query (same key): its meta names the days the server actually used
  const meta = useQuery({ ...overviewQuery(range), enabled: readsReports }).data?.meta;

  const view: DashboardView = { refresh: () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }) };
  useViewCommands(viewCommands.dashboard, view);

  const props = { range, enabled: readsReports };
  return (
    <section className={css.page} aria-labelledby="dashboard-title">
      <div className={css.header}>
        <h1 id="dashboard-title" className={css.title}>
          {LL.dashboard.title()}
        </h1>
        <Toolbar
          role="group"
          aria-label={LL.dashboard.range()}
          actions={
            <>
              {/* the faces of the range commands (`dashboard.range.*`) and of `dashboard.refresh` (decision 097) */}
              {PRESETS.map((p) => (
                <CommandButton
                  key={p}
                  command={`dashboard.range.${p}`}
                  size="sm"
                  tone={p === preset ? 'primary' : 'ghost'}
                  aria-pressed={p === preset}
                >
                  {LL.dashboard.presets[p]()}
                </CommandButton>
              ))}
              <CommandButton command="dashboard.refresh" size="sm" tone="secondary">
                {LL.dashboard.refresh()}
              </CommandButton>
            </>
          }
        />
      </div>
      <p className={css.note}>
        {meta
          ? LL.reports.rangeNote({ from: fmt.date(parseMDY(meta.from) ?? ''), to: fmt.date(parseMDY(meta.to) ?? ''), zone: meta.time_zone })
          : LL.dashboard.zone({ zone })}
        {' · '}
        {delay > 0 ? LL.reports.delayNoteMinutes({ minutes: delay }) : LL.reports.delayNote()}
        {' · '}
        {LL.dashboard.chart.keyboardHint()}
      </p>
      {!readsReports ? (
        <p className={css.note}>{LL.errors.permissionDeniedAction()}</p>
      ) : (
        <div className={css.grid}>
          <OverviewCards {...props} />
          <SnapshotWidget q={snap} />
          <ConversionStatusWidget {...props} />
          <PerformanceWidget {...props} />
          <HourOfDayWidget {...props} />
          <TopWidget {...props} />
        </div>
      )}
    </section>
  );
}
