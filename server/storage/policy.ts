import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The local store's own upload policy and download signature (HMAC-SHA256 with a server secret):
 * the same role as S3's POST policy and presigned GET, so the browser flow is identical for both.
 */
export interface UploadPolicy {
  key: string;
  content_type: string;
  max_bytes: number;
  /** epoch seconds */
  expires: number;
}

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const mac = (secret: Buffer, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function signPolicy(secret: Buffer, p: UploadPolicy): { policy: string; signature: string } {
  const policy = b64url(JSON.stringify(p));
  return { policy, signature: mac(secret, `upload\n${policy}`) };
}

export type PolicyCheck = { ok: true; policy: UploadPolicy } | { ok: false; reason: 'missing' | 'signature' | 'expired' | 'mismatch' };

/**
 * Checks the signed fields of an upload form: the signature, the expiry, and that the key and
 * content type sent in the form are the ones the policy names (so a form cannot retarget a policy).
 */
export function checkPolicy(secret: Buffer, fields: Record<string, string | undefined>, nowSeconds: number): PolicyCheck {
  const { policy, signature, key } = fields;
  const contentType = fields['Content-Type'];
  if (!policy || !signature || !key || !contentType) return { ok: false, reason: 'missing' };
  if (!sameText(signature, mac(secret, `upload\n${policy}`))) return { ok: false, reason: 'signature' };
  let p: UploadPolicy;
  try {
    p = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as UploadPolicy;
  } catch {
    return { ok: false, reason: 'signature' };
  }
  if (!(p.expires > nowSeconds)) return { ok: false, reason: 'expired' };
  if (p.key !== key || p.content_type !== contentType) return { ok: false, reason: 'mismatch' };
  return { ok: true, policy: p };
}

export function signDownload(secret: Buffer, key: string, expires: number, name: string): string {
  return mac(secret, `download\n${key}\n${expires}\n${name}`);
}

export function checkDownload(
  secret: Buffer,
  q: { key: string; expires: number; name: string; signature: string },
  nowSeconds: number,
): boolean {
  if (!(q.expires > nowSeconds)) return false;
  return sameText(q.signature, signDownload(secret, q.key, q.expires, q.name));
}
