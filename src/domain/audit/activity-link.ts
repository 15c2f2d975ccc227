import { routePath } from '../routes.ts';

/**
 * The address of the Activity view with its filters (src/views/activity): the palette's "Activity of
 * this offer / partner / user" and the view's own URL state write the same query, so a link from
 * anywhere reproduces the view. Parameter names are the API's (`GET /api/audit`), dates `yyyy-MM-dd`.
 */
export const ACTIVITY_PATH = routePath('activity');

export interface ActivityLink {
  userId?: number | null;
  objectType?: string | null;
  objectId?: string | number | null;
  action?: string | null;
  /** inclusive first day, yyyy-MM-dd (UTC) */
  from?: string | null;
  /** inclusive last day, yyyy-MM-dd (UTC) */
  to?: string | null;
  /** `agency`: writes an agency made on behalf of the brand; `brand`: the brand's own (decision 077) */
  actor?: 'agency' | 'brand' | null;
}

export function activityPath(link: ActivityLink = {}): string {
  const q = new URLSearchParams();
  const put = (key: string, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') q.set(key, String(v));
  };
  put('user_id', link.userId);
  put('object_type', link.objectType);
  put('object_id', link.objectId);
  put('action', link.action);
  put('from', link.from);
  put('to', link.to);
  put('actor', link.actor);
  const qs = q.toString();
  return qs ? `${ACTIVITY_PATH}?${qs}` : ACTIVITY_PATH;
}
