import type { TPostCalendarEntry } from '@haat/shared/social/post-schemas';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../../lib/use-page.ts';
import { hourOf, weekDays } from '../schedule-logic.ts';
import { formatDayLong, formatDayNumber, formatHour, formatWeekday } from './calendar-format.ts';
import type { TGridProps } from './month-grid.tsx';
import { PostChip } from './post-chip.tsx';
import { useDropTarget } from './use-drop-target.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The hour the grid opens at (earlier hours are a scroll up). */
const FIRST_SHOWN_HOUR = 7;

function HourCell({
  day,
  hour,
  isToday,
  entries,
  timeZone,
  onMove,
  onDrop,
}: {
  day: string;
  hour: number;
  isToday: boolean;
  entries: TPostCalendarEntry[];
  timeZone: string;
  onMove: TGridProps['onMove'];
  onDrop: TGridProps['onDrop'];
}) {
  const drop = useDropTarget((id) => onDrop(id, day, hour));
  return (
    <div
      {...drop.props}
      data-day={day}
      data-hour={hour}
      data-testid="calendar-hour"
      className={clsx(
        'min-h-12 min-w-0 space-y-1 border-e border-b border-slate-200 p-0.5 dark:border-slate-800',
        isToday ? 'bg-emerald-50/60 dark:bg-emerald-950/40' : 'bg-white dark:bg-slate-900',
        drop.over && 'bg-emerald-100 outline-2 -outline-offset-2 outline-emerald-600 dark:bg-emerald-900',
      )}
    >
      {entries.map((entry) => (
        <PostChip key={entry.post.id} entry={entry} timeZone={timeZone} onMove={onMove} />
      ))}
    </div>
  );
}

/** The week as hour rows under seven days: dropping a post on a row sets that hour. */
export function WeekGrid({ date, today, weekStart, timeZone, days, onMove, onDrop }: TGridProps) {
  const lang = useLanguage();
  const week = weekDays(date, weekStart);
  const scroller = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const opening = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current && opening.current)
      scroller.current.scrollTop = opening.current.offsetTop - (header.current?.offsetHeight ?? 0);
  }, []);
  const at = (day: string, hour: number) =>
    (days.get(day) ?? []).filter((entry) => hourOf(entry.local) === hour);
  return (
    <div
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative max-h-[36rem] overflow-auto rounded-xl border-s border-t border-slate-200 dark:border-slate-800"
      data-testid="week-grid"
    >
      <div className="grid min-w-[42rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
        <div
          ref={header}
          className="sticky top-0 z-10 col-span-8 grid grid-cols-subgrid bg-slate-100 dark:bg-slate-800"
        >
          <span className="border-e border-b border-slate-200 dark:border-slate-700" />
          {week.map((day) => (
            <h3
              key={day}
              aria-current={day === today ? 'date' : undefined}
              className={clsx(
                'border-e border-b border-slate-200 px-1 py-1.5 text-center text-xs font-semibold dark:border-slate-700',
                day === today
                  ? 'text-emerald-800 dark:text-emerald-300'
                  : 'text-slate-700 dark:text-slate-200',
              )}
            >
              <time dateTime={day}>
                <span aria-hidden>
                  {formatWeekday(day, lang)}{' '}
                  <span className={clsx(day === today && 'rounded-full bg-emerald-700 px-1.5 text-white')}>
                    {formatDayNumber(day, lang)}
                  </span>
                </span>
                <span className="sr-only">{formatDayLong(day, lang)}</span>
              </time>
            </h3>
          ))}
        </div>
        {HOURS.map((hour) => (
          <div key={hour} className="col-span-8 grid grid-cols-subgrid">
            <div
              ref={hour === FIRST_SHOWN_HOUR ? opening : undefined}
              className="border-e border-b border-slate-200 px-1 py-0.5 text-end text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400"
            >
              {formatHour(hour, lang)}
            </div>
            {week.map((day) => (
              <HourCell
                key={day}
                day={day}
                hour={hour}
                isToday={day === today}
                entries={at(day, hour)}
                timeZone={timeZone}
                onMove={onMove}
                onDrop={onDrop}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
