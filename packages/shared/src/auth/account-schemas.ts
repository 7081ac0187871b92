import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { isKnownCountry, normalizePhoneForCountry } from './phone.ts';
import {
  checkConfirmation,
  whenValid,
  ZEmailSchema,
  ZNameSchema,
  ZPasswordSchema,
  ZTermsSchema,
  ZThemeSchema,
  zOptionalCode,
  zRequiredString,
} from './schemas.ts';

/*
 * Schemas that need phone-number metadata (libphonenumber-js) live here, apart from the sign-in
 * schemas, so screens such as login do not download that metadata.
 */
const REQUIRED = 'validation.required';

export const ZCountryCodeSchema = z
  .string({ error: 'validation.country' })
  .trim()
  .toUpperCase()
  .refine((code) => isKnownCountry(code), { error: 'validation.country' });

export const ZRegisterSchema = z
  .object({
    name: ZNameSchema,
    email: ZEmailSchema,
    phone: zRequiredString(32),
    country: ZCountryCodeSchema,
    password: ZPasswordSchema,
    password_confirmation: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
    referral_code: zOptionalCode,
    terms: ZTermsSchema,
    language: z.enum(LANGUAGE_CODES, { error: 'validation.invalid' }).optional(),
  })
  .superRefine(checkConfirmation, whenValid('password', 'password_confirmation'))
  .superRefine(
    (value, ctx) => {
      if (isKnownCountry(value.country) && !normalizePhoneForCountry(value.phone, value.country)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
      }
    },
    whenValid('phone', 'country'),
  )
  .transform((value) => ({
    ...value,
    phone: normalizePhoneForCountry(value.phone, value.country) ?? value.phone,
  }));
export type TRegister = z.input<typeof ZRegisterSchema>;

export const ZUpdateProfileSchema = z
  .object({
    name: ZNameSchema,
    country: ZCountryCodeSchema,
    language: z.enum(LANGUAGE_CODES, { error: 'validation.invalid' }),
    theme: ZThemeSchema,
  })
  .partial();
export type TUpdateProfile = z.input<typeof ZUpdateProfileSchema>;
