import { describe, expect, it } from 'vitest';
import { bucketLabel, writeTick, writeValue } from './format.ts';

describe('the analytics formats', () => {
  it('writes a day, a whole month and a cut week', () => {
    expect(bucketLabel({ start: '2026-03-09', end: '2026-03-09' }, 'day', 'en')).toBe('Mar 9, 2026');
    expect(bucketLabel({ start: '2026-02-01', end: '2026-02-28' }, 'month', 'en')).toBe('February 2026');
    expect(bucketLabel({ start: '2026-02-10', end: '2026-02-28' }, 'month', 'en')).toBe(
      'Feb 10, 2026 – Feb 28, 2026',
    );
    expect(bucketLabel({ start: '2026-03-02', end: '2026-03-08' }, 'week', 'en')).toBe(
      'Mar 2, 2026 – Mar 8, 2026',
    );
  });

  it('writes money from poisha and counts in Bengali digits for bn', () => {
    expect(writeValue(120_000, 'poisha', 'en')).toBe('৳1,200.00');
    expect(writeValue(1234, 'count', 'bn')).toBe('১,২৩৪');
    expect(writeTick(120_050, 'poisha', 'en')).toBe('৳1,201');
  });
});
