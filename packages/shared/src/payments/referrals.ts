import { z } from 'zod';

export const REFERRAL_STATUSES = ['registered', 'topped_up'] as const;

export const ZReferralSchema = z.object({
  name: z.string(),
  joined_at: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** The bonus this person earned the referrer, in poisha (0 until their first top-up). */
  earned: z.number().int(),
});

export const ZReferralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** The bonus per referred friend's first top-up, in poisha. */
  bonus_amount: z.number().int(),
  total_earned: z.number().int(),
  referrals: z.array(ZReferralSchema),
});
export type TReferrals = z.infer<typeof ZReferralsSchema>;
