import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { TCardRenderConfig } from '../../config/app-config.ts';
import { AppError } from '../../lib/app-error.ts';
import { useBundledFonts } from './card-fonts.ts';
import { createByteCache } from './card-image-cache.ts';
import type { TCardRenderTask } from './card-render-worker.ts';

export interface TCardRenderer {
  /**
   * The rendered bytes for `key` (an ETag): from the cache, from a render of the same key already
   * running, or from a new render on a worker thread. Throws 503 (Retry-After) when every thread is
   * busy and the queue is full.
   */
  render(key: string, task: () => Promise<TCardRenderTask>): Promise<Buffer>;
  stats(): { threads: number; queue: number; running: number; completed: number; cachedBytes: number };
  close(): Promise<void>;
}

const QUEUE_PER_THREAD = 4;
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
const RETRY_AFTER_SECONDS = 2;

/**
 * The worker's file: `card-render-worker.js` beside the bundle (dist/, built by build.mjs), else
 * the TypeScript source beside this file, loaded through tsx (tests, `npm run dev`).
 */
function workerFile(): { filename: string; execArgv?: string[] } {
  const built = new URL('./card-render-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href };
  const source = new URL('./card-render-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) {
    throw new Error(`card render worker not found: neither ${built.href} nor ${source.href}`);
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: source.href, execArgv: ['--import', tsx] };
}

export function defaultRenderThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** A bounded pool of worker threads with a cache of what they rendered (decision 037). */
export function createCardRenderer(config: TCardRenderConfig = {}, log?: FastifyBaseLogger): TCardRenderer {
  const threads = config.threads ?? defaultRenderThreads();
  const queue = config.queue ?? threads * QUEUE_PER_THREAD;
  const cache = createByteCache(config.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const inFlight = new Map<string, Promise<Buffer>>();
  let pool: Piscina | undefined;
  let running = 0;
  let completed = 0;

  const startPool = () => {
    // fontconfig reads FONTCONFIG_FILE from the process environment, which worker threads cannot set.
    useBundledFonts();
    const file = workerFile();
    return new Piscina({
      ...file,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Lower priority than the event loop (Linux and macOS): requests that need no render stay quick.
      niceIncrement: 10,
    });
  };

  const run = async (key: string, task: () => Promise<TCardRenderTask>) => {
    running += 1;
    try {
      pool ??= startPool();
      const bytes: Uint8Array = await pool.run(await task());
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      cache.set(key, buffer);
      completed += 1;
      return buffer;
    } catch (error) {
      log?.error({ err: error }, 'card render failed');
      throw error;
    } finally {
      running -= 1;
    }
  };

  return {
    render(key, task) {
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = inFlight.get(key);
      if (pending) return pending;
      if (running >= threads + queue) {
        return Promise.reject(
          new AppError('UNAVAILABLE', 'api.unavailable', {
            headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
          }),
        );
      }
      const promise = run(key, task).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    stats: () => ({ threads, queue, running, completed, cachedBytes: cache.bytes }),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
