import { WHATSAPP_METHODS, WHATSAPP_STATUSES } from '@haat/shared/trust/whatsapp-schemas';
import { describe, expect, it } from 'vitest';
import { listUrl, METHODS, STATUSES } from './api/list-whatsapp-verifications.ts';

describe('staff list of WhatsApp verifications', () => {
  it('keeps its copies of the statuses and ways in step with the shared schema', () => {
    expect([...STATUSES]).toEqual([...WHATSAPP_STATUSES]);
    expect([...METHODS]).toEqual([...WHATSAPP_METHODS]);
  });

  it('asks only for the filters that narrow the list', () => {
    expect(listUrl({ status: 'all', method: 'all', q: '  ' }, 1, 20)).toBe(
      '/api/admin/whatsapp-verifications?page=1&per_page=20',
    );
    expect(listUrl({ status: 'pending', method: 'manual', q: ' HT-4K7Q ' }, 2, 20)).toBe(
      '/api/admin/whatsapp-verifications?status=pending&method=manual&q=HT-4K7Q&page=2&per_page=20',
    );
    expect(listUrl({ status: 'rejected', method: 'all', q: '+880 17' }, 1, 1)).toBe(
      '/api/admin/whatsapp-verifications?status=rejected&q=%2B880+17&page=1&per_page=1',
    );
  });
});
