/*
 * Shared by the API and the screens (social scheduling, analytics days).
 * Wall-clock times in a time zone (`2026-12-01T09:30` in `Asia/Dhaka`) to and from UTC instants,
 * with Intl only. A time that does not exist in the zone (skipped by a daylight-saving change) moves
 * forward by the gap, as calendars do; a time that happens twice (clocks put back) is the first.
 */

const FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    // Bounded: zones come from users, and there are only a few hundred real ones.
    if (FORMATS.size >= 1000) FORMATS.clear();
    FORMATS.set(timeZone, format);
  }
  return format;
}

interface TParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsAt(at: Date, timeZone: string): TParts {
  const parts = formatOf(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** Milliseconds the zone is ahead of UTC at `at`. */
function offsetAt(at: Date, timeZone: string): number {
  const p = partsAt(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Minutes the zone is ahead of UTC at `at` (`Asia/Dhaka`: 360). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  return Math.round(offsetAt(at, timeZone) / 60_000);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `YYYY-MM-DDTHH:mm` of `at` in `timeZone`. */
export function toWallClock(at: Date, timeZone: string): string {
  const p = partsAt(at, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The fields of `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` when they name a real calendar date and time. */
export function parseWallClock(value: string): TParts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59) return undefined;
  return { year, month, day, hour: hour ?? 0, minute: minute ?? 0, second: 0 };
}

/**
 * The UTC instant of a wall-clock time (`YYYY-MM-DDTHH:mm` or a date, meaning its midnight) in
 * `timeZone`, or undefined when the text is not a real date and time.
 */
export function fromWallClock(value: string, timeZone: string): Date | undefined {
  const p = parseWallClock(value);
  if (!p) return undefined;
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  // The offsets half a day either side: the earlier reading wins for a repeated time.
  const before = offsetAt(new Date(asUtc - 3_600_000 * 12), timeZone);
  const after = offsetAt(new Date(asUtc + 3_600_000 * 12), timeZone);
  for (const offset of before === after ? [before] : [before, after]) {
    const candidate = new Date(asUtc - offset);
    if (offsetAt(candidate, timeZone) === offset) return candidate;
  }
  // In a gap (clocks put forward): neither offset reads back; read with the offset before the
  // change, the time lands the gap's length later (02:30 → 03:30).
  return new Date(asUtc - before);
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  const p = parseWallClock(date);
  if (!p) throw new Error(`not a date: ${date}`);
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return next.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Intl's canonical name of an IANA zone (`asia/dhaka` → `Asia/Dhaka`), or undefined. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
