import type { TReferral, TReferrals } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findUserById, listReferredUsers } from '../users/repository.ts';
import { readPlatformSettings } from './platform-settings.ts';
import { listReferralBonuses } from './referral-repository.ts';

const STATUS_OF_BONUS = { waiting_cap: 'waiting_cap', held: 'on_hold', released: 'paid' } as const;

/**
 * The user's referral code and link, the people they referred and where each one's bonus stands
 * (decision 052): what the friend still has to do, on hold until when, or paid.
 */
export async function getReferrals(deps: TDeps, userId: string): Promise<TReferrals> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'api.not_found');
  const [referred, bonuses, settings] = await Promise.all([
    listReferredUsers(deps.db, userId),
    listReferralBonuses(deps.db, userId),
    readPlatformSettings(deps.db),
  ]);
  const bonusOf = new Map(bonuses.map((bonus) => [bonus.referredUserId, bonus]));
  const referrals: TReferral[] = referred.map((person) => {
    const bonus = bonusOf.get(person.id);
    const verified = person.emailVerifiedAt !== null || person.phoneVerifiedAt !== null;
    const status = bonus
      ? STATUS_OF_BONUS[bonus.status]
      : verified
        ? 'waiting_top_up'
        : 'waiting_verification';
    return {
      name: person.name,
      joined_at: person.createdAt.toISOString(),
      status,
      earned: bonus ? Number(bonus.amount) : 0,
      release_at: bonus?.status === 'held' && bonus.releaseAt ? bonus.releaseAt.toISOString() : null,
    };
  });
  const sum = (list: TReferral[]) => list.reduce((total, person) => total + person.earned, 0);
  return {
    code: user.referralCode,
    link: `${deps.config.appUrl}/register?ref=${encodeURIComponent(user.referralCode)}`,
    bonus_amount: settings.referral_bonus,
    min_top_up: settings.referral_min_top_up,
    hold_days: settings.referral_hold_days,
    total_earned: sum(referrals.filter((person) => person.status === 'paid')),
    total_pending: sum(referrals.filter((person) => person.status !== 'paid')),
    referrals,
  };
}
