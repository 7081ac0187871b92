import { describe, expect, it } from 'vitest';
import { englishCatalogue, hasKey, missingKeys, sourceFiles } from '../../testing/catalogue-keys.ts';

/*
 * Every word key the community screens name is in the English catalogues (the locale check then
 * holds the other eight languages to English), including the keys built from the shared lists.
 */
const FILES = [...sourceFiles('features/social-feed'), 'app/layout/right-panel.tsx'];

describe('community feed words', () => {
  it('names only keys that exist in English', () => {
    expect(missingKeys(FILES, ['feed', 'panel'])).toEqual([]);
  });

  it('words every count', () => {
    const keys = ['likes', 'comments', 'shares', 'followers'].map((name) => `feed.counts.${name}`);
    const catalogue = englishCatalogue();
    expect(keys.filter((key) => !hasKey(catalogue, key))).toEqual([]);
  });
});
