import type { TAdminUserItem } from '@haat/shared';
import type { TUserRow } from '../users/repository.ts';

function isoOf(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A person as staff's lists show them (no secrets; flags instead of verification times). */
export function presentAdminUser(row: TUserRow, lastActive: Date | string | null): TAdminUserItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    role: row.role,
    status: row.status,
    suspended_at: isoOf(row.suspendedAt),
    suspended_reason: row.suspendedReason,
    email_verified: !!row.emailVerifiedAt,
    identity_verified: !!row.identityVerifiedAt,
    whatsapp_verified: !!row.whatsappVerifiedAt,
    two_factor: !!row.twoFactorEnabledAt,
    created_at: row.createdAt.toISOString(),
    last_active: isoOf(lastActive),
  };
}

/** How a person is named in the audit log: their name and email as they are now. */
export function userLabel(row: Pick<TUserRow, 'name' | 'email'>): string {
  return `${row.name} <${row.email}>`;
}
