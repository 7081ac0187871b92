import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A readable, unguessable slug: the Latin letters of `name` (accents dropped) plus six random
 * characters, e.g. `nusrat-jahan-k4q2ps`; `<fallback>-…` when the name has no Latin letters.
 */
export function makeSlug(name: string, fallback: string): string {
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
  return `${base.length >= 2 ? base : fallback}-${suffix}`;
}
