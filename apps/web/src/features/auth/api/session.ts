import type { TUser } from '@haat/shared/auth/schemas';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../../lib/api-client.ts';
import { getToken, setToken, subscribeToken } from '../../../lib/session-store.ts';

/*
 * The signed-in user lives in a small store of its own rather than in TanStack Query, so the app
 * shell (layout, guards) starts without the query library; screens use Query for everything else.
 * See docs/decisions/012-shell-without-query.md.
 */

let user: TUser | undefined;
let pending: Promise<TUser> | undefined;
const listeners = new Set<() => void>();
const endHooks = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribeUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches `GET /user` once at a time and keeps it. */
export function fetchUser(): Promise<TUser> {
  pending ??= api
    .get<TUser>('/user')
    .then((answer) => {
      user = answer;
      emit();
      return answer;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The user when known, else fetched. */
export function ensureUser(): Promise<TUser> {
  return user ? Promise.resolve(user) : fetchUser();
}

export function setSessionUser(next: TUser): void {
  user = next;
  emit();
}

/** Runs when a session ends (the query cache registers here to clear itself). */
export function onSessionEnd(hook: () => void): void {
  endHooks.add(hook);
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** Auth state of spec section 3: user, token, loading flag and isAuthenticated (a token exists). */
export function useSession() {
  const token = useToken();
  const current = useSyncExternalStore(
    subscribeUser,
    () => user,
    () => undefined,
  );
  useEffect(() => {
    if (token && !user) fetchUser().catch(() => undefined);
  }, [token]);
  const data = token ? current : undefined;
  return {
    token,
    user: data,
    isAuthenticated: !!token,
    isLoading: !!token && !data,
    isAdmin: data?.role === 'admin',
    userName: data?.name,
    userEmail: data?.email,
    userRole: data?.role,
  };
}

/** Stores a new session (after login, registration or a password change). */
export function startSession(token: string, next?: TUser): void {
  if (next) user = next;
  setToken(token);
  emit();
}

/** Clears the token, the user and every cached answer. */
export function endSession(): void {
  user = undefined;
  setToken(null);
  emit();
  for (const hook of endHooks) hook();
}

/**
 * Start-up: when a token is stored, fetch the user; on failure the session is cleared and a warning
 * logged, and the app mounts anyway.
 */
export async function restoreSession(): Promise<void> {
  if (!getToken()) return;
  try {
    await fetchUser();
  } catch (error) {
    console.warn('Could not restore the session:', (error as Error).message);
    endSession();
  }
}
