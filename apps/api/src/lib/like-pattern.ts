/** `text` for a LIKE/ILIKE pattern, with `\`, `%` and `_` taken literally (PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
