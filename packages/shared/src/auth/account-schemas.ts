import { z } from 'zod';
import { ACROSS_FIELDS, textOf } from '../http/cross-field-rules.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { isKnownCountry, normalizePhoneForCountry } from './phone.ts';
import {
  checkConfirmation,
  PHONE_SHAPE,
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
  .superRefine(checkConfirmation, ACROSS_FIELDS)
  .superRefine((value, ctx) => {
    const phone = textOf(value.phone);
    if (phone === undefined) return; // "is required" already
    const country = textOf(value.country);
    // With a known country the number must be one of its mobiles; without one, it must at least
    // look like a phone number (which country it belongs to is judged once a country is chosen).
    const fits =
      country && isKnownCountry(country)
        ? normalizePhoneForCountry(phone, country) !== undefined
        : PHONE_SHAPE.test(phone.trim());
    if (!fits) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
  }, ACROSS_FIELDS)
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
