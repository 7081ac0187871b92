import { z } from 'zod';
import { normalizePhoneForCountry } from '../auth/phone.ts';
import { ACROSS_FIELDS } from '../http/cross-field-rules.ts';
import { MAINTENANCE_MESSAGE_MAX } from './settings-limits.ts';

/** The largest referral bonus staff may set: ৳10,000. */
export const REFERRAL_BONUS_MAX_POISHA = 1_000_000;

/**
 * Each setting staff can change: its default and bounds (decision 052). Amounts in poisha.
 * `second_approval_above` and `transfer_password_above` apply to amounts strictly above them.
 */
export const PLATFORM_SETTING_RULES = {
  /** Paid to a referrer once a friend has verified and made a qualifying top-up (default ৳50). */
  referral_bonus: { default: 5_000, min: 0, max: REFERRAL_BONUS_MAX_POISHA },
  /** The smallest top-up that qualifies a referred friend (default ৳500; ৳10–৳50,000). */
  referral_min_top_up: { default: 50_000, min: 1_000, max: 5_000_000 },
  /** Days a new bonus is held before it becomes spendable (default 7; 0 = released by the next sweep). */
  referral_hold_days: { default: 7, min: 0, max: 90 },
  /** Bonuses one referrer may receive per day (Bangladesh time); the rest wait for the next days. */
  referral_daily_cap: { default: 5, min: 1, max: 1_000 },
  /** Staff decisions on top-ups and payouts above this need a second, different staff member (default ৳10,000). */
  second_approval_above: { default: 1_000_000, min: 0, max: 100_000_000 },
  /** Transfers above this ask for the account password again (default ৳5,000; 0 = every transfer). */
  transfer_password_above: { default: 500_000, min: 0, max: 10_000_000 },
  /** The platform's commission on a marketplace order's items, in basis points (default 500 = 5 %; decision 054). */
  order_commission_bp: { default: 500, min: 0, max: 5_000 },
  /** Days after delivery an order completes by itself unless the buyer asks for a refund (default 7). */
  order_auto_complete_days: { default: 7, min: 1, max: 60 },
  /** What a seller pays from the wallet to feature a product for one day (default ৳50; decision 056). */
  feature_price_per_day: { default: 5_000, min: 0, max: 1_000_000 },
} as const;

export type TPlatformSettingName = keyof typeof PLATFORM_SETTING_RULES;
export const PLATFORM_SETTING_NAMES = Object.keys(PLATFORM_SETTING_RULES) as TPlatformSettingName[];
export type TPlatformSettingValues = Record<TPlatformSettingName, number>;

/**
 * The settings that are not amounts (issue 17 item 6), with their defaults. The platform's bKash and
 * Nagad numbers are E.164; `''` means "not set here": the server's configured number (env), if any,
 * is used. An empty maintenance message means the default wording (`api.maintenance_default`).
 */
export const PLATFORM_OPTION_DEFAULTS = {
  bkash_number: '',
  nagad_number: '',
  registration_open: true,
  maintenance_mode: false,
  maintenance_message: '',
} as const satisfies Record<string, string | boolean>;

export type TPlatformOptionName = keyof typeof PLATFORM_OPTION_DEFAULTS;
export const PLATFORM_OPTION_NAMES = Object.keys(PLATFORM_OPTION_DEFAULTS) as TPlatformOptionName[];
export type TPlatformOptionValues = {
  [K in TPlatformOptionName]: (typeof PLATFORM_OPTION_DEFAULTS)[K] extends boolean ? boolean : string;
};

export { MAINTENANCE_MESSAGE_MAX };

