import { S3Client } from '@aws-sdk/client-s3';
import type { TS3Config } from '../../config/app-config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage, type TS3Storage, type TStorageLog } from './s3.ts';
import { PUBLIC_CACHE_CONTROL, type TStorage } from './types.ts';

/** Identity documents sit under this prefix of the bucket (decision 067); never public. */
export const PRIVATE_PREFIX = 'private/';

/**
 * An S3 client for the configured store. Checksums only when the operation requires them: MinIO,
 * s3rver and other S3-compatible stores do not all know the SDK's newer default (CRC32 on every
 * upload). Timeouts keep a store that hangs from holding requests for ever.
 */
export function createS3Client(config: TS3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

export interface TStorages {
  /** Public files (card photos, logos, covers, product images, post media). */
  storage: TStorage;
  /** Identity documents (encrypted by their area before they get here), never served as they are. */
  privateStorage: TStorage;
  /** The S3 backends when the bucket is used (the migration command needs their heads). */
  s3?: { storage: TS3Storage; privateStorage: TS3Storage };
  /** Releases the client's connections. */
  close(): void;
}

/**
 * The storage backends the configuration asks for: the bucket when `s3` is set (public files at
 * its root, private ones under `private/`), else `uploadsDir` and `privateDir` on the local disk.
 */
export function createStorages(
  config: { uploadsDir: string; privateDir: string; s3?: TS3Config },
  log?: TStorageLog,
): TStorages {
  if (!config.s3) {
    return {
      storage: createLocalStorage(config.uploadsDir),
      privateStorage: createLocalStorage(config.privateDir),
      close: () => undefined,
    };
  }
  const client = createS3Client(config.s3);
  const common = { client, bucket: config.s3.bucket, log };
  const storage = createS3Storage({
    ...common,
    publicUrl: config.s3.publicUrl,
    cacheControl: PUBLIC_CACHE_CONTROL,
  });
  const privateStorage = createS3Storage({ ...common, prefix: PRIVATE_PREFIX, cacheControl: 'no-store' });
  return { storage, privateStorage, s3: { storage, privateStorage }, close: () => client.destroy() };
}
