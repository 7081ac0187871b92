import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { requireAuth, requireStaff } from './guards.ts';
import { ACCOUNT_SECTIONS, ADMIN_SECTION } from './route-sections.ts';
import { routes, screensFrom, type TRouteHandle } from './routes.tsx';

type TPatch = (routeId: string | null, children: RouteObject[]) => void;

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

const added = new Set<string>();

/** The id React Router gives the query layout (by its place in the tree, as on the server). */
function queryLayoutId(): string {
  const shell = routes[0]?.children ?? [];
  const index = shell.findIndex(
    (route) => (route.handle as TRouteHandle | undefined)?.module === 'src/app/query-layout.tsx',
  );
  return `0-${index}`;
}

/**
 * Lazy route discovery: the back office's routes and the signed-in screens join the table (under
 * the query layout) on the first visit to one of their addresses, so the start-up script carries
 * neither (decision 066).
 */
async function discoverRoutes({ path, patch }: { path: string; patch: TPatch }): Promise<void> {
  const section = path.split('/')[1] ?? '';
  if (section === ADMIN_SECTION && !added.has('admin')) {
    const { adminRoute } = await import('./admin-routes.tsx');
    if (added.has('admin')) return;
    added.add('admin');
    patch(queryLayoutId(), [adminRoute({ screensFrom, requireStaff })]);
  } else if (ACCOUNT_SECTIONS.has(section) && !added.has('account')) {
    const { accountRoute } = await import('./account-routes.tsx');
    if (added.has('account')) return;
    added.add('account');
    patch(queryLayoutId(), [accountRoute({ screensFrom, requireAuth })]);
  }
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
  return createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    patchRoutesOnNavigation: discoverRoutes,
  });
}
