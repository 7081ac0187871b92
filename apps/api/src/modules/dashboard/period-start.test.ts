import { describe, expect, it } from 'vitest';
import { periodStart } from './period-start.ts';

describe('periodStart (Bangladesh time)', () => {
  // Wednesday 2026-11-25 at 20:30 UTC is Thursday 26 November, 02:30 in Dhaka.
  const now = new Date('2026-11-25T20:30:00Z');

  it('starts today at midnight in Dhaka', () => {
    expect(periodStart('today', now)?.toISOString()).toBe('2026-11-25T18:00:00.000Z');
  });

  it('starts the week on the last Saturday', () => {
    // Saturday 21 November 00:00 in Dhaka.
    expect(periodStart('week', now)?.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    // On a Saturday the week starts that day.
    expect(periodStart('week', new Date('2026-11-21T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-20T18:00:00.000Z',
    );
  });

  it('starts the month on the 1st, and all time has no start', () => {
    expect(periodStart('month', now)?.toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(periodStart('all', now)).toBeNull();
  });
});
