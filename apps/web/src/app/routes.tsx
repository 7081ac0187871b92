import type { LoaderFunction, RouteObject } from 'react-router';
import { loadNamespaces, type TNamespace } from '../lib/i18n.ts';
import { requireAdmin, requireAuth, requireGuest } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { RouteFallback } from './layout/route-fallback.tsx';

type TModule = { default: React.ComponentType; loader?: LoaderFunction };

/** What a route's `handle` says about its screen (read by layouts and by the server renderer). */
export interface TRouteHandle {
  /** Source of the screen's chunk as the build manifest names it (`src/features/…/x.tsx`). */
  module?: string;
  /** Catalogue namespaces the screen needs. */
  namespaces?: readonly TNamespace[];
  /** Rendered on the server as full HTML (public screens; docs/web.md "Server-rendered screens"). */
  ssr?: boolean;
  /** The title key of a screen of a later issue. */
  soon?: string;
}

// Every screen file, each its own lazy chunk; the key names the chunk for the server's preload links.
const screens = import.meta.glob<TModule>('../features/*/routes/*.tsx');

/**
 * A route's screen: its lazy chunk, fetched together with the catalogue namespaces it uses; a
 * `loader` the screen exports comes with it (server-rendered screens load their data there).
 */
function screen(name: string, namespaces: readonly TNamespace[] = [], handle: TRouteHandle = {}) {
  const load = screens[`../features/${name}.tsx`];
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
}

/** A public screen rendered on the server. */
const served = (name: string, namespaces: readonly TNamespace[] = []) =>
  screen(name, namespaces, { ssr: true });

