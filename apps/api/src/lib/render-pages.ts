import type { TLanguageCode } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { TPageRenderer, TRenderResult } from './page-renderer.ts';
import { createTtlCache } from './ttl-cache.ts';

/**
 * Server renders of public screens, kept for a few seconds per language and address (like the
 * directory's answers they show, decision 043), so a popular page costs one render per interval.
 * The screens read the API in-process (`app.inject`), as a guest, in the page's language.
 */
export function createPageRendering(app: FastifyInstance, renderer: TPageRenderer, cacheSeconds: number) {
  const cache = createTtlCache<TRenderResult>({ ttlMs: cacheSeconds * 1000, maxEntries: 500 });

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

  return {
    isServerRendered: (pathname: string) => renderer.isServerRendered(pathname),
    /** The render of `url` in `language`; a failed render is logged and answered with the shell. */
    async render(url: string, language: TLanguageCode): Promise<TRenderResult> {
      const key = `${language} ${url}`;
      const cached = cache.get(key);
      if (cached) return cached;
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
