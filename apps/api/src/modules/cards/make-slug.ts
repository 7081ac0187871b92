import { makeSlug as makeReadableSlug } from '../../lib/slugs.ts';

/** A slug for a new card, e.g. `nusrat-jahan-k4q2ps`; `card-…` when the name has no Latin letters. */
export function makeSlug(fullName: string): string {
  return makeReadableSlug(fullName, 'card');
}
