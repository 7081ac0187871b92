import { feedKeys, segment } from './keys.ts';
import { usePostList } from './use-post-list.ts';

/** `GET /api/social/users/:id/posts`: a person's published posts as themselves, newest first. */
export function useUserPosts(id: string, enabled = true) {
  return usePostList(feedKeys.userPosts(id), `/api/social/users/${segment(id)}/posts`, enabled);
}
