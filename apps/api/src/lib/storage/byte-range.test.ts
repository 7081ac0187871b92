import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type TS3StandIn } from '../../../../../scripts/lib/s3-stand-in.mjs';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { s3ConfigOf, type TS3Config } from '../../config/app-config.ts';
import { loadEnv } from '../../config/env.ts';
import { parseRangeHeader, resolveRange } from './byte-range.ts';

describe('Range headers', () => {
  it('reads one range, a suffix or an open end, and ignores what it cannot serve', () => {
    expect(parseRangeHeader('bytes=0-9')).toEqual({ start: 0, end: 9 });
    expect(parseRangeHeader('bytes=100-')).toEqual({ start: 100 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffix: 500 });
    for (const ignored of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=9-0',
      'bytes=0-1,5-9',
      'items=0-9',
      'bytes=a-b',
    ])
      expect(parseRangeHeader(ignored)).toBeUndefined();
    expect(parseRangeHeader(`bytes=0-${'9'.repeat(16)}`)).toBeUndefined();
  });

  it('resolves against the size: clipped at the end, nothing past it', () => {
    expect(resolveRange({ start: 0, end: 9 }, 100)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ start: 90, end: 500 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange({ start: 50 }, 100)).toEqual({ start: 50, end: 99 });
    expect(resolveRange({ suffix: 10 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange({ suffix: 500 }, 100)).toEqual({ start: 0, end: 99 });
    expect(resolveRange({ start: 100 }, 100)).toBe('unsatisfiable');
    expect(resolveRange({ suffix: 0 }, 100)).toBe('unsatisfiable');
    expect(resolveRange({ start: 0 }, 0)).toBe('unsatisfiable');
  });
});

/** 1,000 bytes whose value at each position is known (position mod 251). */
const FILE = Buffer.from(Array.from({ length: 1_000 }, (_, i) => i % 251));
const KEY = 'posts/ab/range-test.mp4';

function servesRanges(name: string, open: () => Promise<TTestApp>) {
  describe(`/uploads with byte ranges (${name})`, () => {
    let t: TTestApp;
    beforeAll(async () => {
      t = await open();
      await t.app.storage.put(KEY, FILE, 'video/mp4');
    });
    afterAll(() => t?.close());
    const get = (range?: string) =>
      t.app.inject({ method: 'GET', url: `/uploads/${KEY}`, headers: range ? { range } : {} });

    it('answers the whole file with 200 and says ranges are accepted', async () => {
      const whole = await get();
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(FILE)).toBe(true);
    });

    it('answers one range with 206, Content-Range and just those bytes', async () => {
      const part = await get('bytes=100-199');
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/1000');
      expect(part.headers['content-length']).toBe('100');
      expect(part.headers['content-type']).toBe('video/mp4');
      expect(part.rawPayload.equals(FILE.subarray(100, 200))).toBe(true);

      const tail = await get('bytes=-10');
      expect(tail.statusCode).toBe(206);
      expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
      expect(tail.rawPayload.equals(FILE.subarray(990))).toBe(true);

      const rest = await get('bytes=995-5000');
      expect(rest.headers['content-range']).toBe('bytes 995-999/1000');
      expect(rest.rawPayload.equals(FILE.subarray(995))).toBe(true);
    });

    it('answers a range past the end with 416 and the size, and ignores ranges it does not serve', async () => {
      const past = await get('bytes=1000-');
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */1000');
      expect(past.json()).toMatchObject({
        success: false,
        message: 'The requested part of the file does not exist.',
      });
      const several = await get('bytes=0-1,5-9');
      expect(several.statusCode).toBe(200);
      expect(several.rawPayload.equals(FILE)).toBe(true);
    });
  });
}

servesRanges('local disk', () => createTestApp());

let standIn: TS3StandIn;
servesRanges('S3', async () => {
  standIn = await startS3StandIn({ bucket: 'haat-ranges' });
  return createTestApp({ s3: s3ConfigOf(loadEnv(standIn.env)) as TS3Config });
});
afterAll(() => standIn?.stop());
