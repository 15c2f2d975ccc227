import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `test=` token of a tracking-test click: an HMAC of the offer id and an expiry, so only the
 * server's own tracking test can send a click that skips the partner and contract checks.
 */
const TTL_MS = 5 * 60_000;
const mac = (secret: string, offerId: number, exp: number) =>
  createHmac('sha256', secret).update(`track-test:${offerId}:${exp}`).digest('base64url');

export function signTestClick(secret: string, offerId: number, now: number): string {
  const exp = now + TTL_MS;
  return `${exp}.${mac(secret, offerId, exp)}`;
}

export function verifyTestClick(secret: string, offerId: number, token: string, now: number): boolean {
  const [expRaw, sig] = token.split('.');
  const exp = Number(expRaw);
  if (!Number.isInteger(exp) || exp < now || !sig) return false;
  const want = Buffer.from(mac(secret, offerId, exp));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want);
}
