import { isStaffRole } from '@haat/shared/admin/staff-role';

/**
 * Where a user lands after signing in when nothing asked for a place (no `?redirect=` or `?next=`):
 * staff (admins and moderators) on the back office's dashboard; everyone else on their dashboard.
 */
export function landingFor(user: { role: string } | undefined): string {
  return isStaffRole(user?.role) ? '/admin' : '/dashboard';
}
