import type { z } from 'zod';

/*
 * zod skips an object's own checks (`.refine`, `.superRefine`) as soon as any of its fields failed,
 * so a rule between fields ("Passwords do not match", a phone that fits the country, a date range)
 * would only be reported in a second round, after the person fixed everything else. Every rule
 * between fields in Haat takes `ACROSS_FIELDS` (decision 018): it runs whenever the value is an
 * object, in the same round as the field rules. Such a rule reads the raw field values, which may be
 * invalid or of the wrong type, so it reads them through `textOf` and stays quiet about a field it
 * cannot judge (that field has its own message already).
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `when` of every cross-field `.refine` / `.superRefine`: run whenever the value is an object. */
export const ACROSS_FIELDS = {
  when: (payload: z.core.ParsePayload) => isRecord(payload.value),
} satisfies z.core.$ZodSuperRefineParams;

/** A field's value as text when it is a non-empty string, else undefined. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
