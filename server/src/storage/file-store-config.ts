/**
 * Chooses the file store from the environment: S3_BUCKET set means the S3-compatible adapter
 * (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX);
 * otherwise local disk under the data folder ({dataDir}/media).
 */
import { join } from 'node:path';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

export type StorageEnv = Readonly<Record<string, string | undefined>>;

export function fileStoreFor(env: StorageEnv, dataDir: string): FileStore {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return new LocalFileStore(join(dataDir, 'media'));
  return new S3FileStore({
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // A custom endpoint is almost always a self-hosted store that wants path-style addressing.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : !!env.S3_ENDPOINT,
    prefix: env.S3_PREFIX ?? '',
  });
}
