import { readFileSync } from 'node:fs';
import {
  KYC_DOCUMENT_TYPES,
  KYC_PARTS,
  KYC_REJECTION_REASONS,
  KYC_STATUSES,
} from '@haat/shared/trust/kyc-schemas';
import { describe, expect, it } from 'vitest';
import {
  englishCatalogue,
  hasKey,
  lookupKey,
  missingKeys,
  sharedEnglish,
  sourceFiles,
} from '../../testing/catalogue-keys.ts';
import { VERIFICATION_TYPES } from '../notifications/components/describe-verification.ts';

/*
 * Every word key the identity screens name is in the English catalogues (the locale check then holds
 * the other eight languages to English), including the keys they build from the shared lists.
 */
const FILES = [
  ...sourceFiles('features/kyc'),
  'features/settings/components/identity-summary.tsx',
  'features/notifications/components/describe-verification.ts',
];

describe('identity verification words', () => {
  const catalogue = englishCatalogue();

  it('names only keys that exist in English', () => {
    expect(missingKeys(FILES, ['kyc', 'settings.identity', 'validation'])).toEqual([]);
  });

  it('words every status, document, part, reason and step', () => {
    const keys = [
      ...KYC_STATUSES.flatMap((status) => [`kyc.badge.${status}`, `settings.identity.${status}`]),
      ...['pending', 'approved', 'rejected'].flatMap((status) => [
        `kyc.${status}.title`,
        `kyc.${status}.text`,
      ]),
      ...KYC_DOCUMENT_TYPES.flatMap((type) => [
        `kyc.document.${type}`,
        `kyc.document_hint.${type}`,
        `kyc.number_${type}`,
        `kyc.details_step.number_hint.${type}`,
      ]),
      ...KYC_PARTS.flatMap((part) => [`kyc.part.${part}`, `notifications.kyc_part.${part}`]),
      'kyc.part.front_passport',
      ...['pending', 'accepted', 'rejected'].map((status) => `kyc.part_status.${status}`),
      ...KYC_REJECTION_REASONS.flatMap((reason) => [
        `kyc.reason.${reason}`,
        `notifications.kyc_reason.${reason}`,
      ]),
      ...['document', 'details', 'images', 'review'].flatMap((step) => [
        `kyc.steps.${step}`,
        `kyc.step_title.${step}`,
      ]),
      ...['submitted', 'resubmitted', 'approved', 'rejected'].map((action) => `kyc.history.${action}`),
      ...VERIFICATION_TYPES.map((type) => `notifications.type.${type}.title`),
    ];
    expect(keys.filter((key) => !hasKey(catalogue, key))).toEqual([]);
  });

  it('copies the server’s checks word for word, so the browser says what the server would', () => {
    const server = JSON.parse(readFileSync(sharedEnglish, 'utf8')).kyc as Record<string, string>;
    for (const key of [
      'too_young',
      'full_name',
      'document_type',
      'number_bd_nid',
      'image_too_small',
      'image_size',
    ])
      expect(lookupKey(catalogue, `kyc.${key}`)).toBe(server[key]);
  });
});
