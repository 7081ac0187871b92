/*
 * Mentions in the composer's text, as pure rules: which `@word` the caret is in (the search to
 * suggest businesses for) and the text once a business is chosen for it. The feed links `@Name`
 * of the post's mentioned businesses (social-feed/text-parts.ts), so choosing writes the name.
 */

/** Characters a mention's word is made of: letters of any script with their marks, digits, `_`, `-`, joiners. */
const WORD = /[\p{L}\p{M}\p{N}_\-\u200C\u200D]/u;
/** What may not stand right before the `@` (an email address, `@@`). */
const BEFORE = /[\p{L}\p{M}\p{N}_@]/u;
/** Characters the word needs before suggestions open. */
export const MENTION_MIN = 2;

export interface TMentionQuery {
  /** Index of the `@`. */
  start: number;
  /** Index after the word (the caret may be inside it). */
  end: number;
  /** The word after the `@`, to search for. */
  query: string;
}

/**
 * The `@word` the caret is in or at the end of, when it starts with a letter and has at least
 * `MENTION_MIN` characters before the caret; otherwise null.
 */
export function mentionQueryAt(text: string, caret: number): TMentionQuery | null {
  if (caret < 0 || caret > text.length) return null;
  let start = caret;
  while (start > 0 && WORD.test(text.charAt(start - 1))) start -= 1;
  const at = start - 1;
  if (at < 0 || text.charAt(at) !== '@') return null;
  if (at > 0 && BEFORE.test(text.charAt(at - 1))) return null;
  const typed = text.slice(start, caret);
  if (typed.length < MENTION_MIN || !/^\p{L}/u.test(typed)) return null;
  let end = caret;
  while (end < text.length && WORD.test(text.charAt(end))) end += 1;
  return { start: at, end, query: text.slice(start, end) };
}

/**
 * The text with the `@word` replaced by `@Name ` (no second space when one follows already), and
 * where the caret goes: after that space.
 */
export function insertMention(
  text: string,
  at: TMentionQuery,
  name: string,
): { text: string; caret: number } {
  const before = text.slice(0, at.start);
  const after = text.slice(at.end);
  const spaced = /^\s/.test(after);
  const inserted = `@${name.trim()}${spaced ? '' : ' '}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length + (spaced ? 1 : 0) };
}
