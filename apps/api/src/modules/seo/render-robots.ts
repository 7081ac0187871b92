/**
 * Paths crawlers stay out of: the API, signed-in and staff screens (apps/web/src/app/router.tsx),
 * one-off screens from links in mail, the payment pages, and the public card's counted or costly
 * addresses (shares and vCards count as events; PDFs and QR codes are rendered). A `*` matches any
 * characters (RFC 9309 §2.2.3); every rule is a prefix of the path and query.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/profile',
  '/settings',
  '/notifications',
  '/referrals',
  '/wallet',
  '/vcard',
  '/business-profiles',
  '/business/products',
  '/business/categories',
  '/business/orders',
  '/marketplace/listings',
  '/marketplace/transactions',
  '/social',
  '/analytics',
  '/kyc',
  '/two-factor-setup',
  '/payment',
  '/pay/',
  '/reset-password',
  '/verify-email',
  '/forgot-password',
  '/responsive-test',
  '/offline.html',
  '/logout',
  '/user',
  // Sign-in and sign-up asked for on the way to a signed-in screen (`/login?redirect=/wallet`).
  '/*redirect=',
  '/c/*/share/',
  '/c/*/contact',
  '/c/*/qr.',
  '/c/*/card.pdf',
] as const;

/** `robots.txt`: public pages allowed, private areas not, and where the sitemap is. */
export function renderRobots(origin: string): string {
  return [
    '# Haat: public pages may be crawled; private areas may not.',
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
