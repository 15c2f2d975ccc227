import { Link } from 'wouter';
import type { AuditRow } from '../../domain/audit/contract.ts';
import { routePath } from '../../domain/routes.ts';
import { auditActionText } from '../../i18n/audit-actions.ts';
import type { LL } from '../../i18n/translate.ts';
import type { Formats } from '../app/formats.ts';
import type { ReportColumn } from '../table/columns.ts';
import { changeLines, changesText } from '../../domain/audit/changes.ts';
import * as css from './activity.css.ts';

/** The object types that have a page of their own, and where it is. */
function objectHref(type: string | null, id: string | null): string | null {
  if (!type || !id || !/^\d+$/.test(id)) return null;
  if (type === 'offer') return routePath('offerDetail', { id });
  if (type === 'partner') return routePath('managementPartnerDetail', { id });
  return null;
}

export function objectName(ll: LL, type: string | null): string {
  if (!type) return '';
  const fn = (ll.activity.objects as Record<string, (() => string) | undefined>)[type];
  return typeof fn === 'function' ? fn() : type;
}

export const objectText = (ll: LL, r: Pick<AuditRow, 'object_type' | 'object_id'>) =>
  r.object_type ? `${objectName(ll, r.object_type)}${r.object_id ? ` #${r.object_id}` : ''}` : '';

export const userText = (ll: LL, r: Pick<AuditRow, 'user_id' | 'user_name'>) =>
  r.user_name ? r.user_name : r.user_id === null ? '' : ll.activity.unknownUser({ id: r.user_id });

export const onBehalfText = (ll: LL, r: Pick<AuditRow, 'on_behalf_of'>) =>
  r.on_behalf_of ? ll.activity.byAgency({ agency: r.on_behalf_of.agency_name, email: r.on_behalf_of.agency_user_email }) : '';

/** The Activity view's columns (keys of the `activity` column settings, src/domain/profile/columns.ts). */
export function activityColumns(ll: LL, fmt: Formats): ReportColumn<AuditRow>[] {
  const t = ll.activity;
  const empty = t.noValue();
  return [
    // when the grid is short of room (decision 065): what was done (the row's name), when, and the changes first
    // in UTC with seconds ("Nov 25, 2026 14:03:07" / "25/11/2026 14:03:07"), as the column title says
    { key: 'at', header: t.columns.time(), value: (r) => fmt.utcDateTime(r.at), width: 170, minWidth: 170, priority: 1 },
    { key: 'user', header: t.columns.user(), value: (r) => userText(ll, r), width: 170 },
    // decision 077: an agency's write names the agency and its user; the brand's own rows stay empty
    { key: 'on_behalf_of', header: t.columns.onBehalfOf(), value: (r) => onBehalfText(ll, r), width: 220, priority: 2 },
    { key: 'action', header: t.columns.action(), value: (r) => auditActionText(ll, r.action), width: 220, minWidth: 200, pin: true },
    {
      key: 'object',
      header: t.columns.object(),
      value: (r) => objectText(ll, r),
      render: (r) => {
        const href = objectHref(r.object_type, r.object_id);
        return href ? <Link href={href}>{objectText(ll, r)}</Link> : objectText(ll, r);
      },
      width: 160,
    },
    {
      key: 'changes',
      header: t.columns.changes(),
      value: (r) => changesText(r.changes, empty),
      render: (r) => {
        const lines = changeLines(r.changes, empty);
        if (lines.length === 0) return <span className={css.muted}>{t.noChanges()}</span>;
        return (
          // the grid cell carries the whole text as its title (GridParts), for a cell that is cut
          <span className={css.changes}>
            {lines.map((l) => (
              <span key={l.field} className={css.change}>
                {/* the stored field's name, as code, and its values as stored (a status code, a date as the
                    offer keeps it): what changed, exactly, in no language (translate="no", decision 066) */}
                <code className={css.field}>{l.field}</code>{' '}
                <span translate="no">
                  {l.before} → {l.after}
                </span>
              </span>
            ))}
          </span>
        );
      },
      width: 420,
      minWidth: 240,
      priority: 1,
    },
    { key: 'request_id', header: t.columns.request(), value: (r) => r.request_id ?? '', width: 120, priority: 3 },
    { key: 'ip', header: t.columns.ip(), value: (r) => r.ip ?? '', width: 140, priority: 3 },
  ];
}
