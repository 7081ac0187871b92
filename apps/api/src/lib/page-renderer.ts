import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TLanguageCode } from '@haat/shared';
import type { TGetJson, TRenderResult } from '@haat/shared/web/server-render';

export type { TGetJson, TRenderResult };

export interface TPageRenderer {
  isServerRendered(pathname: string): boolean;
  renderPage(url: string, language: TLanguageCode, getJson: TGetJson): Promise<TRenderResult>;
}

/** Where `npm run build` puts the web app's server renderer, next to the browser build. */
export function rendererFile(webDist: string): string {
  return join(webDist, '..', 'dist-server', 'entry-server.js');
}

/**
 * Loads the web app's server renderer and its catalogues, or answers undefined when the build has
 * none (the pages are then the plain app shell, rendered by the browser).
 */
export async function loadPageRenderer(webDist: string): Promise<TPageRenderer | undefined> {
  const file = rendererFile(webDist);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as TPageRenderer & {
    prepareRenderer(): Promise<void>;
  };
  await entry.prepareRenderer();
  return entry;
}
