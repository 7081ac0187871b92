import {
  successEnvelope,
  translate,
  ZIdParamsSchema,
  ZPostRescheduleSchema,
  ZPostSchema,
} from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../../plugins/auth.ts';
import type { TPostDeps } from './post-deps.ts';
import { rescheduleOwnPost } from './reschedule-post.ts';

/** `POST /api/social/posts/:id/reschedule`: the calendar moves a scheduled post (registered by routes.ts). */
export function rescheduleRoute(fastify: FastifyInstance, deps: TPostDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/social/posts/:id/reschedule',
    {
      schema: {
        tags: ['social'],
        summary:
          'Move a scheduled post to another time (`scheduled_for` as YYYY-MM-DDTHH:mm in `time_zone`); its job moves too',
        security: [{ bearer: [] }],
        params: ZIdParamsSchema,
        body: ZPostRescheduleSchema,
        response: { 200: successEnvelope(ZPostSchema) },
      },
      config: { fieldLabels: { scheduled_for: 'social.posts.field_scheduled_for' } },
      preHandler: [
        app.requireAuth,
        app.rateLimit({
          name: 'social-post-write',
          max: 300,
          windowSeconds: 3600,
          key: (request) => request.auth?.user.id,
        }),
      ],
    },
    async (request) => {
      const saved = await rescheduleOwnPost(
        deps,
        currentAuth(request).user.id,
        request.params.id,
        request.body,
        request.lang(),
      );
      return {
        success: true as const,
        message: translate(request.lang(), saved.message),
        data: saved.post,
      };
    },
  );
}
