import type { LoaderFunction, RouteObject } from 'react-router';
import type { TNamespace } from '../lib/i18n.ts';
import type { screensFrom, TModule } from './routes.tsx';

/**
 * The signed-in screens: added to the route table on the first visit to one of them (router.tsx,
 * `patchRoutesOnNavigation`; their first address segments are listed in route-sections.ts), so the
 * start-up script carries neither their routes nor their chunks' names (decision 066).
 */
const files = import.meta.glob<TModule>(['../features/*/routes/*.tsx', '!../features/admin*/routes/*.tsx']);

// The same lists as routes.tsx's for these (importing them would pull entry code into this chunk).
const ACCOUNT: TNamespace[] = ['account', 'auth', 'shared'];
const ORDERS: TNamespace[] = ['orders', 'cart', 'shared', 'screens'];
const PAYMENTS: TNamespace[] = ['payments', 'wallet', 'shared', 'screens'];
const CARDS: TNamespace[] = ['cards', 'shared'];
const BUSINESSES: TNamespace[] = ['businesses', 'shared', 'screens'];
const PRODUCTS: TNamespace[] = ['products', 'shared', 'screens'];
const CATEGORIES: TNamespace[] = ['categories', 'shared', 'screens'];
const WALLET: TNamespace[] = ['wallet', 'shared', 'screens'];
const NOTIFICATIONS: TNamespace[] = ['notifications', 'wallet', 'shared', 'screens'];
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
const FEED: TNamespace[] = ['feed', 'report'];
/** Connected pages and the OAuth return screen. */
const CONNECTIONS: TNamespace[] = ['connections'];
/** The scheduling calendar (the server's messages come translated). */
const SCHEDULE: TNamespace[] = ['schedule'];
/** Social analytics (the server's messages come translated). */
const SOCIAL_ANALYTICS: TNamespace[] = ['social_analytics'];

/**
 * The signed-in route. The route helper and the guard come from the caller (see admin-routes.tsx
 * for why).
 */
export function accountRoute(tools: {
  screensFrom: typeof screensFrom;
  requireAuth: LoaderFunction;
}): RouteObject {
  const screen = tools.screensFrom(files);
  return {
    loader: tools.requireAuth,
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
      { path: 'report/card/:id', ...screen('reports/routes/report-card', ['report']) },
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
  };
}
