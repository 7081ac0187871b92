import { POST_STATUSES, SOCIAL_PLATFORMS } from '@haat/shared/social/constants';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, hasKey, missingKeys, sourceFiles } from '../../testing/catalogue-keys.ts';
import { VIEWS } from './schedule-logic.ts';

/*
 * Every word key the calendar names is in the English catalogues (the locale check then holds the
 * other eight languages to English), including the keys it builds from lists.
 */
describe('schedule words', () => {
  const catalogue = englishCatalogue();

  it('names only keys that exist in English', () => {
    expect(missingKeys(sourceFiles('features/social-schedule'), ['schedule', 'app'])).toEqual([]);
  });

  it('words every platform, status, view, step and move problem', () => {
    const keys = [
      ...SOCIAL_PLATFORMS.map((platform) => `schedule.platform.${platform}`),
      ...POST_STATUSES.map((status) => `schedule.status.${status}`),
      ...VIEWS.flatMap((view) => [
        `schedule.view.${view}`,
        `schedule.empty.${view}`,
        `schedule.nav.previous_${view}`,
        `schedule.nav.next_${view}`,
      ]),
      ...['missing', 'invalid', 'past'].map((problem) => `schedule.move.${problem}`),
    ];
    expect(keys.filter((key) => !hasKey(catalogue, key))).toEqual([]);
  });
});
