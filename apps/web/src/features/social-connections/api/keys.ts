/**
 * Query keys of the connected pages. `all` is the same key the composer's destinations read
 * (`features/social-posts/api/keys.ts` `postKeys.connections`), so a page connected or disconnected
 * here shows there at once.
 */
export const connectionKeys = {
  all: ['social-connections'] as const,
};
