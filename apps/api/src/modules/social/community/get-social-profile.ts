import type { TBusinessSocialProfile, TSocialStats, TUserSocialProfile } from '@haat/shared';
import type { TExecutor } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TCommunityDeps } from './community-deps.ts';
import { presentBusinessCard, presentPerson } from './present-feed.ts';
import {
  countFeedPosts,
  countFollowersOfBusiness,
  countFollowersOfUser,
  countFollowing,
  findFollowableBusiness,
  findPerson,
  isFollowing,
} from './repository.ts';

/**
 * A person's community counts: posts in the feed as themselves, followers, and the people and
 * businesses they follow. The right panel (`GET /api/social/me/stats`) and any other area showing
 * these counts read them here, so they agree with the profile and the lists.
 */
export async function getSocialStats(db: TExecutor, userId: string): Promise<TSocialStats> {
  const [posts, followers, following] = await Promise.all([
    countFeedPosts(db, { kind: 'user', userId }),
    countFollowersOfUser(db, userId),
    countFollowing(db, userId),
  ]);
  return { posts, followers, following };
}

/** `GET /api/social/profile/users/:id`. */
export async function getUserSocialProfile(
  deps: TCommunityDeps,
  viewerId: string,
  userId: string,
): Promise<TUserSocialProfile> {
  const person = await findPerson(deps.db, userId);
  if (!person) throw new AppError('NOT_FOUND', 'api.not_found');
  const [counts, following] = await Promise.all([
    getSocialStats(deps.db, userId),
    userId === viewerId ? false : isFollowing(deps.db, viewerId, { userId }),
  ]);
  return { ...presentPerson(person), counts, following, me: userId === viewerId };
}

/** `GET /api/social/profile/businesses/:id` (directory businesses; personal seller profiles: 404). */
export async function getBusinessSocialProfile(
  deps: TCommunityDeps,
  viewerId: string,
  businessId: string,
): Promise<TBusinessSocialProfile> {
  const business = await findFollowableBusiness(deps.db, businessId);
  if (!business) throw new AppError('NOT_FOUND', 'api.not_found');
  const [followers, posts, following] = await Promise.all([
    countFollowersOfBusiness(deps.db, businessId),
    countFeedPosts(deps.db, { kind: 'business', businessId }),
    isFollowing(deps.db, viewerId, { businessId }),
  ]);
  return {
    ...presentBusinessCard(business, deps.storage),
    counts: { followers, posts },
    following,
    mine: business.ownerId === viewerId,
  };
}
