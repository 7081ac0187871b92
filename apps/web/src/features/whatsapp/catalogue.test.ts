import { describe, expect, it } from 'vitest';
import { englishCatalogue, hasKey, missingKeys, sourceFiles } from '../../testing/catalogue-keys.ts';

/*
 * Every word key the WhatsApp screens (the profile's section, staff's list, the forms' button) name
 * literally is in the English catalogues; the locale check then holds the other eight languages to
 * English. Keys built at run time (`…status.${status}`) are checked for every value.
 */

const FILES = [
  ...sourceFiles('features/whatsapp'),
  ...sourceFiles('features/admin-whatsapp'),
  'features/profile/components/identity-badge.tsx',
];

describe('WhatsApp words', () => {
  const catalogue = englishCatalogue();

  it('names only keys that exist in English', () => {
    expect(missingKeys(FILES, ['whatsapp', 'admin.whatsapp', 'admin.payments', 'profile'])).toEqual([]);
  });

  it('words every status, way and event', () => {
    for (const status of ['pending', 'verified', 'rejected', 'expired', 'cancelled'])
      expect(hasKey(catalogue, `admin.whatsapp.status.${status}`)).toBe(true);
    for (const method of ['code', 'manual']) {
      expect(hasKey(catalogue, `admin.whatsapp.method.${method}`)).toBe(true);
      expect(hasKey(catalogue, `whatsapp.start.${method}`)).toBe(true);
      expect(hasKey(catalogue, `whatsapp.start.${method}_hint`)).toBe(true);
    }
    for (const action of [
      'requested',
      'code_sent',
      'code_send_failed',
      'code_failed',
      'verified',
      'approved',
      'rejected',
      'resent',
      'cancelled',
      'removed',
    ])
      expect(hasKey(catalogue, `admin.whatsapp.event.${action}`)).toBe(true);
  });
});
