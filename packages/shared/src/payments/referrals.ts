import { z } from 'zod';

/**
 * Where a referred friend's bonus stands (decision 052): waiting for the friend to verify their
 * email or phone, waiting for a first top-up of at least `min_top_up`, waiting for room under the
 * referrer's daily cap, on hold until `release_at`, or paid into the wallet.
 */
export const REFERRAL_STATUSES = [
  'waiting_verification',
  'waiting_top_up',
  'waiting_cap',
  'on_hold',
  'paid',
] as const;
export type TReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const ZReferralSchema = z.object({
  name: z.string(),
  joined_at: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** The bonus this person earned the referrer, in poisha (0 until it qualified). */
  earned: z.number().int(),
  /** When a bonus on hold becomes spendable (null unless `on_hold`). */
  release_at: z.string().nullable(),
});
export type TReferral = z.infer<typeof ZReferralSchema>;

export const ZReferralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** The bonus per qualifying friend, in poisha. */
  bonus_amount: z.number().int(),
  /** The smallest top-up that qualifies a friend, in poisha. */
  min_top_up: z.number().int(),
  /** Days a new bonus is held before it can be spent. */
  hold_days: z.number().int(),
  /** Bonuses paid into the wallet, in poisha. */
  total_earned: z.number().int(),
  /** Bonuses on hold or waiting for the daily cap, in poisha. */
  total_pending: z.number().int(),
  referrals: z.array(ZReferralSchema),
});
export type TReferrals = z.infer<typeof ZReferralsSchema>;
