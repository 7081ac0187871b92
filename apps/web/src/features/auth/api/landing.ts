/**
 * Where a user lands after signing in when nothing asked for a place (no `?redirect=` or `?next=`):
 * staff where staff work, the payments queue; everyone else on their dashboard.
 */
export function landingFor(user: { role: string } | undefined): string {
  return user?.role === 'admin' ? '/admin/payments' : '/dashboard';
}
