import { z } from 'zod';
import { REPORT_SUBJECT_TYPES } from '../admin/moderation.ts';
import { COMMENT_MAX_LENGTH, POST_TEXT_LIMITS, REPORT_REASONS } from './constants.ts';

/*
 * The community (issue 16, decision 065): follows, the feed, likes, comments, shares, reports and
 * the counts of the right panel. Lists page by an opaque `cursor` (`meta.next_cursor`, null at the end).
 */

/** 20 feed items or top-level comments a page. */
export const FEED_PAGE_SIZE = 20;
/** Replies shown under each comment (the oldest); `reply_count` says how many there are. */
export const COMMENT_REPLIES_SHOWN = 50;
export const REPORT_NOTE_MAX_LENGTH = 1000;

export const ZSocialIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

export const ZCursorQuerySchema = z.object({
  cursor: z
    .string({ error: 'validation.invalid' })
    .max(200, { error: 'validation.invalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' })
    .optional(),
});
export type TCursorQuery = z.infer<typeof ZCursorQuerySchema>;

export const ZCursorMetaSchema = z.object({ next_cursor: z.string().nullable() });

/** A person as the feed shows them (`verified`: their identity is verified). */
export const ZFeedPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
});
export type TFeedPerson = z.infer<typeof ZFeedPersonSchema>;

export const ZFeedBusinessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  verified: z.boolean(),
});
export type TFeedBusiness = z.infer<typeof ZFeedBusinessSchema>;

export const ZFeedMediaSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
});
export type TFeedMedia = z.infer<typeof ZFeedMediaSchema>;

export const ZFeedMentionSchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

export const ZFeedCountsSchema = z.object({
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  views: z.number().int(),
});

/** A shared post inside a repost: what it says and who wrote it. */
export const ZFeedRepostSchema = z.object({
  id: z.uuid(),
  author: ZFeedPersonSchema,
  business: ZFeedBusinessSchema.nullable(),
  content: z.string(),
  hashtags: z.array(z.string()),
  mentions: z.array(ZFeedMentionSchema),
  media: z.array(ZFeedMediaSchema),
  published_at: z.string(),
});
export type TFeedRepost = z.infer<typeof ZFeedRepostSchema>;

/**
 * One published post in the feed. `repost_of`: the shared post, or null (not a share, or the shared
 * post is gone); `mine`: the viewer wrote it.
 */
export const ZFeedPostSchema = ZFeedRepostSchema.extend({
  counts: ZFeedCountsSchema,
  liked_by_me: z.boolean(),
  shared_by_me: z.boolean(),
  is_repost: z.boolean(),
  repost_of: ZFeedRepostSchema.nullable(),
  mine: z.boolean(),
});
export type TFeedPost = z.infer<typeof ZFeedPostSchema>;

export const ZFeedPageSchema = z.object({
  success: z.literal(true),
  data: z.array(ZFeedPostSchema),
  meta: ZCursorMetaSchema,
});
export type TFeedPage = z.infer<typeof ZFeedPageSchema>;

/** A person's community profile: counts, and whether the viewer follows them. */
export const ZUserSocialProfileSchema = ZFeedPersonSchema.extend({
  counts: z.object({
    followers: z.number().int(),
    following: z.number().int(),
    posts: z.number().int(),
  }),
  following: z.boolean(),
  me: z.boolean(),
});
export type TUserSocialProfile = z.infer<typeof ZUserSocialProfileSchema>;

export const ZBusinessSocialProfileSchema = ZFeedBusinessSchema.extend({
  counts: z.object({ followers: z.number().int(), posts: z.number().int() }),
  following: z.boolean(),
  mine: z.boolean(),
});
export type TBusinessSocialProfile = z.infer<typeof ZBusinessSocialProfileSchema>;

/** What a follow or unfollow answers: the state now and the subject's follower count. */
export const ZFollowResultSchema = z.object({ following: z.boolean(), followers: z.number().int() });
export type TFollowResult = z.infer<typeof ZFollowResultSchema>;

/** The right panel's counts for the signed-in person. */
export const ZSocialStatsSchema = z.object({
  posts: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
});
export type TSocialStats = z.infer<typeof ZSocialStatsSchema>;

export const ZLikeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type TLikeResult = z.infer<typeof ZLikeResultSchema>;

/** A comment or reply; a deleted comment that has replies stays with `deleted: true`, no author, no words. */
export const ZCommentSchema = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  parent_id: z.uuid().nullable(),
  author: ZFeedPersonSchema.nullable(),
  body: z.string(),
  deleted: z.boolean(),
  created_at: z.string(),
  /** The viewer wrote it. */
  mine: z.boolean(),
  /** The viewer may delete it (their own, or a comment on their post). */
  can_delete: z.boolean(),
});
export type TComment = z.infer<typeof ZCommentSchema>;

export const ZCommentThreadSchema = ZCommentSchema.extend({
  reply_count: z.number().int(),
  replies: z.array(ZCommentSchema),
});
export type TCommentThread = z.infer<typeof ZCommentThreadSchema>;

export const ZCommentPageSchema = z.object({
  success: z.literal(true),
  data: z.array(ZCommentThreadSchema),
  meta: ZCursorMetaSchema.extend({ total: z.number().int() }),
});

export const ZAddCommentSchema = z
  .object({
    body: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(COMMENT_MAX_LENGTH, { error: 'validation.too_long' }),
    parent_id: z.uuid({ error: 'validation.invalid' }).nullish(),
  })
  .strict();
export type TAddComment = z.infer<typeof ZAddCommentSchema>;

export const ZDeleteCommentResultSchema = z.object({ comments: z.number().int() });

export const ZSharePostSchema = z
  .object({
    content: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(POST_TEXT_LIMITS.feed, { error: 'validation.too_long' })
      .optional(),
  })
  .strict();
export type TSharePost = z.infer<typeof ZSharePostSchema>;

export const ZCreateReportSchema = z
  .object({
    subject_type: z.enum(['post', 'comment'], { error: 'validation.invalid' }),
    subject_id: z.uuid({ error: 'validation.invalid' }),
    reason: z.enum(REPORT_REASONS, { error: 'validation.required' }),
    note: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(REPORT_NOTE_MAX_LENGTH, { error: 'validation.too_long' })
      .optional(),
  })
  .strict();
export type TCreateReport = z.infer<typeof ZCreateReportSchema>;

export const ZReportResultSchema = z.object({
  id: z.uuid(),
  subject_type: z.enum(REPORT_SUBJECT_TYPES),
  subject_id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(['open', 'dismissed', 'actioned']),
  created_at: z.string(),
});
export type TReportResult = z.infer<typeof ZReportResultSchema>;
