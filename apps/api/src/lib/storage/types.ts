import type { Readable } from 'node:stream';
import type { TByteRange, TRangeRequest } from './byte-range.ts';

/** Where uploaded files are served from; a key `cards/ab/…jpg` is at `/uploads/cards/ab/…jpg`. */
export const UPLOADS_PREFIX = '/uploads';

/** Public files never change under their key (a new upload gets a new key): cached for a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * An open stored file: its bytes as a stream (only the range's, when one was asked and served), its
 * whole size when the backend knows it, and the range served ('unsatisfiable': none; body empty).
 */
export interface TStoredStream {
  body: Readable;
  size?: number;
  range?: TByteRange | 'unsatisfiable';
}

/**
 * Stored files, addressed by key. Keys are made by the app (never by users) and never reused: a new
 * upload gets a new key, so files can be cached forever. Backends: local disk (`local.ts`) and
 * S3-compatible object storage (`s3.ts`); `choose.ts` picks one from the configuration.
 */
export interface TStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** The address browsers load the file from (relative to the app unless a public/CDN address is set). */
  url(key: string): string;
  /**
   * The file as a stream (served without holding it in memory), or undefined when there is none;
   * with `range`, only those bytes (see byte-range.ts).
   */
  stream?(key: string, range?: TRangeRequest): Promise<TStoredStream | undefined>;
  /** Resolves when the store can be used (the bucket answers, the folder can be made); throws otherwise. */
  ready?(): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(?:jpg|png|webp|mp4|webm|bin)$/;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.length <= 200;
}

/** Refuses anything that is not a key the app makes (no `..`, no absolute paths, no odd names). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** The type a file is served with, from its key's extension (`.bin`: opaque bytes). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
