/**
 * The `notification_id` query of spec 1 §2, on its own: the shell reads it on every page, and keeping
 * it apart from targets.ts keeps the case catalogue out of the entry chunk (decision 027).
 */
export const NOTIFICATION_ID_PARAM = 'notification_id';

/** `search` without the notification id, or null when it had none (the address is then left alone). */
export function withoutNotificationId(search: string): { id: string; search: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get(NOTIFICATION_ID_PARAM);
  if (!id) return null;
  params.delete(NOTIFICATION_ID_PARAM);
  const rest = params.toString();
  return { id, search: rest ? `?${rest}` : '' };
}
