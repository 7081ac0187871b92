import { describe, expect, it } from 'vitest';
import { englishCatalogue, hasKey, missingKeys, sourceFiles } from '../../testing/catalogue-keys.ts';

/*
 * Every word key that the two-factor screens name literally is in the English catalogues (the
 * locale check then holds the other eight languages to English).
 */

const FILES = [
  ...sourceFiles('features/two-factor'),
  'features/auth/components/two-factor-step.tsx',
  'features/auth/routes/login.tsx',
  'features/settings/components/two-factor-summary.tsx',
  'features/settings/components/change-password.tsx',
  'features/wallet/routes/withdraw.tsx',
];

describe('two-factor words', () => {
  const catalogue = englishCatalogue();

  it('names only keys that exist in English', () => {
    expect(missingKeys(FILES, ['security', 'auth.two_factor', 'wallet.step_up', 'settings'])).toEqual([]);
  });

  it('words every way a session passed two-factor and every security notification', () => {
    for (const way of ['code', 'recovery_code', 'remembered_device'])
      expect(hasKey(catalogue, `settings.session_two_factor.${way}`)).toBe(true);
    for (const type of [
      'two_factor_enabled',
      'two_factor_disabled',
      'two_factor_recovery_codes_regenerated',
      'two_factor_recovery_code_used',
    ]) {
      expect(hasKey(catalogue, `notifications.type.${type}.title`)).toBe(true);
      expect(hasKey(catalogue, `notifications.type.${type}.detail`)).toBe(true);
    }
    expect(hasKey(catalogue, 'notifications.type.two_factor_recovery_code_used.detail_unknown')).toBe(true);
  });
});
