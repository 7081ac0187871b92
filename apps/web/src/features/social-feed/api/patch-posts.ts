import type { TFeedPage, TFeedPost } from '@haat/shared/social/community-schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { feedKeys } from './keys.ts';

type TSnapshot = [readonly unknown[], InfiniteData<TFeedPage> | undefined][];

/** Changes post `id` wherever a loaded list shows it; answers the lists as they were, to undo. */
export function patchPost(
  client: QueryClient,
  id: string,
  change: (post: TFeedPost) => TFeedPost,
): TSnapshot {
  const before = client.getQueriesData<InfiniteData<TFeedPage>>({ queryKey: feedKeys.lists });
  client.setQueriesData<InfiniteData<TFeedPage>>({ queryKey: feedKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((post) => (post.id === id ? change(post) : post)),
          })),
        }
      : data,
  );
  return before;
}

/** Puts the lists back as `patchPost` found them. */
export function restorePosts(client: QueryClient, snapshot: TSnapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** A post's counts with one of them replaced. */
export function withCount(post: TFeedPost, name: keyof TFeedPost['counts'], value: number): TFeedPost {
  return { ...post, counts: { ...post.counts, [name]: Math.max(0, value) } };
}
