import type { TFollowResult } from '@haat/shared';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { notifiedWithin, notify } from '../../notifications/notify.ts';
import type { TUserRow } from '../../users/repository.ts';
import type { TCommunityDeps } from './community-deps.ts';
import {
  countFollowersOfBusiness,
  countFollowersOfUser,
  deleteFollow,
  findFollowableBusiness,
  findPerson,
  insertFollow,
  lockKey,
} from './repository.ts';

/** A followed person hears of a follower at most once a day (following again and again is no spam). */
const FOLLOW_NOTICE_SECONDS = 86_400;

async function tellOnce(tx: TTx, ownerId: string, data: Record<string, string>): Promise<void> {
  const match = {
    follower_id: data.follower_id ?? '',
    ...(data.business_id ? { business_id: data.business_id } : {}),
  };
  await lockKey(tx, `social:new_follower:${ownerId}:${match.follower_id}`);
  if (await notifiedWithin(tx, ownerId, 'new_follower', match, FOLLOW_NOTICE_SECONDS)) return;
  await notify(tx, ownerId, 'new_follower', data);
}

async function personToFollow(tx: TTx, me: TUserRow, userId: string) {
  if (userId === me.id) throw AppError.fields({ id: 'social.community.follow_self' });
  const person = await findPerson(tx, userId);
  if (!person) throw new AppError('NOT_FOUND', 'api.not_found');
  return person;
}

async function businessToFollow(tx: TTx, me: TUserRow, businessId: string) {
  const business = await findFollowableBusiness(tx, businessId);
  if (!business) throw new AppError('NOT_FOUND', 'api.not_found');
  if (business.ownerId === me.id) throw AppError.fields({ id: 'social.community.follow_own_business' });
  return business;
}

/** `PUT /api/social/follows/users/:id`: follow a person (again: nothing changes). */
export async function followUser(deps: TCommunityDeps, me: TUserRow, userId: string): Promise<TFollowResult> {
  return deps.db.transaction(async (tx) => {
    await personToFollow(tx, me, userId);
    if (await insertFollow(tx, me.id, { userId })) {
      await tellOnce(tx, userId, { follower_id: me.id, follower_name: me.name });
    }
    return { following: true, followers: await countFollowersOfUser(tx, userId) };
  });
}

/** `DELETE /api/social/follows/users/:id`: stop following (not following: nothing changes). */
export async function unfollowUser(
  deps: TCommunityDeps,
  me: TUserRow,
  userId: string,
): Promise<TFollowResult> {
  return deps.db.transaction(async (tx) => {
    await personToFollow(tx, me, userId);
    await deleteFollow(tx, me.id, { userId });
    return { following: false, followers: await countFollowersOfUser(tx, userId) };
  });
}

/** `PUT /api/social/follows/businesses/:id`: follow a business; its owner hears of it (once a day). */
export async function followBusiness(
  deps: TCommunityDeps,
  me: TUserRow,
  businessId: string,
): Promise<TFollowResult> {
  return deps.db.transaction(async (tx) => {
    const business = await businessToFollow(tx, me, businessId);
    if (await insertFollow(tx, me.id, { businessId })) {
      await tellOnce(tx, business.ownerId, {
        follower_id: me.id,
        follower_name: me.name,
        business_id: business.id,
        business_name: business.name,
      });
    }
    return { following: true, followers: await countFollowersOfBusiness(tx, businessId) };
  });
}

export async function unfollowBusiness(
  deps: TCommunityDeps,
  me: TUserRow,
  businessId: string,
): Promise<TFollowResult> {
  return deps.db.transaction(async (tx) => {
    await businessToFollow(tx, me, businessId);
    await deleteFollow(tx, me.id, { businessId });
    return { following: false, followers: await countFollowersOfBusiness(tx, businessId) };
  });
}
