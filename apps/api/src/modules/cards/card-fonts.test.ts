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
      const file = String(process.env.FONTCONFIG_FILE ?? '');
      expect(file).not.toBe('');
      const conf = readFileSync(file, 'utf8');
      for (const script of ['latin', 'bengali', 'arabic'] as const) {
        expect(conf).toContain(`<dir>${dirname(fontFile(script, 'regular'))}</dir>`);
      }
      // Bundled fonts come first, so they win over whatever the system has.
      expect(conf.indexOf('<dir>')).toBeLessThan(conf.indexOf('<include'));
    } finally {
      if (before) process.env.FONTCONFIG_FILE = before;
    }
  });
});
