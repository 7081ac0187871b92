import type { TPost, TPostListQuery } from '@haat/shared/social/post-schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { postKeys } from './keys.ts';

export type TPostTab = NonNullable<TPostListQuery['status']>;
export const POST_TABS: readonly TPostTab[] = ['draft', 'scheduled', 'published', 'failed'];
export const POSTS_PER_PAGE = 10;

/** The tab a post is listed under (`scheduled` includes posts being published). */
export function tabOf(post: Pick<TPost, 'status'>): TPostTab {
  return post.status === 'publishing' ? 'scheduled' : post.status;
}

/** The author's posts of one status, a page at a time (scheduled ones by due time). */
export function usePosts(status: TPostTab) {
  return usePagedList<TPost>(
    postKeys.list(status),
    (page) => `/api/social/posts?status=${status}&page=${page}&per_page=${POSTS_PER_PAGE}`,
  );
}
