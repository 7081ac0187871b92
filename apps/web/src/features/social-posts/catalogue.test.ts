import { POST_STATUSES, POST_TARGET_STATUSES, SOCIAL_PLATFORMS } from '@haat/shared/social/constants';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, hasKey, missingKeys, sourceFiles } from '../../testing/catalogue-keys.ts';
import { POST_TABS } from './api/list-posts.ts';

/*
 * Every word key the post screens name is in the English catalogues (the locale check then holds
 * the other eight languages to English), including the keys they build from the shared lists.
 */
describe('social posts words', () => {
  const catalogue = englishCatalogue();

  it('names only keys that exist in English', () => {
    expect(missingKeys(sourceFiles('features/social-posts'), ['social', 'app'])).toEqual([]);
  });

  it('words every platform, status, tab and schedule problem', () => {
    const keys = [
      ...SOCIAL_PLATFORMS.map((platform) => `social.platform.${platform}`),
      ...POST_STATUSES.map((status) => `social.status.${status}`),
      ...POST_TARGET_STATUSES.map((status) => `social.target_status.${status}`),
      ...POST_TABS.flatMap((tab) => [
        `social.tabs.${tab}`,
        `social.empty.${tab}.title`,
        `social.empty.${tab}.text`,
      ]),
      ...['likes', 'comments', 'shares', 'views'].map((name) => `social.counts.${name}`),
      ...['missing', 'invalid', 'past', 'now', 'schedule'].map((key) => `social.when.${key}`),
    ];
    expect(keys.filter((key) => !hasKey(catalogue, key))).toEqual([]);
  });
});
