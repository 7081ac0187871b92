/*
 * Server rendering of the public screens (docs/decisions/025-server-rendering.md). The API loads
 * this bundle (dist-server/entry-server.js) and calls `renderPage` for a GET of a route marked
 * `ssr`: React Router's static handler runs the screens' loaders (which read the API in-process),
 * React renders the same components the browser hydrates, and the answer says which chunks and
 * catalogues to preload and what state to hand the browser.
 */
import type { TLanguageCode } from '@haat/shared/i18n/languages';
import { LANGUAGES } from '@haat/shared/i18n/languages';
import { scriptSafeJson } from '@haat/shared/seo/json-ld';
import type { TRenderResult } from '@haat/shared/web/server-render';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { routes, type TRouteHandle } from './app/routes.tsx';
import { ServerQueryClientContext } from './app/server-query-client.ts';
import type { TServerState } from './app/server-state.ts';
import {
  loadWholeCatalogue,
  setServerCatalogue,
  startServerSide,
  type TCatalogue,
  type TNamespace,
} from './lib/i18n.ts';
import { endRenderScope, startRenderScope } from './lib/render-scope.ts';
import { serverContext, type TGetJson } from './lib/server-loader.ts';

export type { TGetJson, TRenderResult };

const handler = createStaticHandler(routes);
const catalogues = new Map<TLanguageCode, TCatalogue>();

/** Loads every language's catalogues; the API awaits this once at start-up. */
export async function prepareRenderer(): Promise<void> {
  startServerSide();
  for (const { code } of LANGUAGES) catalogues.set(code, await loadWholeCatalogue(code));
}

/**
 * The addresses of the routes marked `ssr`, as patterns made once: `matchRoutes` flattens and ranks
 * every route on each call, too slow to ask on every page request. (`:param` is one path segment;
 * React Router matches without regard to case or a trailing slash, and so do these.)
 */
function servedPatterns(list: RouteObject[], parent = ''): RegExp[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = (route.handle as TRouteHandle | undefined)?.ssr
      ? [new RegExp(`^${(path || '/').replace(/:[^/]+/g, '[^/]+')}/?$`.replace('//?$', '/?$'), 'i')]
      : [];
    return [...own, ...servedPatterns(route.children ?? [], path)];
  });
}

const served = servedPatterns(routes);

/** True when `pathname` is a screen rendered on the server (its route is marked `ssr`). */
export function isServerRendered(pathname: string): boolean {
  return served.some((pattern) => pattern.test(pathname));
}

function catalogueModules(language: TLanguageCode, namespaces: Iterable<TNamespace>): string[] {
  const files = ['common', ...namespaces].map((namespace) =>
    namespace === 'shared'
      ? `../../packages/shared/src/i18n/messages/${language}.json`
      : `src/locales/${language}/${namespace}.json`,
  );
  // The language's index names those chunks: the browser reads it first.
  return [`src/locales/${language}/index.ts`, ...files];
}

function modulesOf(context: StaticHandlerContext, language: TLanguageCode): string[] {
  const modules: string[] = [];
  const namespaces = new Set<TNamespace>();
  for (const match of context.matches) {
    const handle = match.route.handle as TRouteHandle | undefined;
    if (handle?.module) modules.push(handle.module);
    for (const namespace of handle?.namespaces ?? []) namespaces.add(namespace);
  }
  return [...modules, ...catalogueModules(language, namespaces)];
}

/**
 * Renders `url` (path and query) in `language`, reading data through `getJson` (the API,
 * in-process, as a guest).
 */
export async function renderPage(
  url: string,
  language: TLanguageCode,
  getJson: TGetJson,
): Promise<TRenderResult> {
  const address = new URL(url, 'http://server.invalid');
  if (!isServerRendered(address.pathname)) return { kind: 'shell' };
  const catalogue = catalogues.get(language);
  if (!catalogue) throw new Error('prepareRenderer() was not awaited');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const context = await handler.query(new Request(address), {
    requestContext: serverContext(queryClient, getJson, language),
  });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'shell' };
  }
  if (context.errors) return { kind: 'shell' };

  setServerCatalogue(language, catalogue);
  const scope = startRenderScope();
  let html: string;
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    html = renderToString(
      <StrictMode>
        <ServerQueryClientContext.Provider value={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerQueryClientContext.Provider>
      </StrictMode>,
    );
  } finally {
    endRenderScope();
  }
  const state: TServerState = {
    language,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    matches: context.matches.map((match) => match.route.id),
    queries: queryClient.getQueryCache().getAll().length ? dehydrate(queryClient) : undefined,
    formats: scope.formats.size ? [...scope.formats] : undefined,
  };
  queryClient.clear();
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    title: scope.title,
    state: scriptSafeJson(state),
    modules: modulesOf(context, language),
  };
}
