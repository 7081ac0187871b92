import { describe, expect, it } from 'vitest';
import {
  contentFiltersFrom,
  contentQueueUrl,
  contentSearchOf,
  DEFAULT_CONTENT_FILTERS,
  isContentFiltered,
} from './content-filters-logic.ts';

describe('the moderation queue’s filters', () => {
  it('reads the address, ignoring unknown values, and writes only what differs from the defaults', () => {
    const filters = contentFiltersFrom(new URLSearchParams('type=product&reason=spam&sort=banana&status=x'));
    expect(filters).toEqual({ status: 'open', type: 'product', reason: 'spam', sort: '-count' });
    expect(contentSearchOf(filters)).toEqual({ type: 'product', reason: 'spam' });
    expect(isContentFiltered(DEFAULT_CONTENT_FILTERS)).toBe(false);
    expect(isContentFiltered(filters)).toBe(true);
  });

  it('asks the API with its own names', () => {
    expect(contentQueueUrl({ ...DEFAULT_CONTENT_FILTERS, type: 'card', status: 'decided' }, 2, 20)).toBe(
      '/api/admin/reports?status=decided&sort=-count&subject_type=card&page=2&per_page=20',
    );
  });
});
