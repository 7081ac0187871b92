import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';

interface TCountryRow {
  code: string;
  name: string;
  dialing_code: string;
  flag: string;
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countries(url: string, headers: Record<string, string> = {}): Promise<TCountryRow[]> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().data;
}

const byCode = (list: TCountryRow[], code: string) => list.find((country) => country.code === code);

describe('GET /api/countries', () => {
  it('lists every country once with its dialing code and flag, BD as +880', async () => {
    const list = await countries('/api/countries');
    expect(list.length).toBeGreaterThan(200);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    expect(byCode(list, 'BD')).toEqual({ code: 'BD', name: 'Bangladesh', dialing_code: '+880', flag: '🇧🇩' });
    expect(byCode(list, 'AE')).toMatchObject({ dialing_code: '+971', flag: '🇦🇪' });
    expect(byCode(list, 'US')).toMatchObject({ dialing_code: '+1' });
    expect(byCode(list, 'GB')).toMatchObject({ dialing_code: '+44', flag: '🇬🇧' });
    for (const country of list) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dialing_code).toMatch(/^\+\d{1,4}$/);
      expect([...country.flag]).toHaveLength(2);
      expect(country.name.length).toBeGreaterThan(1);
    }
  });

  it('sorts by name for the language', async () => {
    const list = await countries('/api/countries');
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it.each<[string, string]>([
    ['bn', 'বাংলাদেশ'],
    ['ar', 'بنغلاديش'],
    ['ch', '孟加拉国'],
  ])('names countries in the language of ?lang=%s', async (lang, bangladesh) => {
    const list = await countries(`/api/countries?lang=${lang}`);
    expect(byCode(list, 'BD')).toEqual({ code: 'BD', name: bangladesh, dialing_code: '+880', flag: '🇧🇩' });
    expect(list.length).toBe((await countries('/api/countries')).length);
  });

  it('accepts a BCP 47 tag (?lang=zh-CN) and the X-Locale header', async () => {
    expect(byCode(await countries('/api/countries?lang=zh-CN'), 'BD')?.name).toBe('孟加拉国');
    expect(byCode(await countries('/api/countries', { 'x-locale': 'bn' }), 'BD')?.name).toBe('বাংলাদেশ');
    expect(byCode(await countries('/api/countries', { 'accept-language': 'ar' }), 'BD')?.name).toBe(
      'بنغلاديش',
    );
  });

  it('falls back to English for an unknown language', async () => {
    expect(byCode(await countries('/api/countries?lang=xx'), 'BD')?.name).toBe('Bangladesh');
  });

  it('refuses an overlong lang parameter with 422', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/countries?lang=${'x'.repeat(11)}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('is cacheable and needs no sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public/);
  });
});
