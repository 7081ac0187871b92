import multipart from '@fastify/multipart';
import {
  successEnvelope,
  translate,
  ZIdParamsSchema,
  ZPostCalendarQuerySchema,
  ZPostCalendarSchema,
  ZPostInputSchema,
  ZPostListQuerySchema,
  ZPostListSchema,
  ZPostMediaSchema,
  ZPostMediaUpdateSchema,
  ZPostSchema,
} from '@haat/shared';
import { POST_MEDIA_LIMITS } from '@haat/shared/social/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../../lib/read-upload.ts';
import { currentAuth } from '../../../plugins/auth.ts';
import { deleteOwnPost, duplicatePost, retryPost } from './change-post.ts';
import { getOwnPost, listCalendar, listOwnPosts, listUpcoming } from './list-posts.ts';
import { deletePostMedia, updatePostMedia } from './manage-post-media.ts';
import type { TPostDeps } from './post-deps.ts';
import { rescheduleRoute } from './reschedule-post-routes.ts';
import { createPost, updateOwnPost } from './save-post.ts';
import { uploadPostMedia } from './upload-post-media.ts';

const tags = ['social'];
const security = [{ bearer: [] }];
const ZMessageOnly = z.object({ success: z.literal(true), message: z.string() });
/** Names of this area's fields in messages ("Scheduled time is required"). */
const POST_FIELDS = {
  content: 'social.posts.field_content',
  business_id: 'social.posts.field_business',
  targets: 'social.posts.field_targets',
  media_ids: 'social.posts.field_media',
  mentions: 'social.posts.field_mentions',
  scheduled_for: 'social.posts.field_scheduled_for',
};
const CALENDAR_FIELDS = { from: 'social.posts.field_from', to: 'social.posts.field_to' };

/**
 * The author's posts (issue 16 items 1–3): media uploads, compose (draft, publish now, schedule in
 * their time zone), lists, calendar and upcoming, edit, duplicate, delete and retry.
 */
