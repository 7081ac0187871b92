import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export type TScript = 'latin' | 'bengali' | 'arabic';
export type TWeight = 'regular' | 'bold';

/** Noto Sans font files shipped by npm packages (OFL); nothing is downloaded at run time. */
const FILES: Record<TScript, Record<TWeight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  bengali: {
    regular: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
};

export function fontFile(script: TScript, weight: TWeight): string {
  return require.resolve(FILES[script][weight]);
}

const BENGALI = /[\u0980-\u09FF]/;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

function scriptOf(char: string): TScript | undefined {
  if (BENGALI.test(char)) return 'bengali';
  if (ARABIC.test(char)) return 'arabic';
  if (/[\p{L}\p{N}]/u.test(char)) return 'latin';
  return undefined; // spaces, punctuation, joiners: stay with the run they are in
}

/** Splits text into runs of one script, so each run is drawn (and shaped) with its own font. */
export function scriptRuns(text: string): { script: TScript; text: string }[] {
  const runs: { script: TScript; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs[runs.length - 1];
    if (last && (script === undefined || script === last.script)) last.text += char;
    else runs.push({ script: script ?? 'latin', text: char });
  }
  return runs;
}

/** True when the text is mostly Arabic (laid out right to left). */
export function isRightToLeft(text: string): boolean {
  const arabic = [...text].filter((c) => ARABIC.test(c)).length;
  const letters = [...text].filter((c) => /\p{L}/u.test(c)).length;
  return letters > 0 && arabic / letters > 0.5;
}

let fontConfigReady = false;

/**
 * Points fontconfig (used by sharp's SVG text rendering) at the Noto fonts from npm first, then at
 * the system's fonts, so Bengali and Arabic on card images render the same on a machine with no
 * fonts installed. Must run before the first text is rendered; an explicit FONTCONFIG_FILE wins.
 */
export function useBundledFonts(): void {
  if (fontConfigReady || process.env.FONTCONFIG_FILE) return;
  fontConfigReady = true;
  const dirs = new Set(
    (Object.keys(FILES) as TScript[]).flatMap((script) => [
      dirname(fontFile(script, 'regular')),
      dirname(fontFile(script, 'bold')),
    ]),
  );
  const folder = join(tmpdir(), 'haat-fontconfig');
  mkdirSync(join(folder, 'cache'), { recursive: true });
  const file = join(folder, 'fonts.conf');
  const xmlText = (path: string) => path.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      ...[...dirs].map((dir) => `  <dir>${xmlText(dir)}</dir>`),
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <cachedir>${xmlText(join(folder, 'cache'))}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  process.env.FONTCONFIG_FILE = file;
}
