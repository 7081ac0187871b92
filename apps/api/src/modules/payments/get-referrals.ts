import type { TReferrals } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findUserById, listReferredUsers } from '../users/repository.ts';
import { referralBonusAmount } from './referral-bonus.ts';
import { listReferralBonuses } from './repository.ts';

/** The user's referral code and link, the people they referred and what each earned them. */
export async function getReferrals(deps: TDeps, userId: string): Promise<TReferrals> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'api.not_found');
  const [referred, bonuses, bonusAmount] = await Promise.all([
    listReferredUsers(deps.db, userId),
    listReferralBonuses(deps.db, userId),
    referralBonusAmount(deps.db),
  ]);
  const earnedBy = new Map(bonuses.map((bonus) => [bonus.referredUserId, Number(bonus.amount)]));
  const referrals = referred.map((person) => ({
    name: person.name,
    joined_at: person.createdAt.toISOString(),
    status: earnedBy.has(person.id) ? ('topped_up' as const) : ('registered' as const),
    earned: earnedBy.get(person.id) ?? 0,
  }));
  return {
    code: user.referralCode,
    link: `${deps.config.appUrl}/register?ref=${encodeURIComponent(user.referralCode)}`,
    bonus_amount: Number(bonusAmount),
    total_earned: referrals.reduce((sum, person) => sum + person.earned, 0),
    referrals,
  };
}
