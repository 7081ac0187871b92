import { ApiError } from '../../../lib/api-client.ts';

/**
 * A refused call of this area as one message: at `field` when the server put it there (422, already
 * in the user's language), else for the form as a whole (a 409, 429 or network failure).
 */
export function splitError(
  error: unknown,
  field: string,
  fallback: string,
): { field?: string; general?: string } {
  if (!(error instanceof ApiError) || error.status === 0) return { general: fallback };
  const message = error.errors[field]?.[0];
  if (error.status === 422 && message) return { field: message };
  return { general: error.message || fallback };
}
