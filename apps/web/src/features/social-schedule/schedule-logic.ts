import type { TPostCalendarEntry } from '@haat/shared/social/post-schemas';
import type { TLanguageCode } from '../../lib/languages.ts';
import { fromWallClock, toWallClock } from '../social-posts/post-logic.ts';

/*
 * The calendar's pure date rules: days as `YYYY-MM-DD` texts (no Date objects, so no zone of the
 * browser creeps in), month grids with the days before and after the month, weeks, where a post
 * lands when moved to another day (keeping its time, or taking an hour), and the time sent to the
 * server in the post's own zone.
 */

export type TView = 'month' | 'week';
export const VIEWS: readonly TView[] = ['month', 'week'];
/** 0 Sunday, 1 Monday, 6 Saturday. */
export type TWeekStart = 0 | 1 | 6;

/**
 * The first day of the week per language, as calendars of its main readers have it (CLDR): Sunday
 * for English (US) and Bengali (Bangladesh), Saturday for Arabic, Monday for the rest.
 */
const WEEK_START: Record<TLanguageCode, TWeekStart> = {
  en: 0,
  bn: 0,
  ar: 6,
  ch: 1,
  fr: 1,
  gr: 1,
  it: 1,
  ru: 1,
  sp: 1,
};

export function weekStartOf(lang: TLanguageCode): TWeekStart {
  return WEEK_START[lang] ?? 1;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real `YYYY-MM-DD` date. */
export function isDate(value: string | null | undefined): value is string {
  const match = DATE.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcOf(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `date` plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const at = utcOf(date);
  at.setUTCDate(at.getUTCDate() + days);
  return isoDay(at);
}

/** The same day `months` later, or the month's last day when it has no such day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return isoDay(first);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return utcOf(date).getUTCDay();
}

/** The first day of the week holding `date`. */
export function startOfWeek(date: string, weekStart: TWeekStart): string {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** The seven days of the week holding `date`, from its first day. */
export function weekDays(date: string, weekStart: TWeekStart): string[] {
  const first = startOfWeek(date, weekStart);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/**
 * The weeks shown for the month holding `date`: whole weeks from the one holding the 1st to the one
 * holding the last day, so the days before and after the month fill the first and last rows.
 */
export function monthGrid(date: string, weekStart: TWeekStart): string[][] {
  const first = `${date.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let start = startOfWeek(first, weekStart); start <= last; start = addDays(start, 7))
    weeks.push(weekDays(start, weekStart));
  return weeks;
}

/** The first and last day the view shows (the API's `from` and `to`). */
export function rangeOf(view: TView, date: string, weekStart: TWeekStart): { from: string; to: string } {
  const days = view === 'month' ? monthGrid(date, weekStart).flat() : weekDays(date, weekStart);
  return { from: days[0] ?? date, to: days[days.length - 1] ?? date };
}

/** The date the previous / next button shows. */
export function stepDate(view: TView, date: string, step: -1 | 1): string {
  return view === 'month' ? addMonths(`${date.slice(0, 7)}-01`, step) : addDays(date, 7 * step);
}

/** Today in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return toWallClock(now, timeZone).slice(0, 10);
}

/** Whether `day` is in the month of `date`. */
export function sameMonth(day: string, date: string): boolean {
  return day.slice(0, 7) === date.slice(0, 7);
}

/** The hour (0–23) of a wall-clock `YYYY-MM-DDTHH:mm`. */
export function hourOf(local: string): number {
  return Number(local.slice(11, 13));
}

/** The calendar's entries by their day (`local`'s date), in their order. */
export function entriesByDay(entries: readonly TPostCalendarEntry[]): Map<string, TPostCalendarEntry[]> {
  const days = new Map<string, TPostCalendarEntry[]>();
  for (const entry of entries) {
    const day = entry.local.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return days;
}

/** Only a scheduled post moves: a published one is history, one being published is on its way. */
export function isMovable(entry: Pick<TPostCalendarEntry, 'post'>): boolean {
  return entry.post.status === 'scheduled';
}

/**
 * Where a post at wall-clock `local` lands when dropped on `day`: the same time on that day, or
 * that day at `hour` (keeping the minutes) when dropped on an hour row of the week view.
 */
export function moveToDay(local: string, day: string, hour?: number): string {
  const time = local.slice(11, 16);
  if (hour === undefined) return `${day}T${time}`;
  return `${day}T${String(hour).padStart(2, '0')}:${time.slice(3, 5)}`;
}

/**
 * The body of a reschedule: a wall-clock time chosen in the calendar's zone, said in the post's
 * own zone (so the post keeps the zone its author chose), or in the calendar's when the post has
 * none or the time does not exist. Undefined when `local` is not a real time.
 */
export function rescheduleBody(
  local: string,
  viewZone: string,
  postZone: string | null,
): { scheduled_for: string; time_zone: string; at: Date } | undefined {
  const at = fromWallClock(local, viewZone);
  if (!at) return undefined;
  if (!postZone || postZone === viewZone) return { scheduled_for: local, time_zone: viewZone, at };
  try {
    return { scheduled_for: toWallClock(at, postZone), time_zone: postZone, at };
  } catch {
    return { scheduled_for: local, time_zone: viewZone, at };
  }
}

/** The first words of a post, for a small calendar chip. */
export function firstWords(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.lastIndexOf(' ', max);
  return `${flat.slice(0, cut > max / 2 ? cut : max).trimEnd()}…`;
}
