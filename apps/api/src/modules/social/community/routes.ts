import {
  successEnvelope,
  ZAddCommentSchema,
  ZBusinessSocialProfileSchema,
  ZCommentPageSchema,
  ZCommentSchema,
  ZCreateReportSchema,
  ZCursorQuerySchema,
  ZDeleteCommentResultSchema,
  ZFeedPageSchema,
  ZFeedPostSchema,
  ZFollowResultSchema,
  ZLikeResultSchema,
  ZReportResultSchema,
  ZSharePostSchema,
  ZSocialIdParamsSchema,
  ZSocialStatsSchema,
  ZUserSocialProfileSchema,
} from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../../plugins/auth.ts';
import { addComment, deleteComment, listComments } from './comment-post.ts';
import type { TCommunityDeps } from './community-deps.ts';
import { followBusiness, followUser, unfollowBusiness, unfollowUser } from './follow-subject.ts';
import { getFeedPost, listBusinessPosts, listFeed, listUserPosts } from './get-feed.ts';
import { getBusinessSocialProfile, getSocialStats, getUserSocialProfile } from './get-social-profile.ts';
import { likePost, unlikePost } from './like-post.ts';
import { reportContent } from './report-content.ts';
import { sharePost } from './share-post.ts';

/**
 * The community (issue 16, decision 065): follows, the feed, likes, comments, shares and reports,
 * all for signed-in people. Writes are limited per person.
 */
