import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from '../app-error.ts';
import { resolveRange, type TByteRange, type TRangeRequest } from './byte-range.ts';
import { assertStorageKey, type TStorage, type TStoredStream, UPLOADS_PREFIX } from './types.ts';

/** What the S3 backend logs with (pino's signature: an object, then the message). */
export interface TStorageLog {
  error(detail: object, message: string): void;
}

export interface TS3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Put before every key in the bucket: `private/` for identity documents, '' for public files. */
  prefix?: string;
  /** Public base address (CDN, bucket website): `url(key)` is `${publicUrl}/${key}`; else `/uploads/<key>`. */
  publicUrl?: string;
  /** The Cache-Control stored with every object (public files: a year, immutable). */
  cacheControl: string;
  log?: TStorageLog;
}

/** An S3 backend, plus what the migration command needs: object heads and the bucket's key of a file. */
export interface TS3Storage extends TStorage {
  readonly bucket: string;
  /** The object's key in the bucket (`prefix` + key). */
  objectKey(key: string): string;
  /** Size and ETag of the stored object, or undefined when there is none. */
  head(key: string): Promise<{ size: number; etag?: string } | undefined>;
  stream(key: string, range?: TRangeRequest): Promise<TStoredStream | undefined>;
  ready(): Promise<void>;
}

/** An object that is not there (never a missing bucket, which is a configuration fault). */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, s3rver…; decision 067). Objects are stored
 * without any ACL, so they are as private as the bucket: public files reach browsers through
 * `/uploads/<key>` (streamed by the app) or through `publicUrl` when the operator has made that
 * address public. A missing object is `undefined`; any other failure is logged and becomes a 503
 * in the one error shape.
 */
export function createS3Storage(options: TS3StorageOptions): TS3Storage {
  const { client, bucket, cacheControl, log } = options;
  const prefix = options.prefix ?? '';
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  // Public keys never start with the private prefix: an app key like `private/…` is refused.
  const publicKey = (key: string) => {
    const name = objectKey(key);
    if (!prefix && name.startsWith('private/')) throw new Error(`invalid storage key: ${key}`);
    return name;
  };
  const unavailable = (action: string, key: string | undefined, error: unknown): AppError => {
    const { name, message, $metadata } = error as {
      name?: string;
      message?: string;
      $metadata?: { httpStatusCode?: number };
    };
    log?.error(
      { err: { name, message }, status: $metadata?.httpStatusCode, bucket, key, action },
      'object storage failed',
    );
    return new AppError('UNAVAILABLE', 'api.storage_unavailable', { headers: { 'retry-after': '5' } });
  };
  const open = async (key: string, range?: TByteRange) => {
    const Key = publicKey(key);
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw unavailable('get', Key, error);
    }
  };

  const head = async (key: string) => {
    const Key = publicKey(key);
    try {
      const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return { size: object.ContentLength ?? 0, etag: object.ETag };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw unavailable('head', Key, error);
    }
  };

  return {
    bucket,
    objectKey: publicKey,
    async put(key, data, contentType) {
      const Key = publicKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: data,
            ContentType: contentType,
            ContentLength: data.length,
            CacheControl: cacheControl,
          }),
        );
      } catch (error) {
        throw unavailable('put', Key, error);
      }
    },
    async get(key) {
      const object = await open(key);
      if (!object?.Body) return undefined;
      try {
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        throw unavailable('read', objectKey(key), error);
      }
    },
    async stream(key, request) {
      if (request) {
        // The object's size first (one more round trip, only for range requests), to resolve the range.
        const size = (await head(key))?.size;
        if (size === undefined) return undefined;
        const range = resolveRange(request, size);
        if (range === 'unsatisfiable') return { body: Readable.from([]), size, range };
        const part = await open(key, range);
        if (!part?.Body) return undefined;
        return { body: part.Body as Readable, size, range };
      }
      const object = await open(key);
      if (!object?.Body) return undefined;
      return { body: object.Body as Readable, size: object.ContentLength };
    },
    head,
    async delete(key) {
      const Key = publicKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        if (isMissingObject(error)) return;
        throw unavailable('delete', Key, error);
      }
    },
    url: (key) => `${publicUrl ?? UPLOADS_PREFIX}/${key}`,
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw unavailable('head-bucket', undefined, error);
      }
    },
  };
}
