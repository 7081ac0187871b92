import type { TExecutor, TTx } from '../../db/client.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { findUserById } from '../users/repository.ts';
import { notify } from './notify.ts';
import {
  claimReferralBonus,
  readSetting,
  setReferralBonusTransaction,
  type TPaymentRow,
} from './repository.ts';

export const REFERRAL_BONUS_SETTING = 'referral_bonus_poisha';
/** ৳50 unless the platform setting says otherwise. */
export const DEFAULT_REFERRAL_BONUS_POISHA = 5_000n;

/** A stored bonus setting (a whole number of poisha ≥ 0) as poisha; the default when unset or unusable. */
export function referralBonusOf(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return BigInt(value);
  return DEFAULT_REFERRAL_BONUS_POISHA;
}

/** The bonus from `platform_settings`, else the default. */
export async function referralBonusAmount(db: TExecutor): Promise<bigint> {
  return referralBonusOf(await readSetting(db, REFERRAL_BONUS_SETTING));
}

/**
 * Called inside the transaction that credits a successful top-up: when its user was referred and
 * this is the first success, the referrer gets the bonus from `platform_promotions`. The unique
 * `referral_bonuses.referred_user_id` keeps it to once, even when two top-ups succeed together.
 */
export async function payReferralBonus(tx: TTx, payment: TPaymentRow): Promise<void> {
  const user = await findUserById(tx, payment.userId);
  if (!user?.referredBy || user.referredBy === user.id) return;
  const referrer = await findUserById(tx, user.referredBy);
  if (!referrer) return;
  const amount = await referralBonusAmount(tx);
  const claim = await claimReferralBonus(tx, {
    referrerId: referrer.id,
    referredUserId: user.id,
    paymentId: payment.id,
    amount,
  });
  if (!claim || amount === 0n) return;
  const ledger = await postTransaction(tx, {
    type: 'referral_bonus',
    entries: [
      { account: { type: 'platform_promotions' }, amount: -amount },
      { account: { type: 'wallet', userId: referrer.id }, amount },
    ],
    reference: `referral:${user.id}`,
    memo: 'Referral bonus',
    initiatedBy: user.id,
  });
  await setReferralBonusTransaction(tx, claim.id, ledger.id);
  await notify(tx, referrer.id, 'referral_bonus', {
    amount: Number(amount),
    referred_user_id: user.id,
    referred_name: user.name,
  });
}
