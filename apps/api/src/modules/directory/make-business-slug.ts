import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A readable slug for a new business: the Latin letters of its name (accents dropped) plus six
 * random characters, e.g. `dhaka-tea-house-k4q2ps`; `business-…` for names without Latin letters.
 */
export function makeBusinessSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${base.length >= 2 ? base : 'business'}-${suffix}`;
}
