import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4, by hand with node:crypto (no SDK): the POST-policy signature for
 * browser uploads and query-string presigning for GET/HEAD/DELETE. Checked against the AWS
 * published examples in sigv4.test.ts.
 */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** 20151229T000000Z and 20151229 */
export function amzDates(date: Date): { amzDate: string; dateStamp: string } {
  const amzDate = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, dateStamp: amzDate.slice(0, 8) };
}

export function signingKey(secret: string, dateStamp: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, dateStamp), region), service), 'aws4_request');
}

export function credentialScope(c: Credentials, dateStamp: string): string {
  return `${dateStamp}/${c.region}/${c.service ?? 's3'}/aws4_request`;
}

/** Signature of a base64 POST policy: the policy itself is the string to sign. */
export function signPostPolicy(c: Credentials, base64Policy: string, dateStamp: string): string {
  return createHmac('sha256', signingKey(c.secretAccessKey, dateStamp, c.region, c.service))
    .update(base64Policy, 'utf8')
    .digest('hex');
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A presigned URL (query-string authentication, host as the only signed header, unsigned payload).
 * `url` is the object URL without query; `extraQuery` (e.g. response-content-disposition) is signed too.
 */
export function presignUrl(
  c: Credentials,
  method: string,
  url: string,
  opts: { date: Date; expiresSeconds: number; extraQuery?: Record<string, string> },
): string {
  const u = new URL(url);
  const { amzDate, dateStamp } = amzDates(opts.date);
  const query: Record<string, string> = {
    ...opts.extraQuery,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${c.accessKeyId}/${credentialScope(c, dateStamp)}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(opts.expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(query[k]!)}`)
    .join('&');
  // u.pathname is already percent-encoded by the caller (segments through uriEncode)
  const canonicalRequest = [method, u.pathname, canonicalQuery, `host:${u.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, credentialScope(c, dateStamp), sha256hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(c.secretAccessKey, dateStamp, c.region, c.service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  return `${u.origin}${u.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
