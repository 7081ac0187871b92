import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGES,
  pickLanguage,
  type TLanguageCode,
  toLanguageCode,
} from './languages.ts';
import { interpolate, isMessageKey, MESSAGE_CATALOGUES, translate } from './translate.ts';

describe('languages', () => {
  it('are the nine of the spec, English by default, Arabic the only right-to-left one', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'bn', 'ar', 'sp', 'fr', 'gr', 'it', 'ru', 'ch']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES.filter((l) => l.rtl).map((l) => l.code)).toEqual(['ar']);
  });

  it('isLanguageCode accepts only app codes', () => {
    for (const code of LANGUAGE_CODES) expect(isLanguageCode(code)).toBe(true);
    for (const value of ['es', 'de', 'zh', 'EN', '', undefined, null, 1])
      expect(isLanguageCode(value)).toBe(false);
  });
});

describe('toLanguageCode', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['bn-BD', 'bn'],
    ['bn_BD', 'bn'],
    ['es', 'sp'],
    ['es-ES', 'sp'],
    ['sp', 'sp'],
    ['de-CH', 'gr'],
    ['gr', 'gr'],
    ['zh', 'ch'],
    ['zh-Hans-CN', 'ch'],
    ['ch', 'ch'],
    ['ar-SA', 'ar'],
    ['ru', 'ru'],
    ['it-IT', 'it'],
    ['fr-CA', 'fr'],
    ['xx', undefined],
    ['pt-BR', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('maps %j to %j', (input, expected) => {
    expect(toLanguageCode(input)).toBe(expected);
  });
});

describe('pickLanguage', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['bn', 'bn'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'bn'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['en;q=0.1, ar;q=0.9', 'ar'],
    ['pt-BR, pt;q=0.9, es;q=0.8', 'sp'],
    ['xx, yy;q=0.5', undefined],
    ['*', undefined],
    ['zh-CN,zh;q=0.9', 'ch'],
    [' de-DE ; q=1 ', 'gr'],
    ['en;q=0, bn;q=0.2', 'bn'],
    ['bn;q=0', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('picks from %j: %j', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('message catalogues', () => {
  function keysOf(node: unknown, prefix = ''): string[] {
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  }
  // Plural forms (`x_one`, `x_few`, …) count as their key `x`; check-locales.mjs checks the forms.
  const FORM = /_(zero|one|two|few|many|other)$/;
  const plurals = (code: TLanguageCode) => {
    const keys = keysOf(MESSAGE_CATALOGUES[code]);
    return new Set(keys.filter((key) => key.endsWith('_other') && keys.includes(key.replace(FORM, '_one'))));
  };
  const withoutForms = (code: TLanguageCode) => {
    const bases = new Set([...plurals('en')].map((key) => key.replace(FORM, '')));
    return [
      ...new Set(
        keysOf(MESSAGE_CATALOGUES[code]).map((key) =>
          bases.has(key.replace(FORM, '')) ? key.replace(FORM, '') : key,
        ),
      ),
    ].sort();
  };
  const english = withoutForms('en');

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s has exactly the English keys', (code) => {
    expect(withoutForms(code)).toEqual(english);
  });

  it.each(LANGUAGE_CODES)('%s has exactly the plural forms its language needs', (code) => {
    const tag = LANGUAGES.find((l) => l.code === code)?.tag ?? 'en';
    const needed = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();
    const keys = keysOf(MESSAGE_CATALOGUES[code]);
    for (const key of plurals('en')) {
      const base = key.replace(FORM, '');
      const forms = keys
        .filter((k) => k.replace(FORM, '') === base && FORM.test(k))
        .map((k) => k.slice(base.length + 1));
      expect(forms.sort(), `${code}: ${base}`).toEqual(needed);
    }
  });

  it.each(LANGUAGE_CODES)('%s keeps every {{placeholder}} of the English text', (code) => {
    const placeholders = (text: string) =>
      (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
    for (const key of english) {
      expect(placeholders(translate(code, key)), `${code}: ${key}`).toEqual(
        placeholders(translate('en', key)),
      );
    }
  });

  it('words the spec section 5 messages in English', () => {
    expect(translate('en', 'validation.required', { field: 'Email' })).toBe('Email is required');
    expect(translate('en', 'validation.password_min', { min: 8 })).toBe(
      'Password must be at least 8 characters',
    );
    expect(translate('en', 'validation.name_min', { min: 2 })).toBe('Name must be at least 2 characters');
    expect(translate('en', 'validation.login')).toBe('Please enter a valid email or phone number');
    expect(translate('en', 'validation.terms')).toBe('Please accept the terms and conditions');
    expect(translate('en', 'validation.country')).toBe('Please select your country');
    expect(translate('en', 'validation.password_match')).toBe('Passwords do not match');
  });

  it('falls back to English, then to the key itself', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(translate('bn', 'no.such.key')).toBe('no.such.key');
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
  });
});
