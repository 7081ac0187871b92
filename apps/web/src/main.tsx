// First: no schema may be built before validation is told not to compile code (the page's CSP).
import '@haat/shared/jitless-validation';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './app/pwa.ts';
import { router } from './app/router.tsx';
import { endSession, restoreSession } from './features/auth/api/session.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { initI18n } from './lib/i18n.ts';
import { watchSystemTheme } from './lib/theme.ts';

setUnauthorizedHandler(() => {
  endSession();
  if (window.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

async function start(): Promise<void> {
  watchSystemTheme();
  try {
    await initI18n();
  } catch (error) {
    console.warn('Could not load the language catalogue:', error);
  }
  // Authentication start-up: failure is only logged; the app mounts either way.
  restoreSession().catch((error) => console.warn('Session start-up failed:', error));
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
