import { feedKeys } from './keys.ts';
import { usePostList } from './use-post-list.ts';

/** `GET /api/social/feed`: posts of the people and businesses the viewer follows and their own, newest first. */
export function useFeed() {
  return usePostList(feedKeys.feed, '/api/social/feed');
}
