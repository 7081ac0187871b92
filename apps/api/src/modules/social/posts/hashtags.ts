/** Hashtags kept per post. */
const MAX_HASHTAGS = 30;
const MAX_HASHTAG_LENGTH = 100;

/**
 * `#word` tags of a post's text, lower-cased, without `#`, each once, in order of appearance. A tag
 * is letters (any script, with their combining marks: Bengali vowel signs are marks), digits and
 * `_`; a `#` inside a word or a link (`page#top`, `/#/x`) starts none.
 */
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_/&#])#([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}][\p{L}\p{M}\p{N}_]*)/gu;

export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) {
    const tag = (match[1] ?? '').normalize('NFC').toLowerCase();
    if (tag.length > 0 && tag.length <= MAX_HASHTAG_LENGTH) tags.add(tag);
    if (tags.size >= MAX_HASHTAGS) break;
  }
  return [...tags];
}
