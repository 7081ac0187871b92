import type {
  TBusinessSocialProfile,
  TFollowResult,
  TUserSocialProfile,
} from '@haat/shared/social/community-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { feedKeys, segment } from './keys.ts';

export type TFollowKind = 'user' | 'business';

/**
 * `PUT`/`DELETE /api/social/follows/{users|businesses}/:id`: follow or stop following. The answer
 * (the state and the follower count) goes into the profile on screen; the feed and the right
 * panel's counts are read again.
 */
export function useFollow(kind: TFollowKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) => {
      const path = `/api/social/follows/${kind === 'user' ? 'users' : 'businesses'}/${segment(id)}`;
      return (
        follow
          ? await api.put<TEnvelope<TFollowResult>>(path, {})
          : await api.delete<TEnvelope<TFollowResult>>(path)
      ).data;
    },
    onSuccess: (result) => {
      const apply = <T extends TUserSocialProfile | TBusinessSocialProfile>(profile: T | undefined) =>
        profile
          ? {
              ...profile,
              following: result.following,
              counts: { ...profile.counts, followers: result.followers },
            }
          : profile;
      if (kind === 'user') client.setQueryData<TUserSocialProfile>(feedKeys.userProfile(id), apply);
      else client.setQueryData<TBusinessSocialProfile>(feedKeys.businessProfile(id), apply);
      return Promise.all([
        client.invalidateQueries({ queryKey: feedKeys.feed }),
        client.invalidateQueries({ queryKey: feedKeys.stats }),
      ]);
    },
  });
}
