import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { routes } from './routes.tsx';

export type TAppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The routes with these ids: React Router names a route without an id by its place in the tree
 * (`0-3-1`), the same on the server and here, so no matching and ranking of every route is needed.
 */
function routesWithIds(ids: readonly string[]): RouteObject[] {
  const found: RouteObject[] = [];
  for (const id of ids) {
    let level: RouteObject[] | undefined = routes;
    let route: RouteObject | undefined;
    for (const index of id.split('-')) {
      route = level?.[Number(index)];
      level = route?.children;
    }
    if (route) found.push(route);
  }
  return found;
}

/**
 * The lazy screens of the page the server rendered, loaded before hydration: React Router would
 * otherwise draw the fallback first and hydration would not match the server's HTML.
 */
async function loadRenderedScreens(matched: readonly string[]): Promise<void> {
  await Promise.all(
    routesWithIds(matched).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** The browser's router; with `hydrationData` it starts from a server render's loader data. */
export async function createAppRouter(
  hydrationData?: HydrationState,
  matched?: readonly string[],
): Promise<TAppRouter> {
  if (hydrationData) {
    await loadRenderedScreens(matched ?? []);
    await yieldToBrowser();
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
