/**
 * The first address segments of the screens whose routes join the table on the first visit
 * (router.tsx): the back office, and the signed-in screens (account-routes.tsx; a unit test checks
 * this list covers every one of them).
 */
export const ADMIN_SECTION = 'admin';
export const ACCOUNT_SECTIONS: ReadonlySet<string> = new Set([
  'analytics',
  'business',
  'business-profiles',
  'checkout',
  'dashboard',
  'kyc',
  'marketplace',
  'notifications',
  'orders',
  'profile',
  'referrals',
  'report',
  'social',
  'two-factor-setup',
  'vcard',
  'wallet',
]);
