import type { z } from 'zod';
import { changesText } from '../../src/domain/audit/changes.ts';
import type { auditQuery, AuditRow } from '../../src/domain/audit/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import en from '../../src/i18n/en/activity.ts';
import vi from '../../src/i18n/vi/activity.ts';
import type { Db } from '../db/pool.ts';
import type { SheetColumn } from '../export/sheet.ts';
import { readAudit } from './read.ts';

/**
 * The export of the Activity view: the read's own keyset walk in batches (memory stays flat however
 * long the log), so a file holds exactly the rows the screen would list, under the same rule of who
 * sees what. Headers and object names in the export's language; changes as `field: before → after`,
 * the words the table shows.
 */
export const EXPORT_BATCH = 1000;
/** characters of one before or after value in the file (a cell holds 32,767; a row has many values) */
const CHANGE_MAX = 2000;

type Filters = Omit<z.output<typeof auditQuery>, 'cursor' | 'limit'>;

export async function* allAudit(db: Db, user: Principal, f: Filters, batch = EXPORT_BATCH): AsyncGenerator<AuditRow> {
  let cursor: string | undefined;
  for (;;) {
    const page = await readAudit(db, user, { ...f, limit: batch, ...(cursor ? { cursor } : {}) });
    yield* page.items;
    if (!page.paging.next_cursor) return;
    cursor = page.paging.next_cursor;
  }
}

export const activityWords = (lang: 'en' | 'vi') => (lang === 'vi' ? vi : en);

export function activityColumns(lang: 'en' | 'vi'): SheetColumn<AuditRow>[] {
  const t = activityWords(lang);
  const objects: Readonly<Record<string, string>> = t.objects;
  return [
    { header: t.columns.time, value: (r) => r.at },
    { header: t.filters.userId, value: (r) => r.user_id },
    { header: t.columns.user, value: (r) => r.user_name },
    { header: t.columns.action, value: (r) => r.action },
    { header: t.filters.objectType, value: (r) => (r.object_type === null ? null : (objects[r.object_type] ?? r.object_type)) },
    { header: t.filters.objectId, value: (r) => r.object_id },
    { header: t.columns.changes, value: (r) => changesText(r.changes, t.noValue, CHANGE_MAX) },
    { header: t.columns.request, value: (r) => r.request_id },
    { header: t.columns.ip, value: (r) => r.ip },
    // decision 077: an agency's write names the agency and its user; the brand's own rows leave it empty
    {
      header: t.columns.onBehalfOf,
      value: (r) => (r.on_behalf_of ? `${r.on_behalf_of.agency_name} (${r.on_behalf_of.agency_user_email})` : null),
    },
  ];
}
