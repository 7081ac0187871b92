/**
 * Zod builds fast object parsers with `new Function`, which a Content-Security-Policy without
 * `'unsafe-eval'` forbids (even its probe for it is reported as a violation). A page under such a
 * policy (the web app) imports this module before any schema is made; the server keeps the fast path.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod, read when a
 * schema is built, and what `z.config()` writes). Writing the flag there, instead of calling
 * `z.config({ jitless: true })`, keeps zod's core (~10 KB gzip) out of the page's entry chunk; the
 * web's CSP browser test (e2e/csp.spec.ts) fails if validation ever compiles code again.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
