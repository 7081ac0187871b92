import { ApiError } from '../../../lib/api-client.ts';

export type TFieldErrors = Record<string, string | undefined>;

/**
 * Splits an API failure into messages for the named fields (already translated by the server) and
 * one message for the form as a whole (undefined when every problem found its field).
 */
export function splitServerErrors(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fields: TFieldErrors; general: string | undefined } {
  if (!(error instanceof ApiError) || error.status === 0) return { fields: {}, general: fallback };
  const found: TFieldErrors = {};
  let placed = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (fields.includes(field) && messages[0]) {
      found[field] = messages[0];
      placed = true;
    }
  }
  return { fields: found, general: placed ? undefined : error.message || fallback };
}
