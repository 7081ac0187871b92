import {
  successEnvelope,
  ZListNotificationsQuerySchema,
  ZMarkNotificationsReadResultSchema,
  ZMarkNotificationsReadSchema,
  ZNotificationListSchema,
} from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth.ts';
import { listNotifications, markNotificationsRead } from './list-notifications.ts';

const security = [{ bearer: [] }];

/** The signed-in user's notifications, written by every area through notify.ts. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The user's notifications, newest first, with the unread count in meta",
        security,
        querystring: ZListNotificationsQuerySchema,
        response: { 200: ZNotificationListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listNotifications(deps, currentAuth(request).user.id, request.query),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: `{ ids: [...] }` or `{ all: true }`',
        security,
        body: ZMarkNotificationsReadSchema,
        response: { 200: successEnvelope(ZMarkNotificationsReadResultSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { body } = request;
      const ids = 'all' in body ? ('all' as const) : body.ids;
      return {
        success: true as const,
        data: await markNotificationsRead(deps, currentAuth(request).user.id, ids),
      };
    },
  );
}
