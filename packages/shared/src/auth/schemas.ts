import { z } from 'zod';
import { USER_ROLES } from '../admin/roles.ts';
import { ACROSS_FIELDS } from '../http/cross-field-rules.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';

/*
 * Messages are keys into the shared catalogues (`validation.*`); the API and the web app translate
 * them with the field name (`fields.<name>`) and bounds (`min`, `max`) into the user's language.
 */
import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import {
  ZSessionTwoFactorSchema,
  ZTwoFactorChallengeSchema,
  ZTwoFactorCodeSchema,
} from './two-factor-schemas.ts';

export { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

const REQUIRED = 'validation.required';
const TOO_LONG = 'validation.too_long';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const zRequiredString = (max = 255) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: TOO_LONG });

export const ZEmailSchema = zRequiredString(254)
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: 'validation.email' });

export const ZPasswordSchema = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .min(PASSWORD_MIN, { error: 'validation.password_min' })
  .max(PASSWORD_MAX, { error: TOO_LONG });

export const ZNameSchema = zRequiredString(NAME_MAX).min(NAME_MIN, { error: 'validation.name_min' });

const ACCEPTED = new Set<unknown>([true, 'true', 1, '1', 'on', 'yes']);
export const ZTermsSchema = z.preprocess(
  (value) => ACCEPTED.has(value),
  z.literal(true, { error: 'validation.terms' }),
);

export const zOptionalCode = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(32, { error: TOO_LONG })
  .nullish()
  .transform((code) => (code ? code.toUpperCase() : undefined));

/** "Passwords do not match", said in the same round as the other fields' messages (decision 018). */
export function checkConfirmation(
  value: { password?: unknown; password_confirmation?: unknown },
  ctx: z.RefinementCtx,
): void {
  // An empty password or confirmation already answers "is required"; "do not match" would only repeat it.
  const password = typeof value.password === 'string' ? value.password : '';
  const confirmation = typeof value.password_confirmation === 'string' ? value.password_confirmation : '';
  if (password && confirmation && password !== confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_match' });
  }
}

/** The shape every phone number has in any common form (a first check that needs no country). */
export const PHONE_SHAPE = /^[+(\d][\d\s()+.-]{4,24}$/;

/** An email or a phone number in any common form: what sign-in and "forgot password" take. */
export const ZLoginIdentifierSchema = zRequiredString(254).refine(
  (value) => EMAIL_PATTERN.test(value) || PHONE_SHAPE.test(value),
  { error: 'validation.login' },
);

export const ZLoginSchema = z.object({
  login: ZLoginIdentifierSchema,
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(PASSWORD_MAX, { error: TOO_LONG }),
  device_name: z.string().trim().max(100).optional(),
});
export type TLogin = z.input<typeof ZLoginSchema>;

/**
 * `POST /api/auth/forgot-password`: `login` is the account's email or phone number, as at sign-in.
 * `email` is the older form of the same request and is still read when `login` is absent.
 */
export const ZForgotPasswordSchema = z
  .object({ login: ZLoginIdentifierSchema.optional(), email: ZEmailSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.login === undefined && value.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['login'], message: REQUIRED });
  }, ACROSS_FIELDS);
export type TForgotPassword = z.input<typeof ZForgotPasswordSchema>;

export const ZResetPasswordSchema = z
  .object({
    token: zRequiredString(200),
    email: ZEmailSchema,
    password: ZPasswordSchema,
    password_confirmation: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
  })
  .superRefine(checkConfirmation, ACROSS_FIELDS);
export type TResetPassword = z.input<typeof ZResetPasswordSchema>;

export const ZChangePasswordSchema = z
  .object({
    current_password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(PASSWORD_MAX),
    password: ZPasswordSchema,
    password_confirmation: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
    /** Required when two-factor is on (decision 061). */
    two_factor_code: ZTwoFactorCodeSchema.optional(),
  })
  .superRefine(checkConfirmation, ACROSS_FIELDS);
export type TChangePassword = z.input<typeof ZChangePasswordSchema>;

export const ZVerifyEmailSchema = z.object({ token: zRequiredString(200) });
export type TVerifyEmail = z.input<typeof ZVerifyEmailSchema>;

export const ZThemeSchema = z.enum(['light', 'dark', 'system'], { error: 'validation.invalid' });

export const ZRoleSchema = z.enum(USER_ROLES);
export const ZUserStatusSchema = z.enum(['active', 'suspended']);

export const ZUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  role: ZRoleSchema,
  status: ZUserStatusSchema,
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  referral_code: z.string(),
  language: z.enum(LANGUAGE_CODES),
  theme: ZThemeSchema,
  /** Sign-in asks for a second step (decision 061). */
  two_factor_enabled: z.boolean(),
  /** When staff approved the person's identity documents (decision 062): the verified badge. */
  identity_verified_at: z.string().nullable(),
  /** The WhatsApp number the person verified (decision 063), E.164. */
  whatsapp_number: z.string().nullable(),
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZAuthResultSchema = z.object({ token: z.string(), user: ZUserSchema });
export type TAuthResult = z.infer<typeof ZAuthResultSchema>;

/** `POST /api/auth/login`: a token, or the second step when two-factor is on (decision 061). */
export const ZLoginResultSchema = z.union([ZAuthResultSchema, ZTwoFactorChallengeSchema]);
export type TLoginResult = z.infer<typeof ZLoginResultSchema>;

export const ZSessionSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  current: z.boolean(),
  /** How this session passed two-factor sign-in; null when it did not (two-factor was off). */
  two_factor: ZSessionTwoFactorSchema,
});
export type TSession = z.infer<typeof ZSessionSchema>;

export const ZCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  dialing_code: z.string(),
  flag: z.string(),
});
export type TCountry = z.infer<typeof ZCountrySchema>;
