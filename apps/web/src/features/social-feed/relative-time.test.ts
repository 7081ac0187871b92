import { describe, expect, it } from 'vitest';
import { ageOf } from './relative-time.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('age of a post', () => {
  it('says "now" within a minute, also for a clock a little ahead', () => {
    expect(ageOf(NOW - 30_000, NOW)).toEqual({ value: 0, unit: 'second' });
    expect(ageOf(NOW + 30_000, NOW)).toEqual({ value: 0, unit: 'second' });
  });

  it('counts whole minutes, hours and days in the past', () => {
    expect(ageOf(NOW - 5 * MINUTE - 59_000, NOW)).toEqual({ value: -5, unit: 'minute' });
    expect(ageOf(NOW - 3 * HOUR - 10 * MINUTE, NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(ageOf(NOW - 23 * HOUR - 59 * MINUTE, NOW)).toEqual({ value: -23, unit: 'hour' });
    expect(ageOf(NOW - DAY, NOW)).toEqual({ value: -1, unit: 'day' });
    expect(ageOf(NOW - 6 * DAY - HOUR, NOW)).toEqual({ value: -6, unit: 'day' });
  });

  it('gives the date after a week, in the future, or for a bad time', () => {
    expect(ageOf(NOW - 7 * DAY, NOW)).toBeNull();
    expect(ageOf(NOW + 2 * MINUTE, NOW)).toBeNull();
    expect(ageOf(Number.NaN, NOW)).toBeNull();
  });
});
