/** The words of a search: at most 8, each at most 40 characters (letters, marks and digits of any script). */
export function searchWords(q: string | undefined): string[] {
  return ((q ?? '').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .slice(0, 8)
    .map((word) => word.slice(0, 40));
}

/**
 * What the product list needs to search: a `to_tsquery('simple', …)` text where every word is a
 * prefix (`dhak:* & tea:*`), and the words joined by spaces for pg_trgm's word similarity.
 * Undefined when the query has no words (then nothing is filtered).
 */
export function toSearchTerms(q: string | undefined): { tsquery: string; text: string } | undefined {
  const words = searchWords(q);
  if (!words.length) return undefined;
  return { tsquery: words.map((word) => `${word}:*`).join(' & '), text: words.join(' ') };
}
