import type { TPostCalendarEntry } from '@haat/shared/social/post-schemas';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  entriesByDay,
  firstWords,
  isDate,
  monthGrid,
  moveToDay,
  rangeOf,
  rescheduleBody,
  startOfWeek,
  stepDate,
  todayIn,
  weekDays,
  weekStartOf,
} from './schedule-logic.ts';

describe('days', () => {
  it('adds days and months across ends of months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('knows real dates', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-2-1')).toBe(false);
    expect(isDate(null)).toBe(false);
  });
});

describe('month grid', () => {
  it('fills whole weeks with the days before and after the month (Monday first)', () => {
    // November 2026: the 1st is a Sunday, the 30th a Monday.
    const weeks = monthGrid('2026-11-17', 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[5]?.[0]).toBe('2026-11-30');
    expect(weeks[5]?.[6]).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('starts on Sunday or Saturday as the language has it', () => {
    expect(monthGrid('2026-11-01', 0)[0]?.[0]).toBe('2026-11-01');
    expect(monthGrid('2026-11-01', 0)).toHaveLength(5);
    expect(monthGrid('2026-11-01', 6)[0]?.[0]).toBe('2026-10-31');
    // February 2026 starts on a Sunday and has 28 days: four rows exactly.
    expect(monthGrid('2026-02-10', 0)).toHaveLength(4);
    expect(weekStartOf('en')).toBe(0);
    expect(weekStartOf('ar')).toBe(6);
    expect(weekStartOf('fr')).toBe(1);
  });

  it('gives the range the API is asked for, within its 62 days', () => {
    expect(rangeOf('month', '2026-11-17', 1)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(rangeOf('week', '2026-11-17', 1)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
});

describe('weeks', () => {
  it('lists the seven days from the first day of the week', () => {
    expect(startOfWeek('2026-11-17', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-16', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-17', 6)).toBe('2026-11-14');
    expect(weekDays('2026-12-31', 0)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('steps a month or a week', () => {
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDate('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(stepDate('week', '2026-12-30', -1)).toBe('2026-12-23');
  });
});

describe('moving a post', () => {
  it('keeps its time on another day, or takes the hour of the row', () => {
    expect(moveToDay('2026-11-17T09:45', '2026-11-20')).toBe('2026-11-20T09:45');
    expect(moveToDay('2026-11-17T09:45', '2026-11-20', 14)).toBe('2026-11-20T14:45');
    expect(moveToDay('2026-11-17T23:05', '2026-11-16', 0)).toBe('2026-11-16T00:05');
  });

  it('says the new time in the post’s own zone', () => {
    // 10:00 in Dhaka (UTC+6) is 04:00 UTC, 09:30 in Kolkata (UTC+5:30).
    const body = rescheduleBody('2026-11-20T10:00', 'Asia/Dhaka', 'Asia/Kolkata');
    expect(body).toMatchObject({ scheduled_for: '2026-11-20T09:30', time_zone: 'Asia/Kolkata' });
    expect(body?.at.toISOString()).toBe('2026-11-20T04:00:00.000Z');
    expect(rescheduleBody('2026-11-20T10:00', 'Asia/Dhaka', null)).toMatchObject({
      scheduled_for: '2026-11-20T10:00',
      time_zone: 'Asia/Dhaka',
    });
    // Across a date line: New York evening is Dhaka's next morning.
    expect(rescheduleBody('2026-11-20T20:00', 'America/New_York', 'Asia/Dhaka')).toMatchObject({
      scheduled_for: '2026-11-21T07:00',
      time_zone: 'Asia/Dhaka',
    });
    expect(rescheduleBody('2026-02-30T10:00', 'Asia/Dhaka', 'Asia/Dhaka')).toBeUndefined();
  });

  it('reads today and the days of entries in the calendar’s zone', () => {
    const now = new Date('2026-11-20T20:30:00Z');
    expect(todayIn('Asia/Dhaka', now)).toBe('2026-11-21');
    expect(todayIn('America/New_York', now)).toBe('2026-11-20');
    const entry = (local: string) => ({ local, at: '', post: {} }) as unknown as TPostCalendarEntry;
    const days = entriesByDay([
      entry('2026-11-20T09:00'),
      entry('2026-11-21T08:00'),
      entry('2026-11-20T18:00'),
    ]);
    expect([...days.keys()]).toEqual(['2026-11-20', '2026-11-21']);
    expect(days.get('2026-11-20')?.map((item) => item.local)).toEqual([
      '2026-11-20T09:00',
      '2026-11-20T18:00',
    ]);
  });

  it('cuts a text to its first words', () => {
    expect(firstWords('  Eid   offers\nat the shop ')).toBe('Eid offers at the shop');
    expect(firstWords('Fresh mangoes from Rajshahi arrive at our shop this Friday morning', 30)).toBe(
      'Fresh mangoes from Rajshahi…',
    );
  });
});
