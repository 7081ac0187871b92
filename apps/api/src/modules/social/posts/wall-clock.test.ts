import { describe, expect, it } from 'vitest';
import { mp4DurationMs, sniffVideoType } from './check-post-video.ts';
import { extractHashtags } from './hashtags.ts';
import { addDays, daysBetween, fromWallClock, parseWallClock, toWallClock } from './wall-clock.ts';

describe('wall-clock times in a zone', () => {
  it('reads 09:30 in Dhaka as 03:30 UTC and shows it back in other zones', () => {
    const at = fromWallClock('2026-12-01T09:30', 'Asia/Dhaka');
    expect(at?.toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(toWallClock(at as Date, 'Asia/Dhaka')).toBe('2026-12-01T09:30');
    expect(toWallClock(at as Date, 'Europe/London')).toBe('2026-12-01T03:30');
    expect(toWallClock(at as Date, 'America/New_York')).toBe('2026-11-30T22:30');
  });

  it('is safe across daylight-saving changes', () => {
    // New York in summer is UTC−4, in winter UTC−5.
    expect(fromWallClock('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(fromWallClock('2026-01-15T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    // 02:30 does not exist on 8 March 2026 there: it moves forward to 03:30 EDT.
    expect(fromWallClock('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 happens twice on 1 November 2026: the first (EDT).
    expect(fromWallClock('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // Berlin, both ways.
    expect(fromWallClock('2026-03-29T02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(fromWallClock('2026-10-25T02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // Half-hour and 45-minute zones.
    expect(fromWallClock('2026-05-01T12:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-05-01T06:30:00.000Z');
    expect(fromWallClock('2026-05-01T12:00', 'Asia/Kathmandu')?.toISOString()).toBe(
      '2026-05-01T06:15:00.000Z',
    );
  });

  it('refuses dates that do not exist', () => {
    expect(fromWallClock('2026-02-30T10:00', 'Asia/Dhaka')).toBeUndefined();
    expect(fromWallClock('2026-12-01T24:00', 'Asia/Dhaka')).toBeUndefined();
    expect(parseWallClock('2026-13-01')).toBeUndefined();
    expect(parseWallClock('2028-02-29')).toBeDefined();
  });

  it('counts days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-05-01')).toBe(61);
  });
});

describe('hashtags', () => {
  it('takes #words in any script, once, lower-cased, not inside links', () => {
    expect(
      extractHashtags('New #Sale at #ঢাকা_বাজার! #sale again, see example.com/#top or a#b, #২০২৬ #ঈদ_মোবারক #123'),
    ).toEqual(['sale', 'ঢাকা_বাজার', 'ঈদ_মোবারক']);
  });
});

describe('videos', () => {
  it('recognises MP4 and WebM from their bytes and reads an MP4 length', () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypisom'), Buffer.alloc(4)]);
    const mvhdBody = Buffer.alloc(100);
    mvhdBody.writeUInt32BE(1000, 12); // time scale
    mvhdBody.writeUInt32BE(42_500, 16); // duration: 42.5 s
    const mvhd = Buffer.concat([Buffer.from([0, 0, 0, 108]), Buffer.from('mvhd'), mvhdBody]);
    const moov = Buffer.concat([Buffer.from([0, 0, 0, 116]), Buffer.from('moov'), mvhd]);
    const mp4 = Buffer.concat([ftyp, moov]);
    expect(sniffVideoType(mp4)).toBe('mp4');
    expect(mp4DurationMs(mp4)).toBe(42_500);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
    ]);
    expect(sniffVideoType(webm)).toBe('webm');
    expect(sniffVideoType(Buffer.from('GIF89a...'))).toBeUndefined();
    expect(mp4DurationMs(Buffer.from([0, 0, 0, 99, 1, 2]))).toBeNull();
  });
});
