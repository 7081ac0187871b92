import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { createStorages, PRIVATE_PREFIX } from '../lib/storage/choose.ts';
import {
  contentTypeOf,
  isStorageKey,
  PUBLIC_CACHE_CONTROL,
  type TStorage,
  UPLOADS_PREFIX,
} from '../lib/storage/types.ts';

// The storage interface and its local backend live in lib/storage; their many importers keep these names.
export { createLocalStorage } from '../lib/storage/local.ts';
export { isStorageKey, type TStorage, UPLOADS_PREFIX } from '../lib/storage/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public files: local disk or the bucket's root, served at `/uploads/<key>` (or S3_PUBLIC_URL). */
    storage: TStorage;
    /**
     * Private files (identity documents, decision 062): `DATA_DIR/private` or the bucket's
     * `private/` prefix. No route serves them; their areas answer them after checking who asks.
     * Its `url` is never used.
     */
    privateStorage: TStorage;
  }
}

/**
 * Decorates `app.storage` and `app.privateStorage`: the S3-compatible bucket when `config.s3` is set
 * (decision 067), else the local disk. `/uploads/<key>` streams public files from either, so image
 * addresses stay relative and work on every host name; with a public/CDN address browsers load
 * them from there instead (the page's Content-Security-Policy allows its origin).
 */
export const storagePlugin = fp(async (app: FastifyInstance, options: { storage?: TStorage }) => {
  const storages = createStorages(app.deps.config, app.log);
  const storage = options.storage ?? storages.storage;
  app.decorate('storage', storage);
  app.decorate('privateStorage', storages.privateStorage);
  app.addHook('onClose', async () => storages.close());

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
      // Keys under the bucket's private prefix are never public keys (identity documents live there).
      if (!isStorageKey(key) || key.startsWith(PRIVATE_PREFIX))
        throw new AppError('NOT_FOUND', 'api.not_found');
      const file = storage.stream ? await storage.stream(key) : await bufferAsStream(storage, key);
      if (!file) throw new AppError('NOT_FOUND', 'api.not_found');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .type(contentTypeOf(key))
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
});

async function bufferAsStream(storage: TStorage, key: string) {
  const data = await storage.get(key);
  return data ? { body: data, size: data.length } : undefined;
}
