import { activityPath } from '../domain/audit/activity-link.ts';
import type { Command } from './registry.ts';

/**
 * Commands of the Activity view (the audit log, issue 14 item 4). Opening it is the route table's
 * "Go to Activity" (`nav.activity`, `g y`, src/commands/navigation.ts). The view-bound ones below
 * open it filtered to the object or user of the page they are mounted on. None asks a permission:
 * everyone may read the log, and the server answers a non-admin only the rows of their own actions,
 * so "Activity of this offer" shows what that user did to the offer.
 */

/** The open Activity view: what it exports is what it shows. */
export interface ActivityView {
  exportFile(format: 'csv' | 'xlsx'): void;
}

export function activityExportCommands(view: () => ActivityView): Command[] {
  return (['csv', 'xlsx'] as const).map((format) => ({
    id: `activity.export.${format}`,
    title: (LL) => LL.activity.commands.export({ format: format.toUpperCase() }),
    group: 'actions',
    keywords: ['export', format, 'download', 'activity', 'audit', 'xuất', 'hoạt động'],
    run: () => view().exportFile(format),
  }));
}

/** "Activity of this …": the view filtered to the object on the page (disabled while it loads). */
function objectActivity(
  id: string,
  objectType: 'offer' | 'partner',
  title: Command['title'],
  keywords: string[],
  objectId: () => number | null,
): Command {
  return {
    id,
    title,
    group: 'navigation',
    keywords: ['activity', 'audit', 'history', 'changes', 'hoạt động', 'lịch sử', ...keywords],
    // while the object loads there is no more precise reason than the general refusal
    blocked: () => (objectId() === null ? 'errors.permissionDeniedAction' : null),
    run: (ctx) => {
      const found = objectId();
      if (found !== null) ctx.navigate(activityPath({ objectType, objectId: found }));
    },
  };
}

/** The offer page: the offer on screen (null while it loads). */
export interface OfferActivityView {
  offerId: number | null;
}

export function offerActivityCommands(view: () => OfferActivityView): Command[] {
  return [
    objectActivity(
      'activity.ofOffer',
      'offer',
      (LL) => LL.activity.commands.ofOffer(),
      ['who changed'],
      () => view().offerId,
    ),
  ];
}

/** The partner page: the partner on screen. */
export interface PartnerActivityView {
  partnerId: number | null;
}

export function partnerActivityCommands(view: () => PartnerActivityView): Command[] {
  return [
    objectActivity(
      'activity.ofPartner',
      'partner',
      (LL) => LL.activity.commands.ofPartner(),
      ['đối tác'],
      () => view().partnerId,
    ),
  ];
}

/** The employee page: the employee selected in the list. */
export interface EmployeeActivityView {
  selectedId: number | null;
}

export function employeeActivityCommands(view: () => EmployeeActivityView): Command[] {
  return [
    {
      id: 'activity.ofUser',
      title: (LL) => LL.activity.commands.ofUser(),
      group: 'navigation',
      keywords: ['activity', 'audit', 'history', 'what did', 'employee', 'user', 'hoạt động', 'nhân viên'],
      blocked: () => (view().selectedId === null ? 'employees.selectFirst' : null),
      run: (ctx) => {
        const { selectedId } = view();
        if (selectedId !== null) ctx.navigate(activityPath({ userId: selectedId }));
      },
    },
  ];
}
