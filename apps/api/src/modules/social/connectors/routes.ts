import {
  successEnvelope,
  translate,
  ZConnectionStartSchema,
  ZExternalPlatformSchema,
  ZFinishConnectionSchema,
  ZSocialConnectionSchema,
  ZSocialConnectionsSchema,
} from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPlace } from '../../../lib/request-place.ts';
import { currentAuth } from '../../../plugins/auth.ts';
import { disconnectConnection } from './disconnect-connection.ts';
import { finishConnection } from './finish-connection.ts';
import { getConnections } from './list-connections.ts';
import { startConnection } from './start-connection.ts';

const ZPlatformParamsSchema = z.object({ platform: ZExternalPlatformSchema });
const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/**
 * Connected external pages (issue 16 item 5). Sign-in tokens live in the browser's storage, not in
 * a cookie, so the platform's redirect lands on a web screen (`/social/connections/callback/:platform`)
 * that posts the code and state to `finish` with the person's token.
 */
export async function socialConnectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const security = [{ bearer: [] }];
  const tags = ['social: connected pages'];
  const perUser = (name: string, max: number, windowSeconds = 3600) =>
    app.rateLimit({ name, max, windowSeconds, key: (r) => r.auth?.user.id });

  app.get(
    '/api/social/connections',
    {
      schema: {
        tags,
        summary:
          'The person’s connected pages (status, never tokens) and the platforms that can be connected here',
        security,
        response: { 200: successEnvelope(ZSocialConnectionsSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getConnections(deps.db, app.connectors, currentAuth(request).user.id),
    }),
  );

  app.post(
    '/api/social/connections/:platform/start',
    {
      schema: {
        tags,
        summary:
          'Where to send the browser to approve access (OAuth), with a state signed for this person (10 minutes); 404 when the platform is not configured',
        security,
        params: ZPlatformParamsSchema,
        response: { 200: successEnvelope(ZConnectionStartSchema) },
      },
      preHandler: [app.requireAuth, perUser('social-connect-start', 30)],
    },
    async (request) => ({
      success: true as const,
      data: startConnection(
        deps.config,
        app.connectors,
        currentAuth(request).user.id,
        request.params.platform,
      ),
    }),
  );

  app.post(
    '/api/social/connections/:platform/finish',
    {
      schema: {
        tags,
        summary:
          'The code and state the platform sent back: saves every page the person may post to (tokens encrypted) and answers them. 422 for a state not this person’s or expired, or a code the platform refused; 503 when the platform is unavailable',
        security,
        params: ZPlatformParamsSchema,
        body: ZFinishConnectionSchema,
        response: { 200: successEnvelope(z.array(ZSocialConnectionSchema)) },
      },
      preHandler: [app.requireAuth, perUser('social-connect-finish', 30)],
    },
    async (request) => {
      const data = await finishConnection(
        deps,
        app.connectors,
        currentAuth(request).user.id,
        request.params.platform,
        request.body,
        requestPlace(request),
      );
      return { success: true as const, message: translate(request.lang(), 'social.connected'), data };
    },
  );

  app.delete(
    '/api/social/connections/:id',
    {
      schema: {
        tags,
        summary:
          'Disconnect one of the person’s pages: its tokens are deleted and posts still waiting for it fail; answers what is left',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZSocialConnectionsSchema) },
      },
      preHandler: [app.requireAuth, perUser('social-disconnect', 60)],
    },
    async (request) => {
      const data = await disconnectConnection(
        deps,
        app.connectors,
        currentAuth(request).user.id,
        request.params.id,
        requestPlace(request),
      );
      return { success: true as const, message: translate(request.lang(), 'social.disconnected'), data };
    },
  );
}
