import { SOCIAL_PLATFORMS } from '@haat/shared/social/constants';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, hasKey, missingKeys, sourceFiles } from '../../testing/catalogue-keys.ts';
import { TOTALS } from './components/totals-cards.tsx';

/*
 * Every word key the analytics screen names is in the English catalogues (the locale check then
 * holds the other eight languages to English), including the keys built from lists.
 */
describe('social analytics words', () => {
  it('names only keys that exist in English', () => {
    expect(missingKeys(sourceFiles('features/social-analytics'), ['social_analytics'])).toEqual([]);
  });

  it('words every total, change, platform and range', () => {
    const keys = [
      ...TOTALS.map((key) => `social_analytics.totals.${key}`),
      ...['up', 'down', 'same', 'new'].map((kind) => `social_analytics.change.${kind}`),
      ...SOCIAL_PLATFORMS.map((platform) => `social_analytics.platforms.${platform}`),
      'social_analytics.range.days',
    ];
    const catalogue = englishCatalogue();
    expect(keys.filter((key) => !hasKey(catalogue, key))).toEqual([]);
  });
});
