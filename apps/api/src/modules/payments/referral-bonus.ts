import type { TTx } from '../../db/client.ts';
import type { TDeps } from '../../lib/deps.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { notify } from '../notifications/notify.ts';
import { findUserById } from '../users/repository.ts';
import { readPlatformSettings } from './platform-settings.ts';
import {
  claimReferralBonus,
  countBonusesHeldToday,
  findQualifyingTopUp,
  listDueHeldBonuses,
  listReferrersWaitingForCap,
  lockReferralBonus,
  lockReferralSubject,
  lockWaitingBonuses,
  type TReferralBonusRow,
  updateReferralBonus,
} from './referral-repository.ts';

/*
 * The referral bonus (decision 052). A referrer earns it once per referred user, when that user has
 * verified their email (or phone) AND made a top-up of at least `referral_min_top_up`; whichever
 * comes last triggers it. The bonus goes first to the referrer's `bonus_hold` account (not
 * spendable, transferable or withdrawable) and the payments sweep moves it to the wallet after
 * `referral_hold_days`. At most `referral_daily_cap` bonuses are posted per referrer and day; the
 * others wait (`waiting_cap`) and the sweep posts them on the following days.
 */

const DAY_MS = 86_400_000;

function isVerified(user: { emailVerifiedAt: Date | null; phoneVerifiedAt: Date | null }): boolean {
  return user.emailVerifiedAt !== null || user.phoneVerifiedAt !== null;
}

/**
 * Posts a bonus row to the referrer's hold (or straight to the wallet when the holding period is 0
 * days) and tells the referrer. The caller holds the referrer's cap lock.
 */
async function holdBonus(tx: TTx, bonus: TReferralBonusRow, holdDays: number, referredName: string) {
  const now = new Date();
  const releaseAt = new Date(now.getTime() + holdDays * DAY_MS);
  const atOnce = holdDays === 0 || bonus.amount === 0n;
  let ledgerTransactionId: string | null = null;
  if (bonus.amount > 0n) {
    const posted = await postTransaction(tx, {
      type: 'referral_bonus',
      entries: [
        { account: { type: 'platform_promotions' }, amount: -bonus.amount },
        {
          account: { type: atOnce ? 'wallet' : 'bonus_hold', userId: bonus.referrerId },
          amount: bonus.amount,
        },
      ],
      reference: `referral:${bonus.referredUserId}`,
      memo: 'Referral bonus',
      initiatedBy: bonus.referredUserId,
    });
    ledgerTransactionId = posted.id;
  }
  await updateReferralBonus(tx, bonus.id, {
    status: atOnce ? 'released' : 'held',
    heldAt: now,
    releaseAt: atOnce ? now : releaseAt,
    releasedAt: atOnce ? now : null,
    ledgerTransactionId,
  });
  if (bonus.amount === 0n) return;
  const data = {
    amount: Number(bonus.amount),
    referred_user_id: bonus.referredUserId,
    referred_name: referredName,
  };
  if (atOnce) await notify(tx, bonus.referrerId, 'referral_bonus', data);
  else
    await notify(tx, bonus.referrerId, 'referral_bonus_held', {
      ...data,
      release_at: releaseAt.toISOString(),
    });
}

/**
 * Called inside the transaction that verified a user or credited a top-up, after that change:
 * when the user was referred, is verified and has a qualifying top-up, the referrer's bonus is
 * recorded (once: unique `referred_user_id`) and held, or left waiting for the daily cap.
 * The advisory lock on the referred user makes a verification and a top-up committing at the same
 * moment see each other: whichever takes the lock second reads the other's committed change.
 */
export async function qualifyReferralBonus(tx: TTx, referredUserId: string): Promise<void> {
  const first = await findUserById(tx, referredUserId);
  if (!first?.referredBy || first.referredBy === first.id) return;
  await lockReferralSubject(tx, 1, referredUserId);
  const user = await findUserById(tx, referredUserId);
  if (!user?.referredBy || !isVerified(user)) return;
  const referrer = await findUserById(tx, user.referredBy);
  if (!referrer) return;
  const settings = await readPlatformSettings(tx);
  const payment = await findQualifyingTopUp(tx, user.id, BigInt(settings.referral_min_top_up));
  if (!payment) return;
  await lockReferralSubject(tx, 2, referrer.id);
  const room = settings.referral_daily_cap - (await countBonusesHeldToday(tx, referrer.id));
  const bonus = await claimReferralBonus(tx, {
    referrerId: referrer.id,
    referredUserId: user.id,
    paymentId: payment.id,
    amount: BigInt(settings.referral_bonus),
    status: 'waiting_cap',
  });
  if (!bonus || room <= 0) return;
  await holdBonus(tx, bonus, settings.referral_hold_days, user.name);
}

/**
 * The sweep's part (decision 052): moves held bonuses whose holding period is over to the wallet,
 * then posts bonuses that waited for the daily cap where there is room today. Each bonus in its own
 * transaction, locked and re-checked, so two sweeps (or a sweep racing anything) move it once.
 * Answers how many bonuses were released and how many were posted to a hold.
 */
export async function sweepReferralBonuses(
  deps: Pick<TDeps, 'db'>,
  limit = 200,
): Promise<{ released: number; held: number }> {
  let released = 0;
  for (const id of await listDueHeldBonuses(deps.db, limit)) {
    const done = await deps.db.transaction(async (tx) => {
      const bonus = await lockReferralBonus(tx, id, 'held');
      if (!bonus?.releaseAt || bonus.releaseAt.getTime() > Date.now()) return false;
      const posted = await postTransaction(tx, {
        type: 'referral_bonus_release',
        entries: [
          { account: { type: 'bonus_hold', userId: bonus.referrerId }, amount: -bonus.amount },
          { account: { type: 'wallet', userId: bonus.referrerId }, amount: bonus.amount },
        ],
        reference: `referral:${bonus.referredUserId}`,
        memo: 'Referral bonus released',
      });
      await updateReferralBonus(tx, bonus.id, {
        status: 'released',
        releasedAt: new Date(),
        releaseTransactionId: posted.id,
      });
      const referred = await findUserById(tx, bonus.referredUserId);
      await notify(tx, bonus.referrerId, 'referral_bonus', {
        amount: Number(bonus.amount),
        referred_user_id: bonus.referredUserId,
        referred_name: referred?.name ?? '',
      });
      return true;
    });
    if (done) released += 1;
  }
  let held = 0;
  for (const referrerId of await listReferrersWaitingForCap(deps.db, limit)) {
    held += await deps.db.transaction(async (tx) => {
      await lockReferralSubject(tx, 2, referrerId);
      const settings = await readPlatformSettings(tx);
      const room = settings.referral_daily_cap - (await countBonusesHeldToday(tx, referrerId));
      const waiting = await lockWaitingBonuses(tx, referrerId, room);
      for (const bonus of waiting) {
        const referred = await findUserById(tx, bonus.referredUserId);
        await holdBonus(tx, bonus, settings.referral_hold_days, referred?.name ?? '');
      }
      return waiting.length;
    });
  }
  return { released, held };
}
