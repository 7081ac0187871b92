import { isStaffRole } from '@haat/shared/admin/staff-role';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { landingFor } from '../features/auth/api/landing.ts';
import { ensureUser } from '../features/auth/api/session.ts';
import { ApiError } from '../lib/api-client.ts';
import { getToken } from '../lib/session-store.ts';

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** requiresAuth: no token → /login, remembering where the user was going. */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw loginRedirect(request);
  return null;
}

/** requiresGuest: signed-in users go where they work (staff: the payments queue; others: the dashboard). */
export async function requireGuest() {
  if (!getToken()) return null;
  const user = await ensureUser().catch(() => undefined);
  if (!getToken()) return null; // the token was refused: let them sign in again
  throw redirect(landingFor(user));
}

/**
 * requiresAdmin: signed in, then the role decides: staff (admin or moderator) get the back office,
 * each screen limited to what their role may do; others get the 403 screen (the server enforces it
 * on every request too).
 */
export async function requireStaff({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw loginRedirect(request);
  try {
    const user = await ensureUser();
    return { forbidden: !isStaffRole(user.role), role: user.role };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}
