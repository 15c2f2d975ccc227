import { TIME_ZONE_AREAS, UTC_ZONE } from './data/time-zones.ts';
import type { Lang } from './data/types.ts';

/**
 * The platform's home market is Vietnam (VND, Vietnamese UI, day boundaries of reports), so the
 * picker preselects Ho Chi Minh time; UTC stays one keystroke away (decision 009).
 */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Every zone id offered, `Area/City` plus UTC. */
export const TIME_ZONE_IDS: readonly string[] = [
  UTC_ZONE,
  ...Object.entries(TIME_ZONE_AREAS).flatMap(([area, cities]) => cities.map((city) => `${area}/${city}`)),
];

export interface TimeZoneItem {
  /** IANA id: what profiles and offers store */
  id: string;
  /** 'UTC+07:00' at the moment the list was built */
  label: string;
  /** minutes east of UTC at that moment */
  offset: number;
  /** 'Ho Chi Minh (Indochina Time)' in the requested language */
  name: string;
  is_default: boolean;
}

// Formatters are costly to create and reused for every list build.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, timeZoneName: 'longOffset' | 'longGeneric'): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${timeZoneName}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName });
    formatters.set(key, f);
  }
  return f;
}

function zoneNamePart(f: Intl.DateTimeFormat, at: Date): string {
  return f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** Minutes east of UTC of `timeZone` at `at` (DST included). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const text = zoneNamePart(formatter('en-US', timeZone, 'longOffset'), at); // 'GMT+07:00', or 'GMT' at zero
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(text);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/** 420 → 'UTC+07:00', -570 → 'UTC-09:30', 0 → 'UTC+00:00'. */
export function utcLabel(offset: number): string {
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

// ICU has no localized exemplar cities; the one city a Vietnamese user reads daily gets its own.
const CITY_VI: Record<string, string> = { 'Asia/Ho_Chi_Minh': 'Hồ Chí Minh' };
const UTC_NAME = { en: 'Coordinated Universal Time (UTC)', vi: 'Giờ Phối hợp Quốc tế (UTC)' } as const;

function cityOf(id: string, lang: Lang): string {
  if (id === UTC_ZONE) return UTC_NAME[lang];
  if (lang === 'vi' && CITY_VI[id]) return CITY_VI[id];
  return (id.split('/').pop() ?? id).replace(/_/g, ' ');
}

/** The zones with their offsets at `at`, west to east, then by id (the same order in every language). */
export function timeZoneList(lang: Lang, at: Date): TimeZoneItem[] {
  return TIME_ZONE_IDS.map((id) => {
    const offset = offsetMinutes(id, at);
    const generic = id === UTC_ZONE ? '' : zoneNamePart(formatter(lang, id, 'longGeneric'), at);
    const city = cityOf(id, lang);
    const name = !generic || generic === city ? city : `${city} (${generic})`;
    return { id, label: utcLabel(offset), offset, name, is_default: id === DEFAULT_TIME_ZONE };
  }).sort((a, b) => a.offset - b.offset || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
