/** The staff roles (decision 066): kept apart from roles.ts so the web app's start-up script needs only this. */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: string | null | undefined): role is TStaffRole {
  return role === 'admin' || role === 'moderator';
}
