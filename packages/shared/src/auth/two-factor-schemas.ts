import { z } from 'zod';
import { PASSWORD_MAX } from './limits.ts';

/*
 * Two-factor sign-in (decision 061): a time-based code from an authenticator app (RFC 6238: six
 * digits, a new one every 30 seconds) or one of ten single-use recovery codes.
 */

const REQUIRED = 'validation.required';

/** Six digits; spaces and dashes that apps show between groups are ignored. */
export const ZTwoFactorCodeSchema = z
  .string({ error: REQUIRED })
  .max(20, { error: 'validation.two_factor_code' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: REQUIRED })
      .regex(/^\d{6}$/, { error: 'validation.two_factor_code' }),
  );

/** The letters and digits of recovery codes: no 0/o, 1/l/i look-alikes. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** `xxxxx-xxxxx` as given; any case, the dash and spaces optional. */
export const ZRecoveryCodeSchema = z
  .string({ error: REQUIRED })
  .max(40, { error: 'validation.recovery_code' })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: REQUIRED })
      .regex(/^[a-z0-9]{10}$/, { error: 'validation.recovery_code' }),
  );

/** A six-digit code or a recovery code, told apart by their shape (turning two-factor off). */
export const ZTwoFactorCodeOrRecoverySchema = z
  .string({ error: REQUIRED })
  .max(40, { error: 'validation.two_factor_code' })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: REQUIRED })
      .regex(/^(\d{6}|[a-z0-9]{10})$/, { error: 'validation.two_factor_code' }),
  );

const ZPasswordInput = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .max(PASSWORD_MAX, { error: 'validation.too_long' });

/** `GET /api/auth/two-factor`. */
export const ZTwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** A key was made by "set up" and waits for its first code. */
  setup_pending: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

/** `POST /api/auth/two-factor/setup`: the password again before a new key is made. */
export const ZTwoFactorSetupInputSchema = z.object({ password: ZPasswordInput });
export type TTwoFactorSetupInput = z.input<typeof ZTwoFactorSetupInputSchema>;

/** The new key: as text to type (base32, in groups of four), as an otpauth:// address and as a QR code. */
export const ZTwoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** `data:image/svg+xml;base64,…` of the QR code of `uri`. */
  qr: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetupSchema>;

/** `POST /api/auth/two-factor/enable` and `…/recovery-codes`: a code of the authenticator app. */
export const ZTwoFactorCodeInputSchema = z.object({ code: ZTwoFactorCodeSchema });
export type TTwoFactorCodeInput = z.input<typeof ZTwoFactorCodeInputSchema>;

/** Ten new single-use codes, shown once. */
export const ZRecoveryCodesSchema = z.object({
  recovery_codes: z.array(z.string()),
  status: ZTwoFactorStatusSchema,
});
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodesSchema>;

/** `POST /api/auth/two-factor/disable`: the password and a code (or a recovery code). */
export const ZTwoFactorDisableSchema = z.object({
  password: ZPasswordInput,
  code: ZTwoFactorCodeOrRecoverySchema,
});
export type TTwoFactorDisable = z.input<typeof ZTwoFactorDisableSchema>;

/** What `POST /api/auth/login` answers instead of a token when the account has two-factor on. */
export const ZTwoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  /** Opaque; sent back with the code. Valid for ten minutes and five wrong codes. */
  challenge: z.string(),
  expires_at: z.string(),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallengeSchema>;

/** `POST /api/auth/login/two-factor`: the challenge and a code or a recovery code. */
export const ZTwoFactorLoginSchema = z
  .object({
    challenge: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200),
    code: ZTwoFactorCodeSchema.optional(),
    recovery_code: ZRecoveryCodeSchema.optional(),
    /** Skip the second step on this browser for 30 days. */
    remember_device: z.boolean().optional(),
    device_name: z.string().trim().max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.code === undefined && value.recovery_code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: REQUIRED });
  });
export type TTwoFactorLogin = z.input<typeof ZTwoFactorLoginSchema>;

/** How a session passed the second step: a code, a recovery code, or a remembered browser. */
export const ZSessionTwoFactorSchema = z.enum(['code', 'recovery_code', 'remembered_device']).nullable();
