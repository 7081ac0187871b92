import { describe, expect, it } from 'vitest';
import { changeOf, dayName, formatRate, hourName, weekdayName } from './format.ts';

describe('analytics figures in words', () => {
  it('writes the change against the days before', () => {
    expect(changeOf(112, 100, 'en')).toEqual({ kind: 'up', percent: '12%' });
    expect(changeOf(50, 100, 'en')).toEqual({ kind: 'down', percent: '50%' });
    expect(changeOf(3, 0, 'en')).toEqual({ kind: 'new' });
    expect(changeOf(0, 0, 'en')).toEqual({ kind: 'same' });
    expect(changeOf(112, 100, 'bn')).toEqual({ kind: 'up', percent: '১২%' });
  });

  it('names weekdays, hours and days in the language', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(hourName(9, 'en')).toBe('9 AM');
    expect(hourName(21, 'bn')).toMatch(/৯/);
    expect(dayName('2026-03-02', 'en')).toBe('Mar 2, 2026');
    expect(formatRate(4.5, 'bn')).toBe('৪.৫');
  });
});
