import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the server's field errors (`errors: { field: [message] }`) at their fields and returns a
 * message for the form as a whole, or undefined when every problem has a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallback: string,
): string | undefined {
  if (!(error instanceof ApiError)) return fallback;
  let placed = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (fields.includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
      placed = true;
    }
  }
  if (placed && error.status === 422) return undefined;
  if (error.status === 0) return fallback;
  return error.message || fallback;
}
