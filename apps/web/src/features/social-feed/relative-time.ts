/*
 * How long ago a post or comment was written, in the largest whole unit ("3 h ago"); after a week
 * (or for a time in the future beyond a minute of clock drift) the date itself reads better.
 */

export type TAgeUnit = 'second' | 'minute' | 'hour' | 'day';
export type TAge = { value: number; unit: TAgeUnit } | null;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Older than this shows the date. */
export const RELATIVE_LIMIT = 7 * DAY;

/** `then` relative to `now` (milliseconds): a negative count of units (the past), or null for a date. */
export function ageOf(then: number, now: number): TAge {
  const age = now - then;
  if (!Number.isFinite(age) || age < -MINUTE || age >= RELATIVE_LIMIT) return null;
  if (age < MINUTE) return { value: 0, unit: 'second' };
  if (age < HOUR) return { value: -Math.floor(age / MINUTE), unit: 'minute' };
  if (age < DAY) return { value: -Math.floor(age / HOUR), unit: 'hour' };
  return { value: -Math.floor(age / DAY), unit: 'day' };
}
