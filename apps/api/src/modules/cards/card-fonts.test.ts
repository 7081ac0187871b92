import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFile, useBundledFonts } from './card-fonts.ts';

describe('useBundledFonts', () => {
  it('points fontconfig at the Noto fonts from npm before the system fonts', () => {
    const before = process.env.FONTCONFIG_FILE;
    delete process.env.FONTCONFIG_FILE;
    try {
      useBundledFonts();
      const file = process.env.FONTCONFIG_FILE;
      expect(file).toBeTruthy();
      const conf = readFileSync(file as string, 'utf8');
      for (const script of ['latin', 'bengali', 'arabic'] as const) {
        expect(conf).toContain(`<dir>${dirname(fontFile(script, 'regular'))}</dir>`);
      }
      expect(
        conf.indexOf('NotoSansBengali') < conf.indexOf('/etc/fonts/fonts.conf') ||
          conf.includes('noto-sans-bengali'),
      ).toBe(true);
      expect(conf.indexOf('<dir>')).toBeLessThan(conf.indexOf('<include'));
    } finally {
      if (before) process.env.FONTCONFIG_FILE = before;
    }
  });
});
