import type { Notification, NotificationList, NotificationSetting } from '../../../src/domain/notifications/contract.ts';

/** Fake API answers for the notification dom tests. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const U1 = '11111111-2222-4333-8444-555555555555';
export const U2 = '22222222-3333-4444-8555-666666666666';

/** An "offer is now paused" notification (case 1), which leads to /offers/7/detail. */
export function notification({ uuid, unread = true, offer = 'Shoes' }: { uuid: string; unread?: boolean; offer?: string }): Notification {
  return {
    id: 1,
    uuid,
    category_id: 'offer',
    case_id: 1,
    data: { offer_id: 7, offer_name: offer, offer_status: 'paused' },
    content: null,
    is_read: !unread,
    created_at: new Date().toISOString(),
  };
}

export function page(
  items: Notification[],
  { page = 1, total_page = 1, limit = 25, unread = 0 }: { page?: number; total_page?: number; limit?: number; unread?: number },
): NotificationList {
  return { items, paging: { current_page: page, limit, total_row: total_page * limit, total_page }, total_unread: unread };
}

/** Two settings, both in the given state. */
export function settings(status: boolean): NotificationSetting[] {
  return [
    { id: 1, title: 'Offers', describe: 'Offer status changes.', status },
    { id: 2, title: 'Reports', describe: 'Conversion uploads.', status },
  ];
}
