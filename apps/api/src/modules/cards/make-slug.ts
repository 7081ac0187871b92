import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomSuffix(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * A readable, unguessable slug for a new card: the Latin letters of the name (accents dropped)
 * plus a random suffix, e.g. `nusrat-jahan-k4q2ps`; `card-…` when the name has no Latin letters.
 */
export function makeSlug(fullName: string): string {
  const base = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return `${base.length >= 2 ? base : 'card'}-${randomSuffix(6)}`;
}
