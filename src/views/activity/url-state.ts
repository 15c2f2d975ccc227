import { activityPath } from '../../domain/audit/activity-link.ts';
import type { Filters } from '../table/source.ts';

/**
 * The Activity view keeps its filters in the URL (the palette's "Activity of this offer" is a link).
 * Pure: search string in, state out, and back through `activityPath`, the one writer of the link.
 * Values the API would refuse are dropped on reading, so a hand-edited URL shows the whole log
 * rather than an error; the filter form says what is wrong with what the user types.
 */
export interface ActivityState {
  /** yyyy-MM-dd, UTC days, inclusive */
  from: string;
  to: string;
  userId: number | null;
  objectType: string;
  objectId: string;
  action: string;
  /** '' anyone; `agency` on behalf of the brand; `brand` its own people (decision 077) */
  actor: '' | 'agency' | 'brand';
}

export const EMPTY_ACTIVITY: ActivityState = { from: '', to: '', userId: null, objectType: '', objectId: '', action: '', actor: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const OBJECT_TYPE = /^[a-zA-Z_-]{1,40}$/;
export const ACTION = /^[a-zA-Z0-9_.-]{1,80}$/;
export const OBJECT_ID_MAX = 40;

const day = (v: string | null) => (v && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : '');
const matching = (v: string | null, re: RegExp) => (v && re.test(v) ? v : '');

export function readActivity(p: URLSearchParams): ActivityState {
  const user = p.get('user_id') ?? '';
  return {
    from: day(p.get('from')),
    to: day(p.get('to')),
    userId: /^\d{1,15}$/.test(user) && Number(user) > 0 ? Number(user) : null,
    objectType: matching(p.get('object_type'), OBJECT_TYPE),
    objectId: (p.get('object_id') ?? '').trim().slice(0, OBJECT_ID_MAX),
    action: matching(p.get('action'), ACTION),
    actor: p.get('actor') === 'agency' ? 'agency' : p.get('actor') === 'brand' ? 'brand' : '',
  };
}

/** The query string of `s` (no leading "?"). */
export function writeActivity(s: ActivityState): string {
  const path = activityPath({
    userId: s.userId,
    objectType: s.objectType,
    objectId: s.objectId,
    action: s.action,
    from: s.from,
    to: s.to,
    actor: s.actor || null,
  });
  const at = path.indexOf('?');
  return at < 0 ? '' : path.slice(at + 1);
}

/** The day after `yyyy-MM-dd`, as the instant it starts (the API's `to` is exclusive). */
function nextDayStart(dayText: string): string {
  const d = new Date(`${dayText}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** The API's filters (`GET /api/audit`) of a state: whole UTC days, the end day included. */
export function activityFilters(s: ActivityState): Filters {
  const f: Record<string, string | number> = {};
  if (s.from) f.from = `${s.from}T00:00:00.000Z`;
  if (s.to) f.to = nextDayStart(s.to);
  if (s.userId !== null) f.user_id = s.userId;
  if (s.objectType) f.object_type = s.objectType;
  if (s.objectId) f.object_id = s.objectId;
  if (s.action) f.action = s.action;
  if (s.actor) f.actor = s.actor;
  return f;
}
