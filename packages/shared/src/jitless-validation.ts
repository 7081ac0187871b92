import { config } from 'zod';

/**
 * Zod builds fast object parsers with `new Function`, which a Content-Security-Policy without
 * `'unsafe-eval'` forbids (even its probe for it is reported as a violation). A page under such a
 * policy (the web app) imports this module before any schema is made; the server keeps the fast path.
 */
config({ jitless: true });
