import { makeSlug } from '../../lib/slugs.ts';

/** A slug for a new business, e.g. `dhaka-tea-house-k4q2ps`; `business-…` for names without Latin letters. */
export function makeBusinessSlug(name: string): string {
  return makeSlug(name, 'business');
}
