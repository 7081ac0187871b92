import { Readable } from 'node:stream';
import { translate } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { parseRangeHeader, resolveRange, type TRangeRequest } from '../lib/storage/byte-range.ts';
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
      const wanted = parseRangeHeader(request.headers.range);
      const file = storage.stream
        ? await storage.stream(key, wanted)
        : await bufferAsStream(storage, key, wanted);
      if (!file) throw new AppError('NOT_FOUND', 'api.not_found');
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff');
      if (file.range === 'unsatisfiable') {
        file.body.destroy();
        return reply
          .status(416)
          .header('content-range', `bytes */${file.size ?? '*'}`)
          .type('application/json; charset=utf-8')
          .send({
            success: false,
            code: 'BAD_REQUEST',
            message: translate(request.lang(), 'api.range_not_satisfiable'),
          });
      }
      if (file.range) {
        reply
          .status(206)
          .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
          .header('content-length', file.range.end - file.range.start + 1);
      } else if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.type(contentTypeOf(key)).send(file.body);
    },
  );
});

/** A backend without streams: the whole file read, then the range cut out of it. */
async function bufferAsStream(storage: TStorage, key: string, wanted: TRangeRequest | undefined) {
  const data = await storage.get(key);
  if (!data) return undefined;
  const range = wanted && resolveRange(wanted, data.length);
  if (range === 'unsatisfiable') return { body: Readable.from([]), size: data.length, range };
  const body = Readable.from([range ? data.subarray(range.start, range.end + 1) : data]);
  return { body, size: data.length, ...(range ? { range } : {}) };
}
