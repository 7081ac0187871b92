import { isStaffRole, type TStaffRole } from './staff-role.ts';

/**
 * Who may do what in the back office (issue 17, decision 066). A person's role is `user`, or one of
 * the staff roles: `admin` (everything) or `moderator` (people, businesses, content and trust
 * queues, never money, roles, platform settings, revenue analytics or the audit log).
 */
export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export { isStaffRole, STAFF_ROLES, type TStaffRole } from './staff-role.ts';

/** One area of the back office a staff role may act in. */
export const STAFF_PERMISSIONS = [
  /** The dashboard (moderators see it without the money figures). */
  'dashboard',
  /** Find, open, create, suspend and unsuspend people; resend verification. */
  'users',
  /** Change a person's role. */
  'roles',
  /** Find, create, edit, verify and suspend businesses. */
  'businesses',
  /** The moderation queue: reports, hiding and removing content, warnings. */
  'content',
  /** Identity (KYC) review. */
  'kyc',
  /** WhatsApp number verification. */
  'whatsapp',
  /** Top-ups, withdrawals, wallets, the ledger check, featured products. */
  'money',
  /** Platform settings. */
  'settings',
  /** Platform analytics (revenue, commission, wallet volume). */
  'analytics',
  /** The audit log of staff actions. */
  'audit',
] as const;
export type TStaffPermission = (typeof STAFF_PERMISSIONS)[number];

const GRANTS: Record<TStaffRole, readonly TStaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  moderator: ['dashboard', 'users', 'businesses', 'content', 'kyc', 'whatsapp'],
};

/** Whether a person with this role may act in this area of the back office. */
export function canStaff(role: string | null | undefined, permission: TStaffPermission): boolean {
  return isStaffRole(role) && GRANTS[role].includes(permission);
}

/** The areas a role may act in (empty for non-staff). */
export function staffPermissionsOf(role: string | null | undefined): TStaffPermission[] {
  return isStaffRole(role) ? [...GRANTS[role]] : [];
}
