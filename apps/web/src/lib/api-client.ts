import { getToken, setToken } from './session-store.ts';

/** The error shape of the API: `{ success:false, code, message, errors? }`, plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]>;
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    errors?: Record<string, string[]>,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors ?? {};
    this.retryAfter = retryAfter;
  }
}

export interface TEnvelope<T> {
  success: true;
  message?: string;
  data: T;
}

type TUnauthorizedHandler = () => void;
type TMaintenanceHandler = (message: string) => void;

let locale = 'en';
let onUnauthorized: TUnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app language sent as `X-Locale` so server messages come back translated. */
export function setApiLocale(code: string): void {
  locale = code;
}

let onMaintenance: TMaintenanceHandler = () => undefined;

/** What to do when the API answers 503 `MAINTENANCE` (main.tsx shows the maintenance screen). */
export function setMaintenanceHandler(handler: TMaintenanceHandler): void {
  onMaintenance = handler;
}

/** What to do after a 401 has cleared the session (the router navigates to /login). */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * Base address: a dedicated API host when the app runs on the production domain (configured at build
 * time with VITE_API_URL), otherwise the same origin.
 */
const BASE = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

function csrfToken(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (meta) return meta;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : undefined;
}

/** The headers every call carries (language, bearer token, CSRF), for calls made outside apiRequest. */
export function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Locale': locale };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const csrf = csrfToken();
  if (csrf) headers['X-CSRF-TOKEN'] = csrf;
  return headers;
}

/** The API address of `path` (same origin unless VITE_API_URL). */
export function apiUrl(path: string): string {
  return `${BASE}${path}`;
}

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the `Idempotency-Key` of a money-moving call. */
  headers?: Record<string, string>;
}

/** One client for every call: cookies, bearer token, CSRF header, language; errors become ApiError. */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = { ...baseHeaders(), ...options.headers };
  const sentToken = getToken();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', (error as Error).message || 'Network error');
  }

  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }

  if (!response.ok) {
    const body = (payload ?? {}) as { code?: string; message?: string; errors?: Record<string, string[]> };
    // Only a refused token that is still the current one ends the session: a call that was in flight
    // while the person signed out (or in again) must not send them to the sign-in screen.
    if (response.status === 401 && sentToken && getToken() === sentToken) {
      setToken(null);
      onUnauthorized();
    }
    if (response.status === 419) console.error('CSRF token mismatch (419):', body.message ?? '');
    if (response.status === 503 && body.code === 'MAINTENANCE') onMaintenance(body.message ?? '');
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new ApiError(
      response.status,
      body.code ?? `HTTP_${response.status}`,
      body.message ?? response.statusText,
      body.errors,
      retryAfter,
    );
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
