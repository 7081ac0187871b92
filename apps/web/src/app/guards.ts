import { type LoaderFunctionArgs, redirect } from 'react-router';
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

/** requiresGuest: signed-in users go to the dashboard. */
export function requireGuest() {
  if (getToken()) throw redirect('/dashboard');
  return null;
}

/** requiresAdmin: signed in, then the role decides; non-admins get the 403 screen (the server enforces it too). */
export async function requireAdmin({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw loginRedirect(request);
  try {
    const user = await ensureUser();
    return { forbidden: user.role !== 'admin' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}
