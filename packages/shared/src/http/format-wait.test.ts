import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait.ts';

describe('formatWait', () => {
  it.each<[number, string]>([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3600, '1 hour'],
    [5400, '1 hour, 30 minutes'],
    [7200, '2 hours'],
  ])('writes %i seconds as %j in English', (seconds, text) => {
    expect(formatWait('en', seconds)).toBe(text);
  });

  it('writes the wait in each language with its digits', () => {
    expect(formatWait('bn', 300)).toBe('৫ মিনিট');
    expect(formatWait('gr', 120)).toBe('2 Minuten');
    expect(formatWait('ch', 5400)).toBe('1小时30分钟');
    expect(formatWait('ru', 300)).toBe('5 минут');
  });

  it('never says zero or nonsense', () => {
    expect(formatWait('en', 0)).toBe('1 minute');
    expect(formatWait('en', Number.NaN)).toBe('1 minute');
  });
});
