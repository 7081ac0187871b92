import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadNamespaces, type TNamespace } from '../lib/i18n.ts';
import { requireAdmin, requireAuth, requireGuest } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { RouteFallback } from './layout/route-fallback.tsx';

type TModule = { default: React.ComponentType };

/** Every screen is its own lazy chunk, fetched together with the catalogue namespaces it uses. */
const page =
  (load: () => Promise<TModule>, namespaces: TNamespace[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };

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
const ADMIN_PAYMENTS: TNamespace[] = ['admin', 'payments', 'wallet', 'shared', 'screens'];
const soon = page(() => import('../features/placeholder/routes/coming-soon.tsx'), ['screens']);

/** A screen that belongs to a later issue: its title and an honest "being built" panel. */
const later = (path: string, key: string): RouteObject => ({ path, handle: { soon: key }, lazy: soon });

const routes: RouteObject[] = [
  {
    Component: AppLayout,
    errorElement: <RouteError />,
    HydrateFallback: RouteFallback,
    children: [
      // Public; the home screen sits outside the query layout to keep start-up small.
      { index: true, lazy: page(() => import('../features/home/routes/home.tsx')) },
      { path: '*', lazy: page(() => import('../features/system/routes/not-found.tsx')) },
      {
        lazy: page(() => import('./query-layout.tsx')),
        children: [
          {
            path: 'business',
            lazy: page(() => import('../features/directory/routes/directory.tsx'), DIRECTORY),
          },
          {
            path: 'b/:slug',
            lazy: page(() => import('../features/directory/routes/business-page.tsx'), DIRECTORY),
          },
          later('marketplace', 'marketplace'),
          later('marketplace/search', 'marketplace_search'),
          { path: 'profile', lazy: page(() => import('../features/profile/routes/profile.tsx'), ACCOUNT) },
          { path: 'about', lazy: page(() => import('../features/about/routes/about.tsx'), ['info']) },
          {
            path: 'payment',
            lazy: page(() => import('../features/payments/routes/payment-result.tsx'), PAYMENTS),
          },
          {
            path: 'responsive-test',
            lazy: page(() => import('../features/system/routes/responsive-test.tsx'), ['info']),
          },
          {
            path: 'settings',
            lazy: page(
              () => import('../features/settings/routes/settings.tsx'),
              [...ACCOUNT, 'info', 'screens'],
            ),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('../features/auth/routes/reset-password.tsx'), AUTH),
          },
          {
            path: 'verify-email',
            lazy: page(() => import('../features/auth/routes/verify-email.tsx'), AUTH),
          },

          // Guest only
          {
            loader: requireGuest,
            children: [
              { path: 'login', lazy: page(() => import('../features/auth/routes/login.tsx'), AUTH) },
              { path: 'register', lazy: page(() => import('../features/auth/routes/register.tsx'), AUTH) },
              {
                path: 'forgot-password',
                lazy: page(() => import('../features/auth/routes/forgot-password.tsx'), AUTH),
              },
            ],
          },

          // Signed in
          {
            loader: requireAuth,
            children: [
              {
                path: 'dashboard',
                lazy: page(
                  () => import('../features/dashboard/routes/dashboard.tsx'),
                  [...ACCOUNT, 'wallet'],
                ),
              },
              {
                path: 'profile/edit',
                lazy: page(() => import('../features/profile/routes/edit-profile.tsx'), ACCOUNT),
              },
              {
                path: 'referrals',
                lazy: page(
                  () => import('../features/profile/routes/referrals.tsx'),
                  [...ACCOUNT, 'payments'],
                ),
              },
              later('marketplace/listings', 'marketplace_listings'),
              later('marketplace/transactions', 'marketplace_transactions'),
              later('social', 'social'),
              later('social/posts', 'social_posts'),
              later('social/analytics', 'social_analytics'),
              later('social/schedule', 'social_schedule'),
              { path: 'vcard', lazy: page(() => import('../features/cards/routes/card-list.tsx'), CARDS) },
              {
                path: 'vcard/create',
                lazy: page(() => import('../features/cards/routes/card-form.tsx'), CARDS),
              },
              {
                path: 'vcard/edit/:id',
                lazy: page(() => import('../features/cards/routes/card-form.tsx'), CARDS),
              },
              {
                path: 'vcard/share/:id',
                lazy: page(() => import('../features/cards/routes/card-share.tsx'), CARDS),
              },
              {
                path: 'vcard/analytics/:id?',
                lazy: page(() => import('../features/cards/routes/card-analytics.tsx'), CARDS),
              },
              later('kyc/verification', 'kyc'),
              later('two-factor-setup', 'two_factor'),
              {
                path: 'business-profiles',
                lazy: page(() => import('../features/businesses/routes/business-list.tsx'), BUSINESSES),
              },
              {
                path: 'business-profiles/new',
                lazy: page(() => import('../features/businesses/routes/business-form.tsx'), BUSINESSES),
              },
              {
                path: 'business-profiles/:id/edit',
                lazy: page(() => import('../features/businesses/routes/business-form.tsx'), BUSINESSES),
              },
              {
                path: 'business/products',
                lazy: page(() => import('../features/products/routes/product-list.tsx'), PRODUCTS),
              },
              {
                path: 'business/products/new',
                lazy: page(() => import('../features/products/routes/product-form.tsx'), PRODUCTS),
              },
              {
                path: 'business/products/:id/edit',
                lazy: page(() => import('../features/products/routes/product-form.tsx'), PRODUCTS),
              },
              later('business/orders', 'business_orders'),
              {
                path: 'business/categories',
                lazy: page(() => import('../features/categories/routes/categories.tsx'), CATEGORIES),
              },
              {
                path: 'wallet',
                lazy: page(() => import('../features/wallet/routes/wallet.tsx'), WALLET),
              },
              {
                path: 'wallet/transfer',
                lazy: page(() => import('../features/wallet/routes/transfer.tsx'), WALLET),
              },
              {
                path: 'wallet/withdraw',
                lazy: page(() => import('../features/wallet/routes/withdraw.tsx'), WALLET),
              },
              {
                path: 'wallet/top-up',
                lazy: page(() => import('../features/payments/routes/top-up.tsx'), PAYMENTS),
              },
              {
                path: 'notifications',
                lazy: page(() => import('../features/notifications/routes/notifications.tsx'), NOTIFICATIONS),
              },
              later('analytics', 'analytics'),
            ],
          },

          // Admin (signed in and admin); the server checks the role as well.
          {
            path: 'admin',
            loader: requireAdmin,
            lazy: page(() => import('../features/admin/routes/admin-layout.tsx'), ['screens']),
            children: [
              { index: true, handle: { soon: 'admin_dashboard' }, lazy: soon },
              later('users', 'admin_users'),
              later('users/create', 'admin_users_create'),
              later('businesses', 'admin_businesses'),
              later('businesses/create', 'admin_businesses_create'),
              later('content', 'admin_content'),
              later('analytics', 'admin_analytics'),
              {
                path: 'payments',
                handle: { soon: 'admin_payments' },
                lazy: page(() => import('../features/admin/routes/admin-payments.tsx'), ADMIN_PAYMENTS),
              },
              later('kyc', 'admin_kyc'),
              later('whatsapp-verifications', 'admin_whatsapp'),
              later('settings', 'admin_settings'),
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
