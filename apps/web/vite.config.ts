import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { precompressPlugin } from './scripts/precompress.mjs';

const api = 'http://localhost:3000';

// react-router's package exports only point at its development build (dev warnings on); its production
// build sits beside it. Node 20.19+ resolves `require` to `index.mjs` (the `module-sync` condition).
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development[\\/]index\.m?js$/, 'production/index.mjs');

// `vite build --ssr` makes the server renderer (dist-server/entry-server.js, loaded by the API):
// everything bundled in, React's production build, no CSS or service worker.
const serverBuild = defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  plugins: [react()],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    minify: false,
  },
});

const browserBuild = defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'offline.html', 'icons/*.png'],
      manifest: {
        name: 'Haat',
        short_name: 'Haat',
        description: 'Business directory, marketplace, social, digital cards and wallet in one place.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#047857',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Precache the shell; navigations fall back to the cached index.html, and to offline.html
        // when neither the network nor the cache can answer.
        globPatterns: ['**/*.{js,css,svg,png,webmanifest}', 'offline.html'],
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api'),
            handler: 'NetworkOnly',
            options: {
              precacheFallback: { fallbackURL: 'offline.html' },
            },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
    // Last: .br and .gz beside every text file of the build, service worker included (decision 023).
    precompressPlugin(),
  ],
  resolve: {
    // react-router publishes its production build separately; use it for `vite build`.
    alias: process.argv.includes('build')
      ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
      : [],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser the app supports has <link rel=modulepreload>; skip the polyfill.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 250,
    rollupOptions: {
      output: {
        // Chunks are named by their hash only: the entry lists every screen's and catalogue's file,
        // and the names cost the start-up script bytes (the manifest still maps sources to files).
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        // Fewer, larger shared chunks: a page needs one request for TanStack Query instead of one per
        // hook; React gets its own chunk so it is not pulled into that one (decision 026). (One chunk
        // of all the icons made the home route 5 KB heavier than one chunk per icon.)
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|scheduler)[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/user': api,
      '/logout': api,
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
