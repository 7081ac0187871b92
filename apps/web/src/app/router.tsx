import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { routes } from './routes.tsx';

export type TAppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The lazy screens of the page the server rendered, loaded before hydration: React Router would
 * otherwise draw the fallback first and hydration would not match the server's HTML.
 */
async function loadRenderedScreens(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** The browser's router; with `hydrationData` it starts from a server render's loader data. */
export async function createAppRouter(hydrationData?: HydrationState): Promise<TAppRouter> {
  if (hydrationData) {
    await loadRenderedScreens();
    await yieldToBrowser();
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
