import { canStaff, type TStaffPermission } from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { authenticateToken, type TAuthContext } from '../modules/auth/authenticate-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and token, or null for anonymous requests (and for unknown tokens). */
    auth: TAuthContext | null;
    /** True when the request carried an `Authorization: Bearer` header, valid or not. */
    hasBearer: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireAuth(request: FastifyRequest): Promise<void>;
    /**
     * preHandler: 401 unless signed in, 403 unless a staff member whose role may act in this area
     * of the back office (`@haat/shared` admin/roles.ts, decision 066).
     */
    requireStaff(permission: TStaffPermission): (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a route guarded by `requireAuth`. */
export function currentAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'api.unauthenticated');
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('hasBearer', false);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !/^bearer\s/i.test(header)) return;
    request.hasBearer = true;
    request.auth = (await authenticateToken(app.deps, header.slice(7).trim())) ?? null;
  });

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    currentAuth(request);
  });
  app.decorate('requireStaff', (permission: TStaffPermission) => {
    const guard = async (request: FastifyRequest) => {
      if (!canStaff(currentAuth(request).user.role, permission))
        throw new AppError('FORBIDDEN', 'api.forbidden');
    };
    staffGuards.add(guard);
    return guard;
  });

  // A staff guard written as a preHandler runs before the body and query are validated instead, so
  // someone without the role is refused (401/403) before learning anything about what the route
  // takes (a 422 listing its fields). Other preHandlers (rate limits) keep their place.
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat();
    const guards = handlers.filter((handler) => staffGuards.has(handler));
    if (guards.length === 0) return;
    route.preHandler = handlers.filter((handler) => !staffGuards.has(handler));
    route.preValidation = [...guards, ...[route.preValidation ?? []].flat()];
  });
});

/** The guards made by `requireStaff` (moved to preValidation when a route is added). */
const staffGuards = new WeakSet<object>();