const AUTH: TNamespace[] = ['auth', 'shared'];
const ACCOUNT: TNamespace[] = ['account', 'auth', 'shared'];
const CARDS: TNamespace[] = ['cards', 'shared'];
const DIRECTORY: TNamespace[] = ['directory', 'shared', 'screens'];
const BUSINESSES: TNamespace[] = ['businesses', 'shared', 'screens'];
const PRODUCTS: TNamespace[] = ['products', 'shared', 'screens'];
const CATEGORIES: TNamespace[] = ['categories', 'shared', 'screens'];
const WALLET: TNamespace[] = ['wallet', 'shared', 'screens'];
const PAYMENTS: TNamespace[] = ['payments', 'wallet', 'shared', 'screens'];
const NOTIFICATIONS: TNamespace[] = ['notifications', 'wallet', 'shared', 'screens'];
/** The marketplace reuses the directory's badges and ratings, and the cart's button. */
const MARKET: TNamespace[] = ['marketplace', 'directory', 'cart', 'shared', 'screens'];
const ORDERS: TNamespace[] = ['orders', 'cart', 'shared', 'screens'];
const CHECKOUT: TNamespace[] = ['orders', 'cart', 'businesses', 'shared', 'screens'];
/** Forms with a WhatsApp field offer the person's verified number. */
const CARD_FORM: TNamespace[] = [...CARDS, 'whatsapp'];
const BUSINESS_FORM: TNamespace[] = [...BUSINESSES, 'whatsapp'];
const SELLER: TNamespace[] = ['seller', 'shared', 'screens'];
/** Two-factor sign-in: its screen's words, and the code field's and password field's (auth). */
const SECURITY: TNamespace[] = ['security', 'auth', 'shared'];
/** Identity verification: its screen's words (with copies of the server's checks) and the fields'. */
const KYC: TNamespace[] = ['kyc', 'shared'];
/** The author's posts: the composer and lists (`social`), the fields' and server's words (shared). */
const SOCIAL_POSTS: TNamespace[] = ['social', 'shared'];
/** The community feed (the server's messages come translated). */
const FEED: TNamespace[] = ['feed'];
/** Connected pages and the OAuth return screen. */
const CONNECTIONS: TNamespace[] = ['connections'];
/** The scheduling calendar (the server's messages come translated). */
const SCHEDULE: TNamespace[] = ['schedule'];
/** Social analytics (the server's messages come translated). */
const SOCIAL_ANALYTICS: TNamespace[] = ['social_analytics'];
const ADMIN_PAYMENTS: TNamespace[] = ['admin', 'payments', 'wallet', 'shared', 'screens'];
/** Staff's identity review and WhatsApp queue: the admin words, the copy buttons' (payments). */
const ADMIN_TRUST: TNamespace[] = ['admin', 'payments', 'shared', 'screens'];

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
            ...served('directory/routes/business-page', [...DIRECTORY, 'cart']),
          },
          { path: 'marketplace', ...served('marketplace/routes/market', MARKET) },
          { path: 'marketplace/search', ...served('marketplace/routes/search', MARKET) },
          { path: 'p/:slug', ...served('marketplace/routes/product', MARKET) },
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

          // Signed in
          {
            loader: requireAuth,
            children: [
              {
                path: 'dashboard',
                ...screen('dashboard/routes/dashboard', [...ACCOUNT, 'wallet', 'notifications']),
              },
              {
                path: 'profile/edit',
                ...screen('profile/routes/edit-profile', ACCOUNT),
              },
              {
                path: 'referrals',
                ...screen('profile/routes/referrals', [...ACCOUNT, 'payments']),
              },
              {
                path: 'marketplace/sell',
                ...screen('seller/routes/sell', [...SELLER, 'businesses']),
              },
              {
                path: 'marketplace/listings',
                ...screen('seller/routes/listings', SELLER),
              },
              {
                path: 'marketplace/transactions',
                ...screen('seller/routes/transactions', SELLER),
              },
              { path: 'social', ...screen('social-feed/routes/feed', FEED) },
              { path: 'social/people/:id', ...screen('social-feed/routes/feed', FEED) },
              { path: 'social/posts', ...screen('social-posts/routes/posts', SOCIAL_POSTS) },
              { path: 'social/posts/:id/edit', ...screen('social-posts/routes/posts', SOCIAL_POSTS) },
              { path: 'social/connections', ...screen('social-connections/routes/connections', CONNECTIONS) },
              {
                path: 'social/connections/callback/:platform',
                ...screen('social-connections/routes/connections', CONNECTIONS),
              },
              { path: 'social/analytics', ...screen('social-analytics/routes/analytics', SOCIAL_ANALYTICS) },
              { path: 'social/schedule', ...screen('social-schedule/routes/schedule', SCHEDULE) },
              { path: 'vcard', ...screen('cards/routes/card-list', CARDS) },
              {
                path: 'vcard/create',
                ...screen('cards/routes/card-form', CARD_FORM),
              },
              {
                path: 'vcard/edit/:id',
                ...screen('cards/routes/card-form', CARD_FORM),
              },
              {
                path: 'vcard/share/:id',
                ...screen('cards/routes/card-share', CARDS),
              },
              {
                path: 'vcard/analytics/:id?',
                ...screen('cards/routes/card-analytics', CARDS),
              },
              {
                path: 'kyc/verification',
                ...screen('kyc/routes/kyc-verification', KYC),
              },
              {
                path: 'two-factor-setup',
                ...screen('two-factor/routes/two-factor-setup', SECURITY),
              },
              {
                path: 'business-profiles',
                ...screen('businesses/routes/business-list', BUSINESSES),
              },
              {
                path: 'business-profiles/new',
                ...screen('businesses/routes/business-form', BUSINESS_FORM),
              },
              {
                path: 'business-profiles/:id/edit',
                ...screen('businesses/routes/business-form', BUSINESS_FORM),
              },
              {
                path: 'business/products',
                ...screen('products/routes/product-list', PRODUCTS),
              },
              {
                path: 'business/products/new',
                ...screen('products/routes/product-form', PRODUCTS),
              },
              {
                path: 'business/products/:id/edit',
                ...screen('products/routes/product-form', PRODUCTS),
              },
              {
                path: 'business/orders',
                ...screen('orders/routes/seller-orders', ORDERS),
              },
              { path: 'checkout', ...screen('orders/routes/checkout', CHECKOUT) },
              { path: 'orders', ...screen('orders/routes/my-orders', ORDERS) },
              { path: 'orders/:id', ...screen('orders/routes/order', [...ORDERS, 'directory']) },
              {
                path: 'business/categories',
                ...screen('categories/routes/categories', CATEGORIES),
              },
              {
                path: 'wallet',
                ...screen('wallet/routes/wallet', WALLET),
              },
              {
                path: 'wallet/transfer',
                ...screen('wallet/routes/transfer', WALLET),
              },
              {
                path: 'wallet/withdraw',
                ...screen('wallet/routes/withdraw', WALLET),
              },
              {
                path: 'wallet/top-up',
                ...screen('payments/routes/top-up', PAYMENTS),
              },
              {
                path: 'notifications',
                ...screen('notifications/routes/notifications', NOTIFICATIONS),
              },
              {
                path: 'analytics',
                ...screen('seller/routes/analytics', SELLER),
              },
            ],
          },

          // Admin (signed in and admin); the server checks the role as well.
          {
            path: 'admin',
            loader: requireAdmin,
            ...screen('admin/routes/admin-layout', ['screens']),
            children: [
              {
                index: true,
                ...screen('placeholder/routes/coming-soon', ['screens'], { soon: 'admin_dashboard' }),
              },
              // The admin screens of issue 17 (users, businesses, content, analytics, settings, and
              // their create forms): one entry, named by the address (coming-soon.tsx).
              { path: ':section/:create?', ...screen('placeholder/routes/coming-soon', ['screens']) },
              {
                path: 'payments',
                ...screen('admin/routes/admin-payments', ADMIN_PAYMENTS, { soon: 'admin_payments' }),
              },
              { path: 'kyc', ...screen('admin-kyc/routes/admin-kyc', ADMIN_TRUST) },
              { path: 'kyc/:id', ...screen('admin-kyc/routes/admin-kyc-review', ADMIN_TRUST) },
              {
                path: 'whatsapp-verifications',
                ...screen('admin-whatsapp/routes/admin-whatsapp', ADMIN_TRUST),
              },
            ],
          },
        ],
      },
    ],
  },
];
