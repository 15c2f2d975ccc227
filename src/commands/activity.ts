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

/** The offer page: the offer on screen (null while it loads). */
export interface OfferActivityView {
  offerId: number | null;
}

export function offerActivityCommands(view: () => OfferActivityView): Command[] {
  return [
    {
      id: 'activity.ofOffer',
      title: (LL) => LL.activity.commands.ofOffer(),
      group: 'navigation',
      keywords: ['activity', 'audit', 'history', 'changes', 'who changed', 'hoạt động', 'lịch sử'],
      enabled: () => view().offerId !== null,
      run: (ctx) => {
        const { offerId } = view();
        if (offerId !== null) ctx.navigate(activityPath({ objectType: 'offer', objectId: offerId }));
      },
    },
  ];
}

/** The partner page: the partner on screen. */
export interface PartnerActivityView {
  partnerId: number | null;
}

export function partnerActivityCommands(view: () => PartnerActivityView): Command[] {
  return [
    {
      id: 'activity.ofPartner',
      title: (LL) => LL.activity.commands.ofPartner(),
      group: 'navigation',
      keywords: ['activity', 'audit', 'history', 'changes', 'hoạt động', 'lịch sử', 'đối tác'],
      enabled: () => view().partnerId !== null,
      run: (ctx) => {
        const { partnerId } = view();
        if (partnerId !== null) ctx.navigate(activityPath({ objectType: 'partner', objectId: partnerId }));
      },
    },
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
      enabled: () => view().selectedId !== null,
      disabledReason: () => (view().selectedId === null ? 'employees.selectFirst' : undefined),
      run: (ctx) => {
        const { selectedId } = view();
        if (selectedId !== null) ctx.navigate(activityPath({ userId: selectedId }));
      },
    },
  ];
}
