import { FEED_PAGE_SIZE, type TFeedPage, type TFeedPost } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { TCommunityDeps } from './community-deps.ts';
import { decodeCursor, encodeCursor, presentFeedPosts } from './present-feed.ts';
import {
  findFeedRows,
  findFollowableBusiness,
  findPerson,
  listFeedRows,
  recordViews,
  type TFeedScope,
} from './repository.ts';

async function page(
  deps: TCommunityDeps,
  viewerId: string,
  scope: TFeedScope,
  cursor: string | undefined,
): Promise<TFeedPage & { viewed: string[] }> {
  const rows = await listFeedRows(deps.db, scope, decodeCursor(cursor), FEED_PAGE_SIZE);
  const shown = rows.slice(0, FEED_PAGE_SIZE);
  const last = shown.at(-1);
  const data = await presentFeedPosts(deps.db, deps.storage, viewerId, shown);
  return {
    success: true,
    data,
    meta: {
      next_cursor:
        rows.length > FEED_PAGE_SIZE && last ? encodeCursor({ at: last.keyAt, id: last.id }) : null,
    },
    viewed: shown.filter((row) => row.authorId !== viewerId).map((row) => row.id),
  };
}

/**
 * `GET /api/social/feed`: published posts of the people and businesses the viewer follows and the
 * viewer's own, newest first, 20 a page. Each post shown to someone else counts one view per
 * viewer and day.
 */
export async function listFeed(deps: TCommunityDeps, viewerId: string, cursor?: string): Promise<TFeedPage> {
  const { viewed, ...result } = await page(deps, viewerId, { kind: 'feed', viewerId }, cursor);
  await recordViews(deps.db, viewerId, viewed);
  return result;
}

/** `GET /api/social/users/:id/posts`: a person's published posts as themselves (404: no such person). */
export async function listUserPosts(
  deps: TCommunityDeps,
  viewerId: string,
  userId: string,
  cursor?: string,
): Promise<TFeedPage> {
  if (!(await findPerson(deps.db, userId))) throw new AppError('NOT_FOUND', 'api.not_found');
  const { viewed: _viewed, ...result } = await page(deps, viewerId, { kind: 'user', userId }, cursor);
  return result;
}

/** `GET /api/social/businesses/:id/posts`: a business's published posts. */
export async function listBusinessPosts(
  deps: TCommunityDeps,
  viewerId: string,
  businessId: string,
  cursor?: string,
): Promise<TFeedPage> {
  if (!(await findFollowableBusiness(deps.db, businessId))) throw new AppError('NOT_FOUND', 'api.not_found');
  const { viewed: _viewed, ...result } = await page(deps, viewerId, { kind: 'business', businessId }, cursor);
  return result;
}

/** `GET /api/social/posts/:id/public`: one post in the feed (a view, as in the feed); else 404. */
export async function getFeedPost(
  deps: TCommunityDeps,
  viewerId: string,
  postId: string,
): Promise<TFeedPost> {
  const [row] = await findFeedRows(deps.db, [postId]);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  const [item] = await presentFeedPosts(deps.db, deps.storage, viewerId, [row]);
  if (!item) throw new AppError('NOT_FOUND', 'api.not_found');
  if (row.authorId !== viewerId) await recordViews(deps.db, viewerId, [row.id]);
  return item;
}
