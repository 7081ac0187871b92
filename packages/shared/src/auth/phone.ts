import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';

export const DEFAULT_PHONE_COUNTRY = 'BD';

export function isKnownCountry(code: string): code is CountryCode {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

export function dialingCode(country: string): string | undefined {
  return isKnownCountry(country) ? `+${getCountryCallingCode(country)}` : undefined;
}

/**
 * Turns any common way of writing a mobile number into E.164 (`+8801712345678`), or undefined.
 * Accepts national forms for `country` (`01712345678`), international forms with `+` or `00`,
 * and international forms written without the plus (`880 1712-345678`).
 */
export function normalizePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): string | undefined {
  const trimmed = input.trim();
  if (!/^[+(\d][\d\s()+.-]{4,24}$/.test(trimmed)) return undefined;
  const defaultCountry = isKnownCountry(country) ? country : undefined;
  const candidates = [trimmed];
  const digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) candidates.push(`+${digits.replace(/^00/, '')}`);
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate, defaultCountry ? { defaultCountry } : undefined);
    if (parsed?.isValid()) return parsed.number;
  }
  return undefined;
}

/** Validates `input` as a mobile number of `country` and returns it in E.164, or undefined. */
export function normalizePhoneForCountry(input: string, country: string): string | undefined {
  if (!isKnownCountry(country)) return undefined;
  const e164 = normalizePhone(input, country);
  if (!e164) return undefined;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return undefined;
  return parsed.country === country || parsed.countryCallingCode === getCountryCallingCode(country)
    ? e164
    : undefined;
}

export function formatPhoneInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
