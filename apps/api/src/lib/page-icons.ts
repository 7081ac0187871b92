/**
 * The icons every server-rendered page declares (the web app's `index.html` declares the same):
 * the SVG for browsers that take it, `/favicon.ico` and a PNG for the rest, and the home-screen
 * icon for iPhones. Relative, so they load on whatever host the page was opened on.
 */
export const PAGE_ICON_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192">',
  '<link rel="apple-touch-icon" href="/icons/icon-192.png">',
].join('');
