import { describe, expect, it } from 'vitest';
import { createRenderBudget } from './render-pages.ts';

describe('render budget (uncached server renders per client and minute)', () => {
  it('lets a client render up to its share, then refuses until the minute is over', () => {
    let now = 0;
    const budget = createRenderBudget(3, () => now);
    expect([1, 2, 3, 4].map(() => budget.take('10.0.0.1'))).toEqual([true, true, true, false]);
    // Another address has its own share.
    expect(budget.take('10.0.0.2')).toBe(true);
    now = 60_000;
    expect(budget.take('10.0.0.1')).toBe(true);
  });
});
