import { MODERATION_STATES } from '@haat/shared';
import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The moderation columns of content people can report (posts, comments, products, reviews, cards):
 * null while nothing was done; public reads leave out every row where `moderation` is set.
 */
export function moderationColumns() {
  return {
    moderation: text('moderation', { enum: MODERATION_STATES }),
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  };
}
