import { toAsciiDigits } from '@haat/shared/money';
import { FEATURE_DAYS_MAX } from '@haat/shared/orders/seller-schemas';

/** The days typed (Latin or Bengali digits) when they are a whole number from 1 to 30, else undefined. */
export function parseDays(text: string): number | undefined {
  const digits = toAsciiDigits(text).trim();
  if (!/^\d{1,2}$/.test(digits)) return undefined;
  const days = Number(digits);
  return days >= 1 && days <= FEATURE_DAYS_MAX ? days : undefined;
}
