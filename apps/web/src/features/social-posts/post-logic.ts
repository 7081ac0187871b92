import { POST_TEXT_LIMITS, type TSocialPlatform } from '@haat/shared/social/constants';
import { fromWallClock, toWallClock, zoneOffsetMinutes } from '@haat/shared/social/wall-clock';

/*
 * The composer's pure rules: characters per platform, where each platform folds a long text
 * ("…see more"), the text's hashtags and links, and time zones (wall-clock times come from
 * @haat/shared/social/wall-clock, the server's own, so a past time is refused before sending).
 */

/** The text as the server keeps it: line ends made `\n`, outer spaces trimmed. */
export function normaliseText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** Characters as the server counts them (code points of the kept text: an emoji is one). */
export function textLength(text: string): number {
  return [...normaliseText(text)].length;
}

export interface TLimitCheck {
  platform: TSocialPlatform;
  used: number;
  limit: number;
  /** Characters still free; negative when over. */
  left: number;
  over: boolean;
}

/** One check per chosen platform, in the given order, each platform once. */
export function limitChecks(text: string, platforms: readonly TSocialPlatform[]): TLimitCheck[] {
  const used = textLength(text);
  return [...new Set(platforms)].map((platform) => {
    const limit = POST_TEXT_LIMITS[platform];
    return { platform, used, limit, left: limit - used, over: used > limit };
  });
}

/**
 * Characters each platform shows before folding a long text behind "…see more": LinkedIn folds
 * after about three lines (~210 characters), Facebook after about five (~480); our feed at 600.
 * Approximations, as the platforms fold by lines on the reader's screen.
 */
export const PREVIEW_FOLD: Record<TSocialPlatform, number> = { feed: 600, facebook: 480, linkedin: 210 };

/** The part of `text` a platform shows before "…see more", cut at a space when one is near. */
export function foldText(text: string, platform: TSocialPlatform): { shown: string; folded: boolean } {
  const kept = normaliseText(text);
  const fold = PREVIEW_FOLD[platform];
  if (kept.length <= fold) return { shown: kept, folded: false };
  let cut = fold;
  // Never split a surrogate pair (an emoji) in two.
  if (/[\uD800-\uDBFF]/.test(kept.charAt(cut - 1))) cut -= 1;
  const space = kept.lastIndexOf(' ', cut);
  if (space > fold * 0.7) cut = space;
  return { shown: kept.slice(0, cut).trimEnd(), folded: true };
}

export type TTextPart = { kind: 'text' | 'hashtag' | 'link' | 'mention'; value: string };

/** The server's hashtag rule (posts/hashtags.ts): letters of any script with their marks, digits, `_`. */
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_/&#])#[\p{L}\p{M}\p{N}_]*[\p{L}\p{M}][\p{L}\p{M}\p{N}_]*/u;
/** http(s) addresses and `www.` ones, without the sentence's closing punctuation. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]}'’]/iu;

/** `@Name` of a mentioned business, as the feed links it (social-feed/text-parts.ts). */
function mentionSource(names: readonly string[]): string {
  const kept = [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (kept.length === 0) return '';
  const escaped = kept.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `|(?<![\\p{L}\\p{M}\\p{N}_@])@(?:${escaped.join('|')})(?![\\p{L}\\p{M}\\p{N}_])`;
}

/** The text cut into plain runs, hashtags, links and `@Name`s of `mentions`, to show all but the first highlighted. */
export function textParts(text: string, mentions: readonly string[] = []): TTextPart[] {
  const tokens = new RegExp(`${HASHTAG.source}|${LINK.source}${mentionSource(mentions)}`, 'giu');
  const parts: TTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(tokens)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    const kind = match[0].startsWith('#') ? 'hashtag' : match[0].startsWith('@') ? 'mention' : 'link';
    parts.push({ kind, value: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** The address a link part opens (`www.x.com` → `https://www.x.com`). */
export function linkHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/* Time zones */

export { fromWallClock, toWallClock, zoneOffsetMinutes };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `GMT+6`, `GMT+5:30`, `GMT-3:30`, `GMT`. */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
}

/** `Asia/Dhaka (GMT+6)`: the zone and its offset at `at`. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  return `${timeZone} (${offsetLabel(zoneOffsetMinutes(at, timeZone))})`;
}

/** The browser's time zone, or UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether Intl knows `name` as a time zone. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone the browser knows, with `current` first when it is missing. */
export function timeZoneNames(current: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The date and time inputs' first values: the next full hour after an hour from now, in the zone. */
export function defaultSchedule(timeZone: string, now: Date = new Date()): { date: string; time: string } {
  const next = new Date(Math.ceil((now.getTime() + 3_600_000) / 3_600_000) * 3_600_000);
  const [date = '', time = ''] = toWallClock(next, timeZone).split('T');
  return { date, time };
}

export type TScheduleProblem = 'missing' | 'invalid' | 'past';

/** What is wrong with a chosen date and time in `timeZone`, if anything. */
export function scheduleProblem(
  date: string,
  time: string,
  timeZone: string,
  now: Date = new Date(),
): TScheduleProblem | undefined {
  if (!date || !time) return 'missing';
  if (!isTimeZone(timeZone)) return 'invalid';
  const at = fromWallClock(`${date}T${time.slice(0, 5)}`, timeZone);
  if (!at) return 'invalid';
  if (at.getTime() <= now.getTime()) return 'past';
  return undefined;
}

export type TRelativeUnit = 'minute' | 'hour' | 'day';

/** "in 3 hours" / "5 minutes ago" as a number and unit for Intl.RelativeTimeFormat. */
export function relativeAmount(at: Date, now: Date = new Date()): { value: number; unit: TRelativeUnit } {
  const diff = at.getTime() - now.getTime();
  const minutes = Math.round(diff / 60_000);
  if (Math.abs(minutes) < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.round(diff / 3_600_000);
  if (Math.abs(hours) < 24) return { value: hours, unit: 'hour' };
  return { value: Math.round(diff / 86_400_000), unit: 'day' };
}