/** Platform settings staff can change (admin → settings), as in effect now (defaults included). */
export const ZPlatformSettingsSchema = z.object({
  referral_bonus: z.number().int(),
  referral_min_top_up: z.number().int(),
  referral_hold_days: z.number().int(),
  referral_daily_cap: z.number().int(),
  second_approval_above: z.number().int(),
  transfer_password_above: z.number().int(),
  order_commission_bp: z.number().int(),
  order_auto_complete_days: z.number().int(),
  feature_price_per_day: z.number().int(),
  /** The platform's bKash number set by staff (E.164), or `''` to use the server's configured one. */
  bkash_number: z.string(),
  nagad_number: z.string(),
  /** The numbers the server is configured with (env), used while the settings above are empty. */
  configured_numbers: z.object({ bkash: z.string().nullable(), nagad: z.string().nullable() }),
  /** False: `POST /api/auth/register` is refused (staff can still create accounts). */
  registration_open: z.boolean(),
  /** True: the API answers 503 `MAINTENANCE` to everyone but staff (and signing in). */
  maintenance_mode: z.boolean(),
  /** As staff wrote it (`''`: the default wording). */
  maintenance_message: z.string(),
  /** When any setting last changed (null while all are defaults). */
  updated_at: z.string().nullable(),
  /** Who made that change (null when unknown). */
  updated_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettingsSchema>;

/** `GET /api/system/status` (public): what every visitor's app needs to know before it calls. */
export const ZSystemStatusSchema = z.object({
  registration_open: z.boolean(),
  maintenance: z.object({ on: z.boolean(), message: z.string().nullable() }),
});
export type TSystemStatus = z.infer<typeof ZSystemStatusSchema>;

const zSetting = (name: TPlatformSettingName) => {
  const rule = PLATFORM_SETTING_RULES[name];
  const error = `validation.${name}`;
  return z.number({ error }).int({ error }).min(rule.min, { error }).max(rule.max, { error }).optional();
};

/** A Bangladeshi mobile number in any common form, kept as E.164; `''` or null: not set (`''`). */
const zPlatformNumber = (name: 'bkash_number' | 'nagad_number') => {
  const error = `validation.${name}`;
  return z
    .string({ error })
    .max(32, { error })
    .nullable()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') return '';
      const e164 = normalizePhoneForCountry(text, 'BD');
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return e164;
    })
    .optional();
};

const zSwitch = () => z.boolean({ error: 'validation.setting_on_off' }).optional();

/** True when `text` has a control character other than a tab or a line break (the message is plain text). */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 32 && char !== '\n' && char !== '\r' && char !== '\t') || code === 127) return true;
  }
  return false;
}

/** `PATCH /api/admin/settings`: any of the settings, at least one; unknown fields are refused. */
export const ZUpdatePlatformSettingsSchema = z
  .object({
    referral_bonus: zSetting('referral_bonus'),
    referral_min_top_up: zSetting('referral_min_top_up'),
    referral_hold_days: zSetting('referral_hold_days'),
    referral_daily_cap: zSetting('referral_daily_cap'),
    second_approval_above: zSetting('second_approval_above'),
    transfer_password_above: zSetting('transfer_password_above'),
    order_commission_bp: zSetting('order_commission_bp'),
    order_auto_complete_days: zSetting('order_auto_complete_days'),
    feature_price_per_day: zSetting('feature_price_per_day'),
    bkash_number: zPlatformNumber('bkash_number'),
    nagad_number: zPlatformNumber('nagad_number'),
    registration_open: zSwitch(),
    maintenance_mode: zSwitch(),
    maintenance_message: z
      .string({ error: 'validation.maintenance_message' })
      .trim()
      .max(MAINTENANCE_MESSAGE_MAX, { error: 'validation.maintenance_message' })
      .refine((value) => !hasControlCharacter(value), { error: 'validation.maintenance_message' })
      .optional(),
  })
  .strict()
  .refine((value) => Object.values(value).some((setting) => setting !== undefined), {
    error: 'validation.settings_empty',
    ...ACROSS_FIELDS,
  });
export type TUpdatePlatformSettings = z.infer<typeof ZUpdatePlatformSettingsSchema>;
