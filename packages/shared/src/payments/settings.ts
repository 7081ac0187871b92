import { z } from 'zod';

/** The largest referral bonus staff may set: ৳10,000. */
export const REFERRAL_BONUS_MAX_POISHA = 1_000_000;

/** Platform settings staff can change (admin → settings); amounts in poisha. */
export const ZPlatformSettingsSchema = z.object({
  /** Paid to a referrer when a friend's first top-up succeeds (default ৳50). */
  referral_bonus: z.number().int(),
  updated_at: z.string().nullable(),
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettingsSchema>;

export const ZUpdatePlatformSettingsSchema = z
  .object({
    referral_bonus: z
      .number({ error: 'validation.referral_bonus' })
      .int({ error: 'validation.referral_bonus' })
      .min(0, { error: 'validation.referral_bonus' })
      .max(REFERRAL_BONUS_MAX_POISHA, { error: 'validation.referral_bonus' }),
  })
  .strict();
export type TUpdatePlatformSettings = z.infer<typeof ZUpdatePlatformSettingsSchema>;
