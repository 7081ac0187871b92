import { CONNECTION_STATUSES } from '@haat/shared/social/connection-schemas';
import { EXTERNAL_PLATFORMS } from '@haat/shared/social/constants';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, hasKey, missingKeys, sourceFiles } from '../../testing/catalogue-keys.ts';
import type { TFinishProblem } from './connection-logic.ts';

/*
 * Every word key the connected-pages screens name is in the English catalogues (the locale check then
 * holds the other eight languages to English), including the keys they build from the shared lists.
 */
const PROBLEMS: TFinishProblem[] = ['state', 'refused', 'no_pages', 'busy', 'off', 'network', 'other'];

describe('connected pages words', () => {
  const catalogue = englishCatalogue();

  it('names only keys that exist in English', () => {
    expect(missingKeys(sourceFiles('features/social-connections'), ['connections'])).toEqual([]);
  });

  it('words every platform, status and reason a connection did not finish', () => {
    const keys = [
      ...EXTERNAL_PLATFORMS.flatMap((platform) => [
        `connections.platform.${platform}`,
        `connections.what.${platform}`,
        `connections.none.${platform}`,
      ]),
      ...CONNECTION_STATUSES.map((status) => `connections.status.${status}`),
      ...PROBLEMS.map((problem) => `connections.callback.problem.${problem}`),
      'connections.callback.done',
    ];
    expect(keys.filter((key) => !hasKey(catalogue, key))).toEqual([]);
  });
});
