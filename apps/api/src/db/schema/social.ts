import { REPORT_DECISIONS, REPORT_SUBJECT_TYPES } from '@haat/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './directory.ts';
import { moderationColumns } from './moderation.ts';
import { users } from './users.ts';

/*
 * Social (issue 16, decision 065): posts written by a person, as themselves or as one of their
 * businesses, published to the in-app community feed and to connected external pages; follows,
 * likes, comments, reports and the events analytics count. Times are UTC; a scheduled post keeps the
 * author's time zone to show the time as they chose it.
 */

export const SOCIAL_PLATFORMS = ['feed', 'facebook', 'linkedin'] as const;
export const POST_STATUSES = ['draft', 'scheduled', 'publishing', 'published', 'failed'] as const;
export const POST_TARGET_STATUSES = ['pending', 'publishing', 'published', 'failed'] as const;

/**
 * An external page a person connected (Facebook Page, LinkedIn organisation or profile). Tokens are
 * encrypted with a key derived from APP_KEY (lib/encryption.ts); disconnecting deletes the row.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['facebook', 'linkedin'] }).notNull(),
    /** The page's or organisation's id on the platform. */
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** `expired` when the platform refused the token: the person must connect again. */
    status: text('status', { enum: ['active', 'expired'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_connections_user_page_unique').on(t.userId, t.platform, t.externalId),
    check('social_connections_platform_check', sql`${t.platform} IN ('facebook', 'linkedin')`),
    check('social_connections_status_check', sql`${t.status} IN ('active', 'expired')`),
  ],
);

/** A post: a draft, scheduled, being published, published, or failed. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person who wrote it (and may edit it). */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Posted as this business of the author, or null for the author themselves. */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    status: text('status', { enum: POST_STATUSES }).notNull().default('draft'),
    /** When a scheduled post is due (UTC). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** The author's IANA time zone when they scheduled it, to show the time as they chose it. */
    timeZone: text('time_zone'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Why the last publish failed (every target's reasons are on post_targets). */
    failureReason: text('failure_reason'),
    /** A share of another post into the feed (the shared post's words stay its own). */
    repostOf: uuid('repost_of').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    /** Lowercased hashtags without `#`, taken from the content on save. */
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...moderationColumns(),
  },
  (t) => [
    check('posts_moderation_check', sql`${t.moderation} IN ('hidden', 'removed')`),
    index('posts_due_idx').on(t.scheduledAt).where(sql`${t.status} = 'scheduled'`),
    index('posts_author_status_idx').on(t.authorId, t.status, t.updatedAt),
    index('posts_business_published_idx')
      .on(t.businessId, t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    index('posts_published_idx').on(t.publishedAt).where(sql`${t.status} = 'published'`),
    index('posts_repost_idx').on(t.repostOf),
    index('posts_hashtags_idx').using('gin', t.hashtags),
    check(
      'posts_status_check',
      sql`${t.status} IN ('draft', 'scheduled', 'publishing', 'published', 'failed')`,
    ),
    check('posts_scheduled_check', sql`${t.status} <> 'scheduled' OR ${t.scheduledAt} IS NOT NULL`),
    check(
      'posts_counts_check',
      sql`${t.likeCount} >= 0 AND ${t.commentCount} >= 0 AND ${t.shareCount} >= 0 AND ${t.viewCount} >= 0`,
    ),
  ],
);

/** Where a post goes: the in-app feed, or one connected page; each is published (and retried) on its own. */
export const postTargets = pgTable(
  'post_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    /** The connected page (external platforms); null for the feed or once disconnected. */
    connectionId: uuid('connection_id').references(() => socialConnections.id, { onDelete: 'set null' }),
    /** The page's name when chosen, kept after a disconnect. */
    targetName: text('target_name'),
    status: text('status', { enum: POST_TARGET_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    error: text('error'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The platform's own counts (likes, comments, shares, views), read back for analytics. */
    metrics: jsonb('metrics').$type<Record<string, number>>(),
    metricsAt: timestamp('metrics_at', { withTimezone: true }),
  },
  (t) => [
    unique('post_targets_unique').on(t.postId, t.platform, t.connectionId).nullsNotDistinct(),
    index('post_targets_connection_idx').on(t.connectionId),
    check('post_targets_platform_check', sql`${t.platform} IN ('feed', 'facebook', 'linkedin')`),
    check('post_targets_status_check', sql`${t.status} IN ('pending', 'publishing', 'published', 'failed')`),
    check(
      'post_targets_connection_check',
      sql`${t.platform} = 'feed' OR ${t.connectionId} IS NOT NULL OR ${t.status} <> 'pending'`,
    ),
  ],
);

/**
 * A post's images and short videos, in order. Uploaded before the post is saved (post_id null
 * until then, owned by the uploader); files live in public storage under `social/`.
 */
export const postMedia = pgTable(
  'post_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    bytes: integer('bytes').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_media_post_idx').on(t.postId, t.position),
    index('post_media_owner_idx').on(t.ownerId, t.createdAt),
    check('post_media_kind_check', sql`${t.kind} IN ('image', 'video')`),
  ],
);

/** Businesses a post mentions (`@name` picked in the composer). */
export const postMentions = pgTable(
  'post_mentions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.businessId] }),
    index('post_mentions_business_idx').on(t.businessId),
  ],
);

/** A person following a person or a business. */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_user_unique').on(t.followerId, t.userId).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('follows_business_unique')
      .on(t.followerId, t.businessId)
      .where(sql`${t.businessId} IS NOT NULL`),
    index('follows_user_idx').on(t.userId, t.createdAt),
    index('follows_business_idx').on(t.businessId, t.createdAt),
    check('follows_one_subject_check', sql`(${t.userId} IS NULL) <> (${t.businessId} IS NULL)`),
    check('follows_not_self_check', sql`${t.userId} IS NULL OR ${t.userId} <> ${t.followerId}`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

/** Comments and their replies (one level is shown; `parent_id` names the comment replied to). */
export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A deleted comment with replies stays as "deleted" so the thread reads on. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...moderationColumns(),
  },
  (t) => [
    check('post_comments_moderation_check', sql`${t.moderation} IN ('hidden', 'removed')`),
    index('post_comments_post_idx').on(t.postId, t.createdAt),
    index('post_comments_parent_idx').on(t.parentId, t.createdAt),
  ],
);

