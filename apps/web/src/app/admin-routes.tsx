import type { TStaffPermission } from '@haat/shared';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { TNamespace } from '../lib/i18n.ts';
import type { screensFrom, TModule } from './routes.tsx';

/**
 * The back office (/admin, issue 17): added to the route table on the first visit to /admin
 * (router.tsx, `patchRoutesOnNavigation`), so the start-up script carries none of its screens'
 * names (decision 066). The layout shows the 403 screen to non-staff and to staff whose role may
 * not use a screen (`permission`); the server checks every request as well.
 */
const files = import.meta.glob<TModule>([
  '../features/admin*/routes/*.tsx',
  '../features/placeholder/routes/*.tsx',
]);

const ADMIN_PAYMENTS: TNamespace[] = ['admin', 'payments', 'wallet', 'shared', 'screens'];
/** Staff's identity review and WhatsApp queue: the admin words, the copy buttons' (payments). */
const ADMIN_TRUST: TNamespace[] = ['admin', 'payments', 'shared', 'screens'];

/**
 * The /admin route. The route helper and the staff guard come from the caller: importing them here
 * would make the bundler move them, and what they import, out of the start-up script into a chunk
 * of their own (a request more, and bytes, on every page).
 */
export function adminRoute(tools: {
  screensFrom: typeof screensFrom;
  requireStaff: LoaderFunction;
}): RouteObject {
  const screen = tools.screensFrom(files);
  /** A staff screen needing this area of the back office. */
  const staff = (name: string, permission: TStaffPermission, namespaces: readonly TNamespace[]) =>
    screen(name, namespaces, { permission });
  /** A screen still being built (its title key in `screens`). */
  const soon = (key: string, permission: TStaffPermission) =>
    screen('placeholder/routes/coming-soon', ['screens'], { soon: key, permission });

  return {
    path: 'admin',
    loader: tools.requireStaff,
    ...screen('admin/routes/admin-layout', ['screens', 'admin']),
    children: [
      { index: true, ...soon('admin_dashboard', 'dashboard') },
      { path: 'users', ...soon('admin_users', 'users') },
      { path: 'users/create', ...soon('admin_users_create', 'users') },
      { path: 'businesses', ...soon('admin_businesses', 'businesses') },
      { path: 'businesses/create', ...soon('admin_businesses_create', 'businesses') },
      { path: 'content', ...soon('admin_content', 'content') },
      { path: 'analytics', ...soon('admin_analytics', 'analytics') },
      { path: 'settings', ...soon('admin_settings', 'settings') },
      { path: 'payments', ...staff('admin/routes/admin-payments', 'money', ADMIN_PAYMENTS) },
      { path: 'kyc', ...staff('admin-kyc/routes/admin-kyc', 'kyc', ADMIN_TRUST) },
      { path: 'kyc/:id', ...staff('admin-kyc/routes/admin-kyc-review', 'kyc', ADMIN_TRUST) },
      {
        path: 'whatsapp-verifications',
        ...staff('admin-whatsapp/routes/admin-whatsapp', 'whatsapp', ADMIN_TRUST),
      },
    ],
  };
}
