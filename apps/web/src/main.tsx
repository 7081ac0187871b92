// First: no schema may be built before validation is told not to compile code (the page's CSP).
import '@haat/shared/jitless-validation';
import './index.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './app/pwa.ts';
import { createAppRouter, type TAppRouter } from './app/router.tsx';
import { readServerState } from './app/server-state.ts';
import { endSession, restoreSession } from './features/auth/api/session.ts';
import { setMaintenanceHandler, setUnauthorizedHandler } from './lib/api-client.ts';
import { currentLanguage, initI18n } from './lib/i18n.ts';
import { rememberLanguageCookie } from './lib/languages.ts';
import { seedServerFormats } from './lib/render-scope.ts';
import { getToken } from './lib/session-store.ts';
import { watchSystemTheme } from './lib/theme.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

// A refused token can be noticed (GET /user) before the router exists: the sign-in waits for it.
let routerMade: (router: TAppRouter) => void = () => undefined;
const routerReady = new Promise<TAppRouter>((resolve) => {
  routerMade = resolve;
});

/** Marks `<html data-ready>` once React has drawn (or hydrated) the page; browser tests wait for it. */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    // index.html's loader replays a click or a form sent before the page was interactive.
    window.dispatchEvent(new Event('haat:ready'));
  }, []);
  return null;
}

setUnauthorizedHandler(() => {
  endSession();
  if (window.location.pathname !== '/login')
    void routerReady.then((ready) => ready.navigate('/login', { replace: true }));
});

// Staff turned maintenance mode on: the API refuses everyone else, and the app says why (a lazy screen).
setMaintenanceHandler((message) => {
  void import('./features/system/components/maintenance-screen.tsx').then((screen) =>
    screen.showMaintenance(message),
  );
});

async function start(): Promise<void> {
  rememberLanguageCookie();
  try {
    await initI18n();
  } catch (error) {
    console.warn('Could not load the language catalogue:', error);
  }
  // Authentication start-up: failure is only logged; the app mounts either way.
  restoreSession().catch((error) => console.warn('Session start-up failed:', error));
  const root = document.getElementById('root');
  if (!root) return;
  // Each step below ends its task first, so a slow phone never holds one long task (decision 026).
  await yieldToBrowser();

  // A server-rendered page is hydrated when the browser speaks the language it was rendered in;
  // otherwise (a stored choice the server did not know yet) it is drawn again from the same data.
  const server = readServerState();
  seedServerFormats(server?.formats);
  if (server?.queries) (await import('./app/hydrate-queries.ts')).hydrateQueries(server.queries);
  await yieldToBrowser();
  const router = await createAppRouter(server?.router, server?.matches);
  routerMade(router);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <MarkReady />
    </StrictMode>
  );
  // In a transition, React renders (or hydrates) in slices and lets the browser breathe between
  // them, instead of one long task that would hold a slow phone's main thread.
  startTransition(() => {
    if (server && server.language === currentLanguage()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The server renders as a guest: a signed-in browser checks the guards again (e.g. /login → /dashboard).
  if (server && getToken()) void router.revalidate();
  // Not needed for the first paint: after React's first slice.
  setTimeout(() => {
    watchSystemTheme();
    registerServiceWorker();
  }, 0);
}

void start();
