import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local.ts';
import type { StoragePort } from './port.ts';
import { createS3Storage, s3OptionsFromEnv } from './s3.ts';

/**
 * The S3-compatible store when S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are
 * all set; otherwise local disk under $DATA_DIR/files (the embedded default).
 */
export function createStorage(config: Config, env: Record<string, string | undefined> = process.env): StoragePort {
  const s3 = s3OptionsFromEnv(env);
  if (s3) return createS3Storage(s3);
  return createLocalStorage({
    root: path.join(config.dataDir, 'files'),
    // a key of its own, derived from the server secret, so an upload policy can never pass as a JWT
    secret: createHmac('sha256', config.jwtSecret).update('brand-console/file-storage').digest(),
    publicUrl: config.publicUrl,
  });
}
