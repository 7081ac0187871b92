import { describe, expect, it } from 'vitest';
import { mp4DurationMs, sniffVideoType } from './check-post-video.ts';
import { extractHashtags } from './hashtags.ts';

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
