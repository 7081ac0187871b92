/*
 * Opening hours: one interval per weekday (`null` = closed). An interval whose closing time is not
 * after its opening time runs past midnight (`18:00`–`02:00`); `00:00`–`24:00` is all day.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

export interface TDayHours {
  open: string;
  close: string;
}
export type TOpeningHours = Record<TWeekday, TDayHours | null>;

export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** `09:30` → 570 minutes after midnight; `24:00` → 1440. */
export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Answers of `isTimeZone` so far: making a formatter to find out costs far more than a lookup. */
const KNOWN_ZONES = new Map<string, boolean>();

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  const known = KNOWN_ZONES.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  // Bounded: the zones come from user input, and there are only a few hundred real ones.
  if (KNOWN_ZONES.size >= 1000) KNOWN_ZONES.clear();
  KNOWN_ZONES.set(zone, valid);
  return valid;
}

const SHORT_DAYS: Record<string, TWeekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** Formatters per time zone (making one costs far more than using it). */
const FORMATS = new Map<string, Intl.DateTimeFormat>();
/** Answers for recent minutes per time zone: a list shows many businesses in the same minute. */
const RECENT = new Map<string, { day: TWeekday; minute: number }>();

/** The weekday and minute of the day at `at` in `timeZone`. */
export function localDayAndMinute(at: Date, timeZone: string): { day: TWeekday; minute: number } {
  const key = `${timeZone}|${Math.floor(at.getTime() / 60_000)}`;
  const known = RECENT.get(key);
  if (known) return known;
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    FORMATS.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const local = {
    day: SHORT_DAYS[get('weekday')] ?? 'mon',
    minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
  };
  if (RECENT.size > 1000) RECENT.clear();
  RECENT.set(key, local);
  return local;
}

/** Whether the business is open at `at`, reading its hours in its own time zone. */
export function isOpenAt(hours: TOpeningHours, timeZone: string, at: Date = new Date()): boolean {
  const { day, minute } = localDayAndMinute(at, isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
  const index = WEEKDAYS.indexOf(day);
  const today = hours[day];
  if (today) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    if (close > open ? minute >= open && minute < close : minute >= open) return true;
  }
  // Yesterday's interval may run past midnight into today.
  const yesterday = hours[WEEKDAYS[(index + 6) % 7] ?? 'sun'];
  if (yesterday) {
    const open = minutesOf(yesterday.open);
    const close = minutesOf(yesterday.close);
    if (close <= open && minute < close) return true;
  }
  return false;
}
