import type { TLanguageCode } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { TPageRenderer, TRenderResult } from './page-renderer.ts';
import { createTtlCache } from './ttl-cache.ts';

/**
 * Server renders of public screens, kept for a few seconds per language and address (like the
 * directory's answers they show, decision 043), so a popular page costs one render per interval.
 * The screens read the API in-process (`app.inject`), as a guest, in the page's language.
 */
export function createPageRendering(
  app: FastifyInstance,
  renderer: TPageRenderer,
  options: { cacheSeconds: number; rendersPerMinute: number },
) {
  const cache = createTtlCache<TRenderResult>({ ttlMs: options.cacheSeconds * 1000, maxEntries: 500 });
  const budget = createRenderBudget(options.rendersPerMinute);

  const getJsonIn =
    (language: TLanguageCode) =>
    async <T>(path: string): Promise<T> => {
      const answer = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json', 'x-locale': language },
      });
      if (answer.statusCode >= 400) throw new Error(`GET ${path} answered ${answer.statusCode}`);
      return answer.json() as T;
    };

  // Pages show directory answers: a change on any instance drops the renders too (decision 072).
  app.deps.signals.subscribe('directory', () => cache.clear());

  return {
    isServerRendered: (pathname: string) => renderer.isServerRendered(pathname),
    /** The render of `url` in `language`; a failed render is logged and answered with the shell. */
    async render(url: string, language: TLanguageCode, client: string): Promise<TRenderResult> {
      const key = `${language} ${url}`;
      const cached = cache.get(key);
      if (cached) return cached;
      // Each new address costs a render on the event loop: past its share, a client gets the shell
      // (the browser renders the page itself), so nobody can stall the server with unique addresses.
      if (!budget.take(client)) return { kind: 'shell' };
      const generation = cache.generation();
      try {
        const result = await renderer.renderPage(url, language, getJsonIn(language));
        if (result.kind === 'page' && result.status === 200) cache.set(key, result, generation);
        return result;
      } catch (error) {
        app.log.error({ err: error, url }, 'server render failed; sending the app shell');
        return { kind: 'shell' };
      }
    },
  };
}

export type TPageRendering = ReturnType<typeof createPageRendering>;

/** Renders (not cache hits) one client address may cause per minute. */
export const RENDERS_PER_MINUTE = 120;

/** A fixed one-minute window per client address, kept in memory (at most 10,000 addresses). */
export function createRenderBudget(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  const used = new Map<string, number>();
  return {
    take(client: string): boolean {
      if (now() - windowStart >= 60_000 || used.size >= 10_000) {
        windowStart = now();
        used.clear();
      }
      const count = (used.get(client) ?? 0) + 1;
      used.set(client, count);
      return count <= perMinute;
    },
  };
}