/**
 * What analytics count: a view (once per viewer per post per UTC day), a like, comment, share or
 * link click, on the feed or read back from a platform.
 */
export const postEvents = pgTable(
  'post_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['view', 'like', 'comment', 'share', 'click'] }).notNull(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull().default('feed'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    day: date('day').notNull().default(sql`(now() AT TIME ZONE 'UTC')::date`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_events_post_idx').on(t.postId, t.occurredAt),
    index('post_events_occurred_idx').on(t.occurredAt),
    uniqueIndex('post_events_view_once_unique')
      .on(t.postId, t.userId, t.day)
      .where(sql`${t.type} = 'view' AND ${t.userId} IS NOT NULL`),
    check('post_events_type_check', sql`${t.type} IN ('view', 'like', 'comment', 'share', 'click')`),
  ],
);

/**
 * Reports of content for staff to review in the moderation queue (issue 17, decision 066): posts,
 * comments, products, businesses, reviews and cards. One report per person and subject.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', { enum: REPORT_SUBJECT_TYPES }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Whose content it is (the author, seller or owner), kept when reported: told of decisions. */
    subjectOwnerId: uuid('subject_owner_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['spam', 'abuse', 'misleading', 'illegal', 'other'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    /** What staff did: hid or removed the content, dismissed the report, warned or suspended the owner. */
    decision: text('decision', { enum: REPORT_DECISIONS }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_subject_unique').on(t.reporterId, t.subjectType, t.subjectId),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_subject_idx').on(t.subjectType, t.subjectId),
    check(
      'reports_subject_check',
      sql`${t.subjectType} IN ('post', 'comment', 'product', 'business', 'business_review', 'product_review', 'card')`,
    ),
    check('reports_reason_check', sql`${t.reason} IN ('spam', 'abuse', 'misleading', 'illegal', 'other')`),
    check('reports_status_check', sql`${t.status} IN ('open', 'dismissed', 'actioned')`),
    check(
      'reports_decision_check',
      sql`${t.decision} IN ('hidden', 'removed', 'dismissed', 'warned', 'suspended')`,
    ),
  ],
);
