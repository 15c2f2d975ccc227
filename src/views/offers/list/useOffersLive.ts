import { offerKeys } from '../../../api/offers.ts';
import { NOTIFICATION_CASE } from '../../../domain/notifications/cases.ts';
import { NOTIFICATION_CREATED } from '../../../domain/notifications/events.ts';
import { useLiveRefresh } from '../../app/useLiveRefresh.ts';

/** True for the live event of a notification that an offer's status or visibility changed (the admin's review). */
export function isOfferChange(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { case_id?: unknown }).case_id === NOTIFICATION_CASE.offerStatusChanged;
}

/**
 * The offer pages refetch their offers when the admin's review of a public request lands (an operator
 * command on the server, which notifies the brand): the detail's visibility and the list's badge change
 * without a reload. The event reaches users who may read notifications; the others see the change on
 * their next visit.
 */
export const useOffersLive = (): void => useLiveRefresh(NOTIFICATION_CREATED, offerKeys.all, isOfferChange);
