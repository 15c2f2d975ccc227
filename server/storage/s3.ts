import { Readable } from 'node:stream';
import { assertKey, type PresignedPost, type PresignUploadInput, type StoragePort } from './port.ts';
import { amzDates, credentialScope, presignUrl, signPostPolicy, uriEncode, type Credentials } from './sigv4.ts';

/** S3-compatible store (AWS S3, MinIO, Cloudflare R2, …) reached with plain fetch and SigV4. */
export interface S3Options extends Credentials {
  /** endpoint, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  /** bucket in the path (MinIO and most S3-compatibles) instead of the host name */
  pathStyle: boolean;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Reads S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (all required), S3_REGION, S3_PATH_STYLE. */
export function s3OptionsFromEnv(env: Record<string, string | undefined>): S3Options | null {
  const { S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_URL || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  const host = new URL(S3_URL).host;
  const pathStyle = env.S3_PATH_STYLE ? !['0', 'false', 'no'].includes(env.S3_PATH_STYLE.toLowerCase()) : !host.endsWith('amazonaws.com');
  return {
    endpoint: S3_URL.replace(/\/+$/, ''),
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION || 'us-east-1',
    pathStyle,
  };
}

export function createS3Storage(o: S3Options): StoragePort {
  const doFetch = o.fetch ?? fetch;
  const now = o.now ?? (() => new Date());
  const base = (() => {
    const u = new URL(o.endpoint);
    return o.pathStyle ? `${u.origin}/${uriEncode(o.bucket)}` : `${u.protocol}//${o.bucket}.${u.host}`;
  })();
  const objectUrl = (key: string) => {
    assertKey(key);
    return `${base}/${key.split('/').map(uriEncode).join('/')}`;
  };
  const signed = (method: string, key: string, expiresSeconds = 60, extraQuery?: Record<string, string>) =>
    presignUrl(o, method, objectUrl(key), { date: now(), expiresSeconds, extraQuery });

  return {
    kind: 's3',
    async presignUpload(input: PresignUploadInput): Promise<PresignedPost> {
      assertKey(input.key);
      const date = now();
      const { amzDate, dateStamp } = amzDates(date);
      const credential = `${o.accessKeyId}/${credentialScope(o, dateStamp)}`;
      const policy = {
        expiration: new Date(date.getTime() + input.expiresSeconds * 1000).toISOString(),
        conditions: [
          { bucket: o.bucket },
          { key: input.key },
          { 'Content-Type': input.contentType },
          ['content-length-range', 1, input.maxBytes],
          { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
          { 'x-amz-credential': credential },
          { 'x-amz-date': amzDate },
        ],
      };
      const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
      return {
        url: `${base}/`,
        fields: {
          key: input.key,
          'Content-Type': input.contentType,
          'x-amz-algorithm': 'AWS4-HMAC-SHA256',
          'x-amz-credential': credential,
          'x-amz-date': amzDate,
          policy: encoded,
          'x-amz-signature': signPostPolicy(o, encoded, dateStamp),
        },
      };
    },

    async stat(key) {
      const res = await doFetch(signed('HEAD', key), { method: 'HEAD' });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 HEAD ${key}: ${res.status}`);
      return { size: Number(res.headers.get('content-length') ?? 0) };
    },

    async read(key, maxBytes) {
      const headers: Record<string, string> = maxBytes !== undefined ? { range: `bytes=0-${Math.max(0, maxBytes - 1)}` } : {};
      const res = await doFetch(signed('GET', key), { headers });
      if (res.status === 404) return null;
      if (res.status === 416) return Buffer.alloc(0); // empty object and a range
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },

    async stream(key) {
      const res = await doFetch(signed('GET', key));
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: ${res.status}`);
      return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
    },

    async delete(key) {
      const res = await doFetch(signed('DELETE', key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
    },

    async signedDownloadUrl(key, expiresSeconds, opts = {}) {
      const name = opts.fileName ?? key.split('/').pop() ?? 'file';
      // S3 sends these headers back because they are part of the signed query
      return signed('GET', key, expiresSeconds, {
        'response-content-disposition': contentDisposition(name),
      });
    },
  };
}

/** attachment with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${uriEncode(name)}`;
}
