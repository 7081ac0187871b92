import { describe, expect, it } from 'vitest';
import { pluralCategory, pluralKeys } from './plural.ts';
import { translate } from './translate.ts';

describe('pluralCategory', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [11, 'many'],
    [100, 'other'],
  ])('Arabic %i is %s', (count, category) => {
    expect(pluralCategory('ar', count)).toBe(category);
  });

  it.each([
    [1, 'one'],
    [2, 'few'],
    [5, 'many'],
    [21, 'one'],
  ])('Russian %i is %s', (count, category) => {
    expect(pluralCategory('ru', count)).toBe(category);
  });

  it('English has one and other; Chinese only other', () => {
    expect([pluralCategory('en', 1), pluralCategory('en', 2), pluralCategory('en', 0)]).toEqual([
      'one',
      'other',
      'other',
    ]);
    expect(pluralCategory('zh', 1)).toBe('other');
  });
});

describe('pluralKeys', () => {
  it('tries the form of the category, then _other, then the plain key', () => {
    expect(pluralKeys('a.unread', 'ru', 3)).toEqual(['a.unread_few', 'a.unread_other', 'a.unread']);
    expect(pluralKeys('a.unread', 'ru', '৩')).toEqual(['a.unread', 'a.unread_other']);
    expect(pluralKeys('a.unread', 'ru', undefined)).toEqual(['a.unread']);
  });
});

describe('translate with count', () => {
  it('picks the English form and writes the number', () => {
    expect(translate('en', 'api.products_updated', { count: 1 })).toBe('1 product updated');
    expect(translate('en', 'api.products_updated', { count: 2 })).toBe('2 products updated');
  });

  it('picks each of the six Arabic forms, with the digits of Arabic', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => translate('ar', 'api.products_updated', { count }));
    expect(forms).toEqual(
      [
        'تم تحديث 0 منتج',
        'تم تحديث منتج واحد',
        'تم تحديث منتجين',
        'تم تحديث 3 منتجات',
        'تم تحديث 11 منتجًا',
        'تم تحديث 100 منتج',
      ].map((text) => text.replace(/\d+/, (n) => new Intl.NumberFormat('ar').format(Number(n)))),
    );
  });

  it('picks the Russian form by the last digits', () => {
    const [one, few, many, twentyOne] = [1, 2, 5, 21].map((count) =>
      translate('ru', 'api.products_updated', { count }),
    );
    expect(one).toMatch(/^1 товар /);
    expect(few).toMatch(/^2 товара /);
    expect(many).toMatch(/^5 товаров /);
    expect(twentyOne).toMatch(/^21 товар /);
  });

  it('falls back to English forms for a key missing in the language, and writes Bengali digits', () => {
    expect(translate('bn', 'api.products_updated', { count: 12 })).toContain('১২');
    expect(translate('ch', 'api.products_updated', { count: 1 })).toContain('1');
  });
});
