import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { columnSettingsQuery, profileKeys, saveColumnSettings } from '../../api/profile.ts';
import { columnSettings, REPORT_KEYS, type ColumnSettings, type SavedColumns } from '../../domain/profile/columns.ts';
import { textOf } from '../../commands/text.ts';
import type { LL } from '../../i18n/translate.ts';

/**
 * A column a report offers. `key` is the column-settings key (src/domain/profile/columns.ts), so the
 * user's choice of groups, order and on/off applies; `value` is the cell's text (also what Ctrl+C
 * copies), `render` an optional richer cell.
 */
export interface ReportColumn<Row> {
  key: string;
  /** translated title */
  header: string;
  value: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  /** right-aligned, tabular figures */
  numeric?: boolean;
  /** the server can sort by it */
  sortable?: boolean;
  /** px, default 140 */
  width?: number;
  /**
   * The row's name (decision 065): never gives way, comes first when columns give way, and stays at
   * the start while the grid scrolls sideways.
   */
  pin?: boolean;
  /** 1 kept first, 2 (default), 3 the first to give way when the grid is wider than its box */
  priority?: 1 | 2 | 3;
  /** px a text column may shrink to (its cells ellipsize, the whole value in their title); default 140, figures never shrink */
  minWidth?: number;
}

export interface ShownGroup<Row> {
  key: string;
  name: string;
  columns: ReportColumn<Row>[];
}

export const toSaved = (s: ColumnSettings): SavedColumns => ({
  groups: s.groups.map((g, gi) => ({
    key: g.key,
    order: gi,
    columns: g.columns.map((c, ci) => ({ key: c.key, order: ci, is_enable: c.is_enable })),
  })),
});

/** A settings name: an i18n key (`reports.columns.clicks`) or plain text. */
export function nameOf(ll: LL, name: string): string {
  return name.includes('.') ? textOf(ll, name) || name : name;
}

/**
 * The groups to show: the settings' enabled columns in the user's order, each matched to the
 * report's definition. Columns the report defines but the settings do not know go last, under
 * "Other", so a report is never shown without columns because its defaults are missing.
 */
export function shownGroups<Row>(settings: ColumnSettings, defs: readonly ReportColumn<Row>[], ll: LL): ShownGroup<Row>[] {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const known = new Set(settings.groups.flatMap((g) => g.columns.map((c) => c.key)));
  const groups = settings.groups
    .map((g) => ({
      key: g.key,
      name: nameOf(ll, g.name),
      columns: g.columns.filter((c) => c.is_enable && byKey.has(c.key)).map((c) => byKey.get(c.key)!),
    }))
    .filter((g) => g.columns.length > 0);
  const rest = defs.filter((d) => !known.has(d.key));
  if (rest.length > 0) groups.push({ key: '_other', name: ll.table.columns.others(), columns: [...rest] });
  return groups;
}

/**
 * The groups of the columns shown, in the order shown (decision 065: columns that do not fit give way
 * and the row's name comes first): consecutive columns of one group make one header group; a group
 * split by the move keeps its name on each part (its key made unique for the table).
 */
export function groupsOf<Row>(groups: readonly ShownGroup<Row>[], leaf: readonly ReportColumn<Row>[]): ShownGroup<Row>[] {
  const groupOf = new Map(groups.flatMap((g) => g.columns.map((c) => [c.key, g] as const)));
  const out: ShownGroup<Row>[] = [];
  for (const c of leaf) {
    const g = groupOf.get(c.key);
    if (!g) continue;
    const last = out[out.length - 1];
    if (last && last.key.split('#')[0] === g.key) last.columns.push(c);
    else out.push({ key: out.some((o) => o.key.split('#')[0] === g.key) ? `${g.key}#${out.length}` : g.key, name: g.name, columns: [c] });
  }
  return out;
}

/**
 * The caller's column settings of `report` (defaults until the server answers or when it refuses).
 * A report without column defaults (the bench page) has nothing to save, so it asks nothing.
 */
export function useReportColumns(report: string) {
  const client = useQueryClient();
  const q = useQuery({ ...columnSettingsQuery(report), retry: false, enabled: REPORT_KEYS.includes(report) });
  const settings = q.data ?? columnSettings(report, null);
  const key = profileKeys.columns(report);
  return {
    settings,
    /** optimistic: the table follows at once; the server's answer (merged over the defaults) replaces it */
    async save(next: ColumnSettings): Promise<void> {
      client.setQueryData(key, next);
      client.setQueryData(key, await saveColumnSettings(client, report, toSaved(next)));
    },
    async restore(): Promise<void> {
      client.setQueryData(key, columnSettings(report, null));
      client.setQueryData(key, await saveColumnSettings(client, report, { restore_default: true }));
    },
  };
}
