import { z } from 'zod';
import { normalizePhone } from '../auth/phone.ts';

/*
 * Optional contact fields shared by profiles that people fill in (cards, businesses). Messages are
 * keys of the shared catalogues.
 */
const TOO_LONG = 'validation.too_long';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const WEB_URL = /^(https?):\/\/([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)(:\d{1,5})?([/?#][^\s]*)?$/iu;

/** `''` and `null` clear a field (null); a missing field stays missing (undefined: unchanged). */
export function zClearable<T extends z.ZodType>(inner: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    inner.nullish(),
  );
}

/** Optional free text of at most `max` characters. */
export const zOptionalText = (max: number) =>
  zClearable(z.string({ error: 'validation.invalid' }).trim().max(max, { error: TOO_LONG }));

/** Optional email address, kept in lower case. */
export const zOptionalEmail = zClearable(
  z
    .string({ error: 'validation.email' })
    .trim()
    .max(254, { error: TOO_LONG })
    .toLowerCase()
    .regex(EMAIL_PATTERN, { error: 'validation.email' }),
);

/** Optional phone number in any common form, kept as E.164 (national forms read as Bangladeshi). */
export const zOptionalPhone = zClearable(
  z
    .string({ error: 'validation.phone' })
    .trim()
    .max(32, { error: TOO_LONG })
    .transform((value, ctx) => {
      const e164 = normalizePhone(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: 'validation.phone' });
        return z.NEVER;
      }
      return e164;
    }),
);

/** `example.com/x` → `https://example.com/x`; undefined unless an http(s) address with a dotted host. */
export function toWebUrl(value: string): string | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  const match = WEB_URL.exec(withScheme);
  if (!match) return undefined;
  const [, scheme = '', host = '', port = '', rest = ''] = match;
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${port}${rest || '/'}`;
}

/** Optional website: `example.com` becomes `https://example.com/`; only http(s) addresses. */
export const zOptionalWebUrl = zClearable(
  z
    .string({ error: 'validation.url' })
    .trim()
    .max(500, { error: TOO_LONG })
    .transform((value, ctx) => {
      const url = toWebUrl(value);
      if (!url) {
        ctx.addIssue({ code: 'custom', message: 'validation.url' });
        return z.NEVER;
      }
      return url;
    }),
);
