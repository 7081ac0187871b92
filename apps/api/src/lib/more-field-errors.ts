/*
 * A route whose schema failed may still judge some fields on the server (an email already taken, a
 * weak password). It takes the schema's error with `attachValidation`, adds those messages here and
 * throws it; the error handler answers one 422 with both (decision 018).
 */
const MORE = Symbol('moreFieldErrors');

type TWithMore = { [MORE]?: Record<string, string> };

/** Adds message keys for fields the schema's error does not already name. */
export function withMoreFieldErrors<E extends Error>(error: E, more: Record<string, string>): E {
  (error as E & TWithMore)[MORE] = more;
  return error;
}

export function moreFieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return typeof error === 'object' && error !== null ? (error as TWithMore)[MORE] : undefined;
}
