/**
 * Keyset position in the conversions report: the last row's exact postback time (microseconds,
 * UTC, as PostgreSQL printed it), its id, and the direction it was read in, so a cursor taken
 * in one sort order is refused in the other instead of skipping rows. Opaque to clients.
 */
export interface ConversionCursor {
  t: string;
  id: number;
  dir: 'asc' | 'desc';
}

const toBase64Url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

export function encodeConversionCursor(c: ConversionCursor): string {
  return toBase64Url(`c1|${c.dir}|${c.t}|${c.id}`);
}

/** null when the text is not a cursor this server wrote. */
export function decodeConversionCursor(s: string): ConversionCursor | null {
  let raw: string;
  try {
    raw = fromBase64Url(s);
  } catch {
    return null;
  }
  const m = /^c1\|(asc|desc)\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|(\d{1,18})$/.exec(raw);
  if (!m || Number.isNaN(Date.parse(m[2]!))) return null;
  const id = Number(m[3]);
  if (!Number.isSafeInteger(id)) return null;
  return { dir: m[1] as 'asc' | 'desc', t: m[2]!, id };
}
