import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../../../server/storage/s3.ts';

/**
 * A real S3-compatible server for tests: s3rver 3.7 on a free port over a temp folder, with one
 * bucket. s3rver accepts only its own access key (S3RVER); it checks that a key exists and that a
 * presigned query has not expired, but does NOT verify SigV4 signatures and ignores POST policies
 * (no content-length-range, no expiration, no conditions) — decision 040 lists what is covered where.
 */
export const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  /** options for createS3Storage, path-style against this server */
  options: S3Options;
  /** the env variables that select the S3 adapter (server/storage/select.ts) */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'brand-console-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    options: { endpoint, bucket, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, region: 'us-east-1', pathStyle: true },
    env: { S3_URL: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: S3RVER_KEY, S3_SECRET_ACCESS_KEY: S3RVER_KEY, S3_PATH_STYLE: '1' },
    close: async () => {
      // fetch keeps connections alive; close() alone would wait for them
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Sends a presigned POST form with the file last, as a browser does. */
export async function postForm(url: string, fields: Record<string, string>, bytes: Uint8Array, fileName = 'file.bin') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(
    'file',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: fields['Content-Type'] ?? 'application/octet-stream' }),
    fileName,
  );
  const res = await fetch(url, { method: 'POST', body: form });
  return { status: res.status, body: await res.text() };
}
