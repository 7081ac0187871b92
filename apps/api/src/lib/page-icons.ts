/**
 * The icons every server-rendered page declares (the web app's `index.html` declares the same):
 * `/favicon.ico` (48 px) and a 192 px PNG, and the home-screen icon for iPhones. No SVG icon: the
 * browser draws an SVG favicon as a document of its own on the page's main thread, a 20–30 ms task
 * after every load (decision 026); the raster icons are as sharp at tab size. Relative, so they
 * load on whatever host the page was opened on.
 */
export const PAGE_ICON_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192">',
  '<link rel="apple-touch-icon" href="/icons/icon-192.png">',
].join('');