export async function socialPostRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TPostDeps = { ...app.deps, storage: app.storage, jobs: app.jobs };
  const t = (request: FastifyRequest, key: string) => translate(request.lang(), key);
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;
  const byUser = (name: string, max: number) =>
    app.rateLimit({ name, max, windowSeconds: 3600, key: (r) => r.auth?.user.id });
  await app.register(multipart, {
    limits: { fileSize: POST_MEDIA_LIMITS.videoBytes, files: 1, fields: 5, parts: 6 },
  });
  rescheduleRoute(app, deps);

  app.post(
    '/api/social/media',
    {
      schema: {
        tags,
        summary:
          'Upload an image (JPG/PNG/WebP up to 10 MB, re-encoded) or a short video (MP4/WebM up to 50 MB) for a post (multipart, field `file`)',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelope(ZPostMediaSchema) },
      },
      preHandler: [app.requireAuth, byUser('social-media', 300)],
    },
    async (request, reply) => {
      const file = await readUpload(request, {
        field: 'file',
        maxBytes: POST_MEDIA_LIMITS.videoBytes,
        required: 'validation.image_required',
      });
      const data = await uploadPostMedia(deps, userId(request), file);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/api/social/media/:id',
    {
      schema: {
        tags,
        summary: "Change an uploaded image's or video's alt text",
        security,
        params: ZIdParamsSchema,
        body: ZPostMediaUpdateSchema,
        response: { 200: successEnvelope(ZPostMediaSchema) },
      },
      config: { fieldLabels: { alt: 'social.posts.field_alt' } },
      preHandler: [app.requireAuth, byUser('social-media-edit', 600)],
    },
    async (request) => ({
      success: true as const,
      data: await updatePostMedia(deps, userId(request), request.params.id, request.body.alt),
    }),
  );

  app.delete(
    '/api/social/media/:id',
    {
      schema: {
        tags,
        summary: 'Delete an uploaded image or video that no published post shows',
        security,
        params: ZIdParamsSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: [app.requireAuth, byUser('social-media-edit', 600)],
    },
    async (request) => {
      await deletePostMedia(deps, userId(request), request.params.id);
      return { success: true as const, message: t(request, 'social.posts.media_deleted') };
    },
  );

  app.post(
    '/api/social/posts',
    {
      schema: {
        tags,
        summary:
          'Write a post: `action` draft, publish (now) or schedule (`scheduled_for` as YYYY-MM-DDTHH:mm in `time_zone`)',
        security,
        body: ZPostInputSchema,
        response: { 201: successEnvelope(ZPostSchema) },
      },
      config: { fieldLabels: POST_FIELDS },
      preHandler: [app.requireAuth, byUser('social-post-write', 300)],
    },
    async (request, reply) => {
      const saved = await createPost(deps, userId(request), request.body, request.lang());
      return reply
        .status(201)
        .send({ success: true as const, message: t(request, saved.message), data: saved.post });
    },
  );

  app.get(
    '/api/social/posts',
    {
      schema: {
        tags,
        summary:
          "The user's posts (?status=draft|scheduled|published|failed, ?page): newest first, scheduled by due time",
        security,
        querystring: ZPostListQuerySchema,
        response: { 200: ZPostListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listOwnPosts(deps, userId(request), request.query, request.lang()),
  );

  app.get(
    '/api/social/posts/:id',
    {
      schema: {
        tags,
        summary: "One of the user's posts",
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZPostSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getOwnPost(deps, userId(request), request.params.id, request.lang()),
    }),
  );

  app.patch(
    '/api/social/posts/:id',
    {
      schema: {
        tags,
        summary:
          'Change a draft, scheduled or failed post (the same body as writing one); a new time moves its job',
        security,
        params: ZIdParamsSchema,
        body: ZPostInputSchema,
        response: { 200: successEnvelope(ZPostSchema) },
      },
      config: { fieldLabels: POST_FIELDS },
      preHandler: [app.requireAuth, byUser('social-post-write', 300)],
    },
    async (request) => {
      const saved = await updateOwnPost(
        deps,
        userId(request),
        request.params.id,
        request.body,
        request.lang(),
      );
      return { success: true as const, message: t(request, saved.message), data: saved.post };
    },
  );

  app.post(
    '/api/social/posts/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'A new draft copying the post (text, business, targets still connected, media, mentions)',
        security,
        params: ZIdParamsSchema,
        response: { 201: successEnvelope(ZPostSchema) },
      },
      preHandler: [app.requireAuth, byUser('social-post-write', 300)],
    },
    async (request, reply) => {
      const data = await duplicatePost(deps, userId(request), request.params.id, request.lang());
      return reply
        .status(201)
        .send({ success: true as const, message: t(request, 'social.posts.draft_saved'), data });
    },
  );

  app.post(
    '/api/social/posts/:id/retry',
    {
      schema: {
        tags,
        summary: 'Publish a failed post again now (only its failed targets)',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZPostSchema) },
      },
      preHandler: [app.requireAuth, byUser('social-post-retry', 60)],
    },
    async (request) => {
      const saved = await retryPost(deps, userId(request), request.params.id, request.lang());
      return { success: true as const, message: t(request, saved.message), data: saved.post };
    },
  );

  app.delete(
    '/api/social/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a post (a published one leaves the feed; copies on connected pages stay there)',
        security,
        params: ZIdParamsSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: [app.requireAuth, byUser('social-post-write', 300)],
    },
    async (request) => {
      await deleteOwnPost(deps, userId(request), request.params.id);
      return { success: true as const, message: t(request, 'social.posts.post_deleted') };
    },
  );

  app.get(
    '/api/social/calendar',
    {
      schema: {
        tags,
        summary:
          "The user's scheduled and published posts on the days from…to (YYYY-MM-DD, at most 62) in ?time_zone",
        security,
        querystring: ZPostCalendarQuerySchema,
        response: { 200: successEnvelope(ZPostCalendarSchema) },
      },
      config: { fieldLabels: CALENDAR_FIELDS },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await listCalendar(deps, userId(request), request.query, request.lang()),
    }),
  );

  app.get(
    '/api/social/upcoming',
    {
      schema: {
        tags,
        summary: "The user's next 10 scheduled posts, soonest first",
        security,
        response: { 200: successEnvelope(z.array(ZPostSchema)) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await listUpcoming(deps, userId(request), request.lang()),
    }),
  );
}
