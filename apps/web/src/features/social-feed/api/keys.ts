/**
 * Query keys of the community feed. Every list of posts sits under `lists` (the feed, a person's
 * posts), so a like, comment or share can patch or refresh them all at once.
 */
export const feedKeys = {
  all: ['social-feed'] as const,
  lists: ['social-feed', 'list'] as const,
  feed: ['social-feed', 'list', 'feed'] as const,
  userPosts: (id: string) => ['social-feed', 'list', 'user', id] as const,
  comments: (postId: string) => ['social-feed', 'comments', postId] as const,
  userProfile: (id: string) => ['social-feed', 'profile', 'user', id] as const,
  businessProfile: (id: string) => ['social-feed', 'profile', 'business', id] as const,
  /** The right panel's counts (`get-my-stats.ts` `STATS_KEY`, the same words). */
  stats: ['social-feed', 'stats'] as const,
};

/** A path segment from an id (ids are UUIDs; anything else is escaped). */
export const segment = (id: string) => encodeURIComponent(id);
