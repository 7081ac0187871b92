import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

const medium = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' } as const;
const timeOnly = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
// 00:47, 06:47, 12:47 and 18:47 in Dhaka (UTC+6).
const times = [18, 0, 6, 12].map((hour) => new Date(Date.UTC(2026, 0, 1, hour, 47)));

describe('formatDateTime', () => {
  it.each(times)('Bengali %s has no Latin letters, with Bengali digits', (date) => {
    for (const text of [formatDateTime(date, 'bn', medium), formatDateTime(date, 'bn', timeOnly)]) {
      expect(text).not.toMatch(/[A-Za-z]/);
      expect(text).toMatch(/[০-৯]{1,2}:[০-৯]{2}/);
    }
  });

  it('Bengali names the part of the day: 12:47 at noon is afternoon, 6:47 in the evening is evening', () => {
    const noon = new Date(Date.UTC(2026, 0, 1, 6, 47));
    const evening = new Date(Date.UTC(2026, 0, 1, 12, 47));
    expect(formatDateTime(noon, 'bn', medium)).toContain('১২:৪৭ দুপুর');
    expect(formatDateTime(evening, 'bn', medium)).toContain('৬:৪৭ সন্ধ্যা');
  });

  it('Arabic uses ص and م', () => {
    const morning = formatDateTime(new Date(Date.UTC(2026, 0, 1, 3, 47)), 'ar', medium);
    const evening = formatDateTime(new Date(Date.UTC(2026, 0, 1, 12, 47)), 'ar', medium);
    expect(morning).toMatch(/ص$/);
    expect(evening).toMatch(/م$/);
    expect(`${morning}${evening}`).not.toMatch(/[A-Za-z]/);
  });

  it('leaves languages written in Latin letters, and 24-hour languages, as Intl writes them', () => {
    const date = new Date(Date.UTC(2026, 0, 1, 12, 47));
    expect(formatDateTime(date, 'en', medium)).toBe(new Intl.DateTimeFormat('en', medium).format(date));
    expect(formatDateTime(date, 'en', medium)).toMatch(/6:47\sPM$/);
    expect(formatDateTime(date, 'ru', medium)).toBe(new Intl.DateTimeFormat('ru', medium).format(date));
    expect(formatDateTime(date, 'el', medium)).toBe(new Intl.DateTimeFormat('el', medium).format(date));
  });
});
