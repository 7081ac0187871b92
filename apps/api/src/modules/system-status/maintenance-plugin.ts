import { isStaffRole, translate } from '@haat/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageLanguage } from '../../plugins/language.ts';
import { SSLCOMMERZ_CALLBACK_PATH, SSLCOMMERZ_IPN_PATH } from '../payments/methods/sslcommerz.ts';
import { readCachedOption } from '../payments/platform-settings.ts';
import { maintenanceMessage } from './read-system-status.ts';

/** How long clients are told to wait before asking again during maintenance (seconds). */
const RETRY_AFTER_SECONDS = '120';

/**
 * What stays open during maintenance: signing in (and its two-factor step, so staff can get in),
 * signing out, the CSRF token, the public status, health checks and metrics, and the payment gateway's
 * callbacks (its server's notice and the browser's return: a payment made just before must settle).
 */
const OPEN_API = new Set([
  '/api/system/status',
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/metrics',
  '/api/auth/csrf',
  '/api/auth/login',
  '/api/auth/login/two-factor',
  '/api/auth/logout',
  '/logout',
  SSLCOMMERZ_IPN_PATH,
]);
/** An identity image's signed address (decision 067): staff's review loads it with no token. */
const SIGNED_KYC_IMAGE = /^\/api\/kyc\/files\/[^/]+\/view$/;
/** Pages that stay open: the sign-in screen (its "staff sign in" link leads there). */
const OPEN_PAGES = new Set(['/login']);

type TRequestKind = 'open' | 'api' | 'page';

/** Whether a request is to the API (JSON), a page of the web app, or something that stays open. */
export function requestKind(method: string, path: string): TRequestKind {
  if (
    method === 'OPTIONS' ||
    OPEN_API.has(path) ||
    SIGNED_KYC_IMAGE.test(path) ||
    path.startsWith(`${SSLCOMMERZ_CALLBACK_PATH}/`)
  )
    return 'open';
  if (path.startsWith('/api/') || path === '/api' || path === '/user') return 'api';
  const read = method === 'GET' || method === 'HEAD';
  // Files of the build (scripts, styles, icons) and other files (robots.txt, a card's image) stay open.
  if (read && /\.[a-z0-9]{1,8}$/i.test(path)) return 'open';
  if (read && OPEN_PAGES.has(path)) return 'open';
  return 'page';
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The maintenance notice a page request gets instead of the page: the same words and look as the
 * web app's maintenance screen (features/system/components/maintenance-screen.tsx), readable
 * without JavaScript. The app's scripts still come (deferred): a signed-in browser (staff) starts
 * them at once and uses the app as usual, because its API calls carry the token.
 */
export function maintenanceNotice(lang: Parameters<typeof translate>[0], message: string) {
  const title = translate(lang, 'api.maintenance_title');
  const html =
    `<main class="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 py-12 text-center" data-testid="maintenance-page">` +
    `<svg viewBox="0 0 64 64" width="56" height="56" class="size-14" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#047857"/><path d="M12 26 L32 13 L52 26 Z" fill="#fbbf24"/><rect x="15" y="27" width="34" height="4" rx="2" fill="#fbbf24"/><path d="M20 33 V50 M44 33 V50 M20 41 H44" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>` +
    `<h1 class="text-2xl font-bold">${escapeHtml(title)}</h1>` +
    `<p class="whitespace-pre-line text-slate-700 dark:text-slate-300" data-testid="maintenance-message">${escapeHtml(message)}</p>` +
    `<a href="/login" class="text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300">${escapeHtml(translate(lang, 'api.maintenance_staff_sign_in'))}</a>` +
    `</main>`;
  return { title, html };
}

/**
 * Maintenance mode (issue 17 item 6): while staff have it on, every request answers 503 with the
 * staff's message — API calls as `{ success: false, code: 'MAINTENANCE', message }`, pages as the
 * maintenance notice — except staff (a valid bearer token of a staff role: the auth plugin's hook
 * runs first), the open paths above and the files of the build. The switch is read through the
 * settings' 5-second cache, so every instance follows a change within 5 seconds without a restart.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = requestKind(request.method, request.url.split('?')[0] ?? '/');
    if (kind === 'open' || isStaffRole(request.auth?.user.role)) return;
    if (!(await readCachedOption(app.deps.db, 'maintenance_mode'))) return;
    reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).header('cache-control', 'no-store');
    if (kind === 'page') {
      const lang = pageLanguage(request);
      return app.sendNotice(
        request,
        reply,
        maintenanceNotice(lang, await maintenanceMessage(app.deps.db, lang)),
      );
    }
    return reply.type('application/json; charset=utf-8').send({
      success: false,
      code: 'MAINTENANCE',
      message: await maintenanceMessage(app.deps.db, request.lang()),
    });
  });
});