export async function communityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TCommunityDeps = { ...app.deps, storage: app.storage };
  const security = [{ bearer: [] }];
  const tags = ['social: community'];
  const params = ZSocialIdParamsSchema;
  const perUser = (name: string, max: number, windowSeconds = 3600) =>
    app.rateLimit({ name, max, windowSeconds, key: (r) => r.auth?.user.id });
  const follow = [app.requireAuth, perUser('social-follow', 300)];
  const like = [app.requireAuth, perUser('social-like', 600)];

  const followRoute = (
    path: string,
    summary: string,
    method: 'PUT' | 'DELETE',
    run: (me: ReturnType<typeof currentAuth>['user'], id: string) => ReturnType<typeof followUser>,
  ) =>
    app.route({
      method,
      url: path,
      schema: { tags, summary, security, params, response: { 200: successEnvelope(ZFollowResultSchema) } },
      preHandler: follow,
      handler: async (request) => ({
        success: true as const,
        data: await run(currentAuth(request).user, request.params.id),
      }),
    });
  followRoute(
    '/api/social/follows/users/:id',
    'Follow a person (again: nothing changes; yourself: 422); they are told once a day at most',
    'PUT',
    (me, id) => followUser(deps, me, id),
  );
  followRoute('/api/social/follows/users/:id', 'Stop following a person', 'DELETE', (me, id) =>
    unfollowUser(deps, me, id),
  );
  followRoute(
    '/api/social/follows/businesses/:id',
    'Follow a business (your own: 422); its owner is told once a day at most',
    'PUT',
    (me, id) => followBusiness(deps, me, id),
  );
  followRoute('/api/social/follows/businesses/:id', 'Stop following a business', 'DELETE', (me, id) =>
    unfollowBusiness(deps, me, id),
  );

  app.get(
    '/api/social/profile/users/:id',
    {
      schema: {
        tags,
        summary: 'A person’s followers, following and posts, and whether you follow them',
        security,
        params,
        response: { 200: successEnvelope(ZUserSocialProfileSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getUserSocialProfile(deps, currentAuth(request).user.id, request.params.id),
    }),
  );

  app.get(
    '/api/social/profile/businesses/:id',
    {
      schema: {
        tags,
        summary: 'A business’s followers and posts, and whether you follow it',
        security,
        params,
        response: { 200: successEnvelope(ZBusinessSocialProfileSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getBusinessSocialProfile(deps, currentAuth(request).user.id, request.params.id),
    }),
  );

  app.get(
    '/api/social/me/stats',
    {
      schema: {
        tags,
        summary: 'Your posts in the feed, followers and following (the right panel’s counts)',
        security,
        response: { 200: successEnvelope(ZSocialStatsSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getSocialStats(deps.db, currentAuth(request).user.id),
    }),
  );

  app.get(
    '/api/social/feed',
    {
      schema: {
        tags,
        summary:
          'Published posts of the people and businesses you follow and your own, newest first, 20 a page (?cursor from meta.next_cursor); each shown post counts a view once a day',
        security,
        querystring: ZCursorQuerySchema,
        response: { 200: ZFeedPageSchema },
      },
      config: { fieldLabels: { cursor: 'social.community.field_cursor' } },
      preHandler: [app.requireAuth, perUser('social-feed', 1200)],
    },
    async (request) => listFeed(deps, currentAuth(request).user.id, request.query.cursor),
  );

  app.get(
    '/api/social/users/:id/posts',
    {
      schema: {
        tags,
        summary: 'A person’s published posts (as themselves), newest first, 20 a page',
        security,
        params,
        querystring: ZCursorQuerySchema,
        response: { 200: ZFeedPageSchema },
      },
      config: { fieldLabels: { cursor: 'social.community.field_cursor' } },
      preHandler: app.requireAuth,
    },
    async (request) =>
      listUserPosts(deps, currentAuth(request).user.id, request.params.id, request.query.cursor),
  );

  app.get(
    '/api/social/businesses/:id/posts',
    {
      schema: {
        tags,
        summary: 'A business’s published posts, newest first, 20 a page',
        security,
        params,
        querystring: ZCursorQuerySchema,
        response: { 200: ZFeedPageSchema },
      },
      config: { fieldLabels: { cursor: 'social.community.field_cursor' } },
      preHandler: app.requireAuth,
    },
    async (request) =>
      listBusinessPosts(deps, currentAuth(request).user.id, request.params.id, request.query.cursor),
  );

  app.get(
    '/api/social/posts/:id/public',
    {
      schema: {
        tags,
        summary:
          'One published post as the feed shows it (drafts, scheduled and others’ unpublished posts: 404)',
        security,
        params,
        response: { 200: successEnvelope(ZFeedPostSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getFeedPost(deps, currentAuth(request).user.id, request.params.id),
    }),
  );

  app.put(
    '/api/social/posts/:id/like',
    {
      schema: {
        tags,
        summary: 'Like a post (again: nothing changes)',
        security,
        params,
        response: { 200: successEnvelope(ZLikeResultSchema) },
      },
      preHandler: like,
    },
    async (request) => ({
      success: true as const,
      data: await likePost(deps, currentAuth(request).user, request.params.id),
    }),
  );

  app.delete(
    '/api/social/posts/:id/like',
    {
      schema: {
        tags,
        summary: 'Take a like back (not liked: nothing changes)',
        security,
        params,
        response: { 200: successEnvelope(ZLikeResultSchema) },
      },
      preHandler: like,
    },
    async (request) => ({
      success: true as const,
      data: await unlikePost(deps, currentAuth(request).user, request.params.id),
    }),
  );

  app.get(
    '/api/social/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments, oldest first, 20 a page, each with its replies and reply count',
        security,
        params,
        querystring: ZCursorQuerySchema,
        response: { 200: ZCommentPageSchema },
      },
      config: { fieldLabels: { cursor: 'social.community.field_cursor' } },
      preHandler: app.requireAuth,
    },
    async (request) =>
      listComments(deps, currentAuth(request).user.id, request.params.id, request.query.cursor),
  );

  app.post(
    '/api/social/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a post, or reply to one of its top-level comments (parent_id)',
        security,
        params,
        body: ZAddCommentSchema,
        response: { 201: successEnvelope(ZCommentSchema) },
      },
      config: {
        fieldLabels: { body: 'social.community.field_comment', parent_id: 'social.community.field_parent' },
      },
      preHandler: [app.requireAuth, perUser('social-comment', 120)],
    },
    async (request, reply) => {
      const data = await addComment(deps, currentAuth(request).user, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/social/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete your comment, or one on your post; answers the post’s comment count',
        security,
        params,
        response: { 200: successEnvelope(ZDeleteCommentResultSchema) },
      },
      preHandler: [app.requireAuth, perUser('social-comment-delete', 300)],
    },
    async (request) => ({
      success: true as const,
      data: await deleteComment(deps, currentAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/api/social/posts/:id/share',
    {
      schema: {
        tags,
        summary: 'Share a post into your feed, with your own words if you like; counts once per person',
        security,
        params,
        body: ZSharePostSchema.optional(),
        response: { 201: successEnvelope(ZFeedPostSchema) },
      },
      config: { fieldLabels: { content: 'social.community.field_share_text' } },
      preHandler: [app.requireAuth, perUser('social-share', 60)],
    },
    async (request, reply) => {
      const data = await sharePost(deps, currentAuth(request).user, request.params.id, request.body ?? {});
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/api/social/reports',
    {
      schema: {
        tags,
        summary: 'Report a post or comment to staff (once per subject: 409; your own: 422)',
        security,
        body: ZCreateReportSchema,
        response: { 201: successEnvelope(ZReportResultSchema) },
      },
      config: {
        fieldLabels: {
          subject_type: 'social.community.field_subject',
          subject_id: 'social.community.field_subject',
          note: 'social.community.field_note',
        },
      },
      preHandler: [app.requireAuth, perUser('social-report', 30)],
    },
    async (request, reply) => {
      const data = await reportContent(deps, currentAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );
}
