import type { TBusinessSocialProfile, TUserSocialProfile } from '@haat/shared/social/community-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { feedKeys, segment } from './keys.ts';

/** `GET /api/social/profile/users/:id`: a person's counts and whether the viewer follows them. */
export function userProfileQuery(id: string) {
  return queryOptions({
    queryKey: feedKeys.userProfile(id),
    queryFn: async ({ signal }) =>
      (await api.get<TEnvelope<TUserSocialProfile>>(`/api/social/profile/users/${segment(id)}`, signal)).data,
  });
}

export function useUserProfile(id: string, enabled = true) {
  return useQuery({ ...userProfileQuery(id), enabled });
}

/** `GET /api/social/profile/businesses/:id`: a business's followers and posts, and whether the viewer follows it. */
export function businessProfileQuery(id: string) {
  return queryOptions({
    queryKey: feedKeys.businessProfile(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<TEnvelope<TBusinessSocialProfile>>(
          `/api/social/profile/businesses/${segment(id)}`,
          signal,
        )
      ).data,
  });
}

export function useBusinessProfile(id: string) {
  return useQuery(businessProfileQuery(id));
}
