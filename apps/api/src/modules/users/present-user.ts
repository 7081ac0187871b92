import type { TUser } from '@haat/shared';
import { isLanguageCode } from '@haat/shared';
import type { TUserRow } from './repository.ts';

/** The user object every endpoint answers with (Laravel-style snake_case, no secrets). */
export function presentUser(row: TUserRow): TUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    role: row.role,
    status: row.status,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    phone_verified_at: row.phoneVerifiedAt?.toISOString() ?? null,
    referral_code: row.referralCode,
    language: isLanguageCode(row.language) ? row.language : 'en',
    theme: row.theme,
    two_factor_enabled: !!row.twoFactorEnabledAt,
    identity_verified_at: row.identityVerifiedAt?.toISOString() ?? null,
    whatsapp_number: row.whatsappVerifiedAt ? row.whatsappNumber : null,
    created_at: row.createdAt.toISOString(),
  };
}
