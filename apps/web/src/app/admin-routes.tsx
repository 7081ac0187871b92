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
const files = import.meta.glob<TModule>(['../features/admin*/routes/*.tsx']);

/** Staff's people screens: their words, the list kit's (admin) and the shared field names. */
const ADMIN_USERS: TNamespace[] = ['admin_users', 'admin', 'shared', 'screens'];
const ADMIN_PAYMENTS: TNamespace[] = ['admin', 'payments', 'wallet', 'shared', 'screens'];
/** Staff's businesses: their words, the list kit's and badge's (admin), the owner's form's (businesses). */
const ADMIN_BUSINESSES: TNamespace[] = ['admin_businesses', 'admin', 'businesses', 'shared', 'screens'];
/** The moderation queue: its words, the report reasons' (`report`) and the queues' shared words (`admin`). */
const ADMIN_CONTENT: TNamespace[] = ['moderation', 'report', 'admin', 'screens'];
/** Staff's identity review and WhatsApp queue: the admin words, the copy buttons' (payments). */
const ADMIN_TRUST: TNamespace[] = ['admin', 'payments', 'shared', 'screens'];
/** Platform settings: their words, the banner's (admin), the server's messages and default wording (shared). */
const ADMIN_SETTINGS: TNamespace[] = ['admin_settings', 'admin', 'shared', 'screens'];

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

  return {
    path: 'admin',
    loader: tools.requireStaff,
    ...screen('admin/routes/admin-layout', ['screens', 'admin']),
    children: [
      {
        index: true,
        ...staff('admin-dashboard/routes/admin-dashboard', 'dashboard', ['admin_dashboard', 'screens']),
      },
      { path: 'users', ...staff('admin-users/routes/admin-users', 'users', ADMIN_USERS) },
      { path: 'users/create', ...staff('admin-users/routes/admin-user-create', 'users', ADMIN_USERS) },
      { path: 'users/:id', ...staff('admin-users/routes/admin-user', 'users', ADMIN_USERS) },
      {
        path: 'businesses',
        ...staff('admin-businesses/routes/admin-businesses', 'businesses', ADMIN_BUSINESSES),
      },
      {
        path: 'businesses/create',
        ...staff('admin-businesses/routes/admin-business-create', 'businesses', ADMIN_BUSINESSES),
      },
      {
        path: 'businesses/:id',
        ...staff('admin-businesses/routes/admin-business', 'businesses', ADMIN_BUSINESSES),
      },
      { path: 'content', ...staff('admin-content/routes/admin-content', 'content', ADMIN_CONTENT) },
      {
        path: 'analytics',
        ...staff('admin-analytics/routes/admin-analytics', 'analytics', ['admin_analytics', 'screens']),
      },
      { path: 'settings', ...staff('admin-settings/routes/admin-settings', 'settings', ADMIN_SETTINGS) },
      {
        path: 'audit',
        ...staff('admin-audit/routes/admin-audit', 'audit', ['admin_audit', 'admin', 'screens']),
      },
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
