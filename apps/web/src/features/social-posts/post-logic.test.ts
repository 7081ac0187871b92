import { describe, expect, it } from 'vitest';
import {
  defaultSchedule,
  foldText,
  fromWallClock,
  limitChecks,
  offsetLabel,
  relativeAmount,
  scheduleProblem,
  textLength,
  textParts,
  toWallClock,
  zoneLabel,
} from './post-logic.ts';

describe('characters per platform', () => {
  it('counts the text as the server keeps it', () => {
    expect(textLength('  hello\r\nworld  ')).toBe(11);
  });

  it('checks each chosen platform against its own limit, once', () => {
    const text = 'a'.repeat(3001);
    expect(limitChecks(text, ['feed', 'linkedin', 'feed'])).toEqual([
      { platform: 'feed', used: 3001, limit: 5000, left: 1999, over: false },
      { platform: 'linkedin', used: 3001, limit: 3000, left: -1, over: true },
    ]);
    expect(limitChecks('hi', ['facebook'])[0]?.over).toBe(false);
  });

  it('folds a long text where the platform does, at a space', () => {
    const text = `${'word '.repeat(60)}end`;
    const linkedin = foldText(text, 'linkedin');
    expect(linkedin.folded).toBe(true);
    expect(linkedin.shown.length).toBeLessThanOrEqual(210);
    expect(linkedin.shown.endsWith('word')).toBe(true);
    expect(foldText(text, 'feed')).toEqual({ shown: text, folded: false });
  });
});

describe('hashtags and links', () => {
  it('finds hashtags in any script and links, leaving the rest as text', () => {
    expect(textParts('New #sale at https://haat.test/b/x. #ঢাকা_শহর page#top')).toEqual([
      { kind: 'text', value: 'New ' },
      { kind: 'hashtag', value: '#sale' },
      { kind: 'text', value: ' at ' },
      { kind: 'link', value: 'https://haat.test/b/x' },
      { kind: 'text', value: '. ' },
      { kind: 'hashtag', value: '#ঢাকা_শহর' },
      { kind: 'text', value: ' page#top' },
    ]);
  });

  it('takes www. addresses and leaves numbers alone', () => {
    expect(textParts('see www.example.com, #2024 only')).toEqual([
      { kind: 'text', value: 'see ' },
      { kind: 'link', value: 'www.example.com' },
      { kind: 'text', value: ', #2024 only' },
    ]);
  });

  it('highlights the @Name of a mentioned business, not other @words', () => {
    expect(textParts('Thanks @Rahim Electronics! and @nobody', ['Rahim Electronics'])).toEqual([
      { kind: 'text', value: 'Thanks ' },
      { kind: 'mention', value: '@Rahim Electronics' },
      { kind: 'text', value: '! and @nobody' },
    ]);
    expect(textParts('mail me@Rahim Electronics', ['Rahim Electronics'])).toEqual([
      { kind: 'text', value: 'mail me@Rahim Electronics' },
    ]);
  });
});

describe('wall-clock times in a zone', () => {
  it('reads Dhaka 09:30 as 03:30 UTC and back', () => {
    const at = fromWallClock('2026-12-01T09:30', 'Asia/Dhaka');
    expect(at?.toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(toWallClock(at as Date, 'Asia/Dhaka')).toBe('2026-12-01T09:30');
    expect(toWallClock(at as Date, 'America/New_York')).toBe('2026-11-30T22:30');
  });

  it('moves a time skipped by daylight saving on by the gap', () => {
    expect(fromWallClock('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(fromWallClock('2026-02-30T10:00', 'UTC')).toBeUndefined();
  });

  it('names a zone with its offset', () => {
    expect(zoneLabel('Asia/Dhaka')).toBe('Asia/Dhaka (GMT+6)');
    expect(zoneLabel('Asia/Kolkata')).toBe('Asia/Kolkata (GMT+5:30)');
    expect(zoneLabel('UTC')).toBe('UTC (GMT)');
    expect(offsetLabel(-210)).toBe('GMT-3:30');
  });

  it('refuses a past, missing or impossible time', () => {
    const now = new Date('2026-12-01T03:30:00Z');
    expect(scheduleProblem('2026-12-01', '09:29', 'Asia/Dhaka', now)).toBe('past');
    expect(scheduleProblem('2026-12-01', '09:31', 'Asia/Dhaka', now)).toBeUndefined();
    expect(scheduleProblem('', '09:31', 'Asia/Dhaka', now)).toBe('missing');
    expect(scheduleProblem('2026-12-01', '09:31', 'Mars/Base', now)).toBe('invalid');
  });

  it('starts the schedule at a full hour at least an hour ahead, in the zone', () => {
    expect(defaultSchedule('Asia/Dhaka', new Date('2026-12-01T03:10:00Z'))).toEqual({
      date: '2026-12-01',
      time: '11:00',
    });
  });

  it('says how far a time is', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(relativeAmount(new Date('2026-12-01T03:00:00Z'), now)).toEqual({ value: 3, unit: 'hour' });
    expect(relativeAmount(new Date('2026-12-01T00:20:00Z'), now)).toEqual({ value: 20, unit: 'minute' });
    expect(relativeAmount(new Date('2026-12-03T00:00:00Z'), now)).toEqual({ value: 2, unit: 'day' });
  });
});
