import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

/** Where uploaded files are served from; a key `cards/ab/…jpg` is at `/uploads/cards/ab/…jpg`. */
export const UPLOADS_PREFIX = '/uploads';
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(?:jpg|png|webp|mp4|webm|bin)$/;
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/**
 * Stored files, addressed by key. Keys are made by the app (never by users) and never reused: a new
 * upload gets a new key, so files can be cached forever. A backend for S3-compatible storage
 * implements the same four functions (`url` then points at the bucket or a CDN).
 */
export interface TStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** The address browsers load the file from (relative to the app for the local backend). */
  url(key: string): string;
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.length <= 200;
}

/** Files on the local disk under `root` (default `DATA_DIR/uploads`). */
export function createLocalStorage(root: string): TStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_PREFIX}/${key}`,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: TStorage;
    /**
     * Private files (identity documents, decision 062) under `DATA_DIR/private`: no route serves
     * them; their areas answer them after checking who asks. Its `url` is never used.
     */
    privateStorage: TStorage;
  }
}

/** Decorates `app.storage` (local disk, served at `/uploads/<key>`) and `app.privateStorage` (not served). */
export const storagePlugin = fp(async (app: FastifyInstance, options: { storage?: TStorage }) => {
  const storage = options.storage ?? createLocalStorage(app.deps.config.uploadsDir);
  app.decorate('storage', storage);
  app.decorate('privateStorage', createLocalStorage(app.deps.config.privateDir));

  app.get(
    `${UPLOADS_PREFIX}/*`,
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const data = isStorageKey(key) ? await storage.get(key) : undefined;
      if (!data) throw new AppError('NOT_FOUND', 'api.not_found');
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
});
