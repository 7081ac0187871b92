import { formatPhoneInternational, normalizePhone } from '@haat/shared/auth/phone';
import { toLatinDigits } from '../two-factor/codes.ts';

/**
 * A WhatsApp number as typed, in E.164, or undefined when it is not a mobile number. National forms
 * are read for `country` (in Bangladesh `01712-345678`, `1712345678`), international ones with `+`,
 * `00` or without either (`880 1712 345678`), in any digits the keyboards of our languages type.
 */
export function whatsappE164(input: string, country: string): string | undefined {
  const latin = toLatinDigits(input).trim();
  if (!latin) return undefined;
  return normalizePhone(latin, country);
}

/** The number grouped for reading (`+880 1712-345678`). */
export function readableNumber(e164: string): string {
  return formatPhoneInternational(e164);
}
