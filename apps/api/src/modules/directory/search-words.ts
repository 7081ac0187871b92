/**
 * The words of a search: at most 8, each at most 40 characters (letters, marks and digits of any
 * script; cut by code point, so a letter outside the BMP is never split in half).
 */
export function searchWords(q: string | undefined): string[] {
  return ((q ?? '').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .slice(0, 8)
    .map((word) => Array.from(word).slice(0, 40).join(''));
}

/**
 * One operand of a tsquery text that stands for exactly `word`, whatever its characters: quoted,
 * with `\` and `'` escaped (tsquery's own escapes), so `&|!():*<>'\` in it are never operators.
 * Every tsquery the API builds goes through this; `word` must not be empty.
 */
export function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * What the product list needs to search: a `to_tsquery('simple', …)` text where every word is a
 * prefix (`'dhak':* & 'tea':*`), and the words joined by spaces for pg_trgm's word similarity.
 * Undefined when the query has no words (then nothing is filtered).
 */
export function toSearchTerms(q: string | undefined): { tsquery: string; text: string } | undefined {
  const words = searchWords(q);
  if (!words.length) return undefined;
  return { tsquery: words.map((word) => `${quoteLexeme(word)}:*`).join(' & '), text: words.join(' ') };
}
