import { describe, expect, it } from 'vitest';
import {
  analyticsSearch,
  choicesFrom,
  customRangeProblem,
  metricsFrom,
  presetRange,
  todayIn,
} from './range.ts';

describe('the analytics choices', () => {
  it('reads today in Bangladesh, six hours ahead of UTC', () => {
    expect(todayIn('Asia/Dhaka', new Date('2026-03-09T17:59:00Z'))).toBe('2026-03-09');
    expect(todayIn('Asia/Dhaka', new Date('2026-03-09T18:00:00Z'))).toBe('2026-03-10');
  });

  it('turns presets into days ending today', () => {
    expect(presetRange('7', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetRange('90', '2026-03-10')).toEqual({ from: '2025-12-11', to: '2026-03-10' });
    expect(presetRange('year', '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-03-10' });
  });

  it('finds what is wrong with a custom range', () => {
    expect(customRangeProblem('2026-03-01', '2026-03-10')).toBeNull();
    expect(customRangeProblem('2026-03-10', '2026-03-01')).toBe('range_order');
    expect(customRangeProblem('2023-01-01', '2026-03-01')).toBe('range_too_long');
    expect(customRangeProblem('2026-02-30', '2026-03-01')).toBe('date');
    expect(customRangeProblem('', '2026-03-01')).toBe('date');
    expect(customRangeProblem('0001-01-01', '0001-01-02')).toBe('date');
  });

  it('keeps known metrics in the API order, and every metric when none is known', () => {
    expect(metricsFrom('posts,signups,nope')).toEqual(['signups', 'posts']);
    expect(metricsFrom(null)).toHaveLength(8);
    expect(metricsFrom('nope')).toHaveLength(8);
  });

  it('reads the address, falling back to 30 days for a wrong custom range', () => {
    const today = '2026-03-10';
    expect(
      choicesFrom(new URLSearchParams('range=custom&from=2026-02-01&to=2026-02-10&interval=week'), today),
    ).toEqual({
      metrics: expect.any(Array),
      interval: 'week',
      range: 'custom',
      from: '2026-02-01',
      to: '2026-02-10',
    });
    expect(
      choicesFrom(new URLSearchParams('range=custom&from=2026-02-10&to=2026-02-01'), today),
    ).toMatchObject({
      range: '30',
      interval: 'day',
      from: '2026-02-09',
      to: today,
    });
    expect(
      analyticsSearch({
        metrics: ['orders', 'revenue'],
        interval: 'month',
        from: '2026-01-01',
        to: '2026-03-10',
      }),
    ).toBe('metric=orders%2Crevenue&interval=month&from=2026-01-01&to=2026-03-10&tz=Asia%2FDhaka');
  });
});
