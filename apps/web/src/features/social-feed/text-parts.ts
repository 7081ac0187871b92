/*
 * A post's words as pieces to render as React nodes (never as HTML): plain text, web links, hashtags
 * and mentions of businesses. Only `http:`/`https:` addresses become links; a mention becomes a link
 * only when the post names that business (`@Name` or `@slug`) and the server listed it.
 */

export type TTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; slug: string };

export interface TMentionRef {
  name: string;
  slug: string;
}

/** `#tag` as the server reads it (letters of any script with their marks, digits, `_`; not inside a word or link). */
const HASHTAG = String.raw`(?<![\p{L}\p{M}\p{N}_/&#])#(?<tag>[\p{L}\p{M}\p{N}_]*[\p{L}\p{M}][\p{L}\p{M}\p{N}_]*)`;
const LINK = String.raw`(?<![\p{L}\p{N}_@.])(?<link>https?:\/\/[^\s<>"]+|www\.[^\s<>"]+)`;
/** Characters a link may not end with (punctuation after it in a sentence). */
const TRAILING = /^[.,;:!?'"»”’…)\]}]$/u;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A safe address for what looks like a link, or null (`javascript:`, broken). */
export function safeHref(raw: string): string | null {
  const candidate = /^www\./i.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** The link without sentence punctuation after it; a closing bracket stays when the link opened it. */
function trimLink(raw: string): string {
  let link = raw;
  while (link.length > 1) {
    const last = link.at(-1) ?? '';
    if (!TRAILING.test(last)) break;
    const opener = CLOSERS[last];
    if (opener && count(link, opener) >= count(link, last)) break;
    link = link.slice(0, -1);
  }
  return link;
}

function pattern(mentions: readonly TMentionRef[]): RegExp {
  const names = [
    ...new Set(mentions.flatMap((mention) => [mention.name.trim(), mention.slug.trim()]).filter(Boolean)),
  ].sort((a, b) => b.length - a.length);
  const mention = names.length
    ? String.raw`|(?<![\p{L}\p{M}\p{N}_@])@(?<mention>${names.map(escapeRegExp).join('|')})(?![\p{L}\p{M}\p{N}_])`
    : '';
  return new RegExp(`${LINK}|${HASHTAG}${mention}`, 'giu');
}

/** The pieces of `text`, in order; joined, their `text` is `text` again. */
export function textParts(text: string, mentions: readonly TMentionRef[] = []): TTextPart[] {
  const parts: TTextPart[] = [];
  let plain = '';
  let at = 0;
  const flush = () => {
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
  };
  for (const match of text.matchAll(pattern(mentions))) {
    const index = match.index ?? 0;
    if (index < at) continue;
    plain += text.slice(at, index);
    const groups = match.groups ?? {};
    if (groups.link) {
      const link = trimLink(groups.link);
      const href = safeHref(link);
      if (href) {
        flush();
        parts.push({ kind: 'link', text: link, href });
      } else plain += link;
      at = index + link.length;
    } else if (groups.tag) {
      flush();
      parts.push({ kind: 'hashtag', text: match[0], tag: groups.tag.normalize('NFC').toLowerCase() });
      at = index + match[0].length;
    } else if (groups.mention) {
      const named = groups.mention.toLowerCase();
      const found = mentions.find(
        (mention) =>
          mention.name.trim().toLowerCase() === named || mention.slug.trim().toLowerCase() === named,
      );
      if (found) {
        flush();
        parts.push({ kind: 'mention', text: match[0], slug: found.slug });
      } else plain += match[0];
      at = index + match[0].length;
    }
  }
  plain += text.slice(at);
  flush();
  return parts;
}

/** The mentioned businesses the words do not name, to list under the post. */
export function unnamedMentions<T extends TMentionRef>(
  parts: readonly TTextPart[],
  mentions: readonly T[],
): T[] {
  const named = new Set(parts.flatMap((part) => (part.kind === 'mention' ? [part.slug] : [])));
  return mentions.filter((mention) => !named.has(mention.slug));
}
