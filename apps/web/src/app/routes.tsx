import type { TStaffPermission } from '@haat/shared';
import type { LoaderFunction, RouteObject } from 'react-router';
import { loadNamespaces, type TNamespace } from '../lib/i18n.ts';
import { requireGuest } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { RouteFallback } from './layout/route-fallback.tsx';

export type TModule = { default: React.ComponentType; loader?: LoaderFunction };

/** What a route's `handle` says about its screen (read by layouts and by the server renderer). */
export interface TRouteHandle {
  /** Source of the screen's chunk as the build manifest names it (`src/features/…/x.tsx`). */
  module?: string;
  /** Catalogue namespaces the screen needs. */
  namespaces?: readonly TNamespace[];
  /** Rendered on the server as full HTML (public screens; docs/web.md "Server-rendered screens"). */
  ssr?: boolean;
  /** The back-office area a staff role needs for this screen (admin-routes.tsx). */
  permission?: TStaffPermission;
}

// The screens of this table, each its own lazy chunk; the key names the chunk for the server's
// preload links. Only these: the signed-in screens and the back office have their own tables,
// loaded on the first visit (account-routes.tsx, admin-routes.tsx), so the start-up script does not
// carry their names (decision 066).
const screens = import.meta.glob<TModule>([
  '../features/{about,auth,directory,home,marketplace,settings,system}/routes/*.tsx',
  '../features/orders/routes/cart.tsx',
  '../features/payments/routes/payment-result.tsx',
  '../features/profile/routes/profile.tsx',
]);

/**
 * A route's screen from a map of screen files: its lazy chunk, fetched together with the catalogue
 * namespaces it uses; a `loader` the screen exports comes with it (server-rendered screens load
 * their data there).
 */
export function screensFrom(files: Record<string, () => Promise<TModule>>) {
  return (name: string, namespaces: readonly TNamespace[] = [], handle: TRouteHandle = {}) => {
    const load = files[`../features/${name}.tsx`];
    if (!load) throw new Error(`No screen ${name}`);
    return {
      handle: { ...handle, module: `src/features/${name}.tsx`, namespaces } satisfies TRouteHandle,
      lazy: async () => {
        const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
        return module.loader
          ? { Component: module.default, loader: module.loader }
          : { Component: module.default };
      },
    };
  };
}

const screen = screensFrom(screens);

/** A public screen rendered on the server. */
const served = (name: string, namespaces: readonly TNamespace[] = []) =>
  screen(name, namespaces, { ssr: true });

const AUTH: TNamespace[] = ['auth', 'shared'];
const ACCOUNT: TNamespace[] = ['account', 'auth', 'shared'];
const DIRECTORY: TNamespace[] = ['directory', 'shared', 'screens'];
const PAYMENTS: TNamespace[] = ['payments', 'wallet', 'shared', 'screens'];
/** The marketplace reuses the directory's badges and ratings, and the cart's button. */
const MARKET: TNamespace[] = ['marketplace', 'directory', 'cart', 'shared', 'screens'];
const ORDERS: TNamespace[] = ['orders', 'cart', 'shared', 'screens'];

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    errorElement: <RouteError />,
    HydrateFallback: RouteFallback,
    children: [
      // Public; the home screen sits outside the query layout to keep start-up small.
      { index: true, ...served('home/routes/home') },
      { path: '*', ...screen('system/routes/not-found') },
      {
        handle: { module: 'src/app/query-layout.tsx' } satisfies TRouteHandle,
        lazy: () => import('./query-layout.tsx').then((module) => ({ Component: module.default })),
        children: [
          {
            path: 'business',
            ...served('directory/routes/directory', DIRECTORY),
          },
          {
            path: 'b/:slug',
            ...served('directory/routes/business-page', [...DIRECTORY, 'cart', 'report']),
          },
          { path: 'marketplace', ...served('marketplace/routes/market', MARKET) },
          { path: 'marketplace/search', ...served('marketplace/routes/search', MARKET) },
          { path: 'p/:slug', ...served('marketplace/routes/product', [...MARKET, 'report']) },
          // The WhatsApp section's words, and its copy buttons' (security).
          { path: 'profile', ...screen('profile/routes/profile', [...ACCOUNT, 'whatsapp', 'security']) },
          { path: 'cart', ...screen('orders/routes/cart', ORDERS) },
          { path: 'about', ...served('about/routes/about', ['info']) },
          {
            path: 'payment',
            ...screen('payments/routes/payment-result', PAYMENTS),
          },
          {
            path: 'responsive-test',
            ...screen('system/routes/responsive-test', ['info']),
          },
          {
            path: 'settings',
            ...screen('settings/routes/settings', [...ACCOUNT, 'info', 'screens']),
          },
          {
            path: 'reset-password',
            ...screen('auth/routes/reset-password', AUTH),
          },
          {
            path: 'verify-email',
            ...screen('auth/routes/verify-email', AUTH),
          },

          // Guest only
          {
            loader: requireGuest,
            children: [
              { path: 'login', ...served('auth/routes/login', AUTH) },
              { path: 'register', ...served('auth/routes/register', AUTH) },
              {
                path: 'forgot-password',
                ...screen('auth/routes/forgot-password', AUTH),
              },
            ],
          },

          // The signed-in screens and the back office are added here on the first visit to one of
          // them (router.tsx: account-routes.tsx, admin-routes.tsx).
        ],
      },
    ],
  },
];
