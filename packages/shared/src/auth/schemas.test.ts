import { describe, expect, it } from 'vitest';
import { ZRegisterSchema, ZUpdateProfileSchema } from './account-schemas.ts';
import { ZChangePasswordSchema, ZLoginSchema, ZResetPasswordSchema } from './schemas.ts';

describe('auth schemas on bodies that are not objects', () => {
  it.each([null, false, 0, 'text', [], undefined])('answer issues, never throw, for %j', (value) => {
    for (const schema of [
      ZRegisterSchema,
      ZResetPasswordSchema,
      ZChangePasswordSchema,
      ZLoginSchema,
      ZUpdateProfileSchema,
    ]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
    }
  });
});
