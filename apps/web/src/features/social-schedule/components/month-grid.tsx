import type { TPostCalendarEntry } from '@haat/shared/social/post-schemas';
import { clsx } from 'clsx';
import { useLanguage } from '../../../lib/use-page.ts';
import { monthGrid, sameMonth, type TWeekStart } from '../schedule-logic.ts';
import { formatDayLong, formatDayNumber, formatWeekday } from './calendar-format.ts';
import { PostChip } from './post-chip.tsx';
import { useDropTarget } from './use-drop-target.ts';

export interface TGridProps {
  date: string;
  today: string;
  weekStart: TWeekStart;
  timeZone: string;
  days: Map<string, TPostCalendarEntry[]>;
  onMove: (entry: TPostCalendarEntry) => void;
  /** A post dropped on a day (and, in the week view, an hour). */
  onDrop: (postId: string, day: string, hour?: number) => void;
}

function DayCell({
  day,
  inMonth,
  isToday,
  entries,
  timeZone,
  onMove,
  onDrop,
}: {
  day: string;
  inMonth: boolean;
  isToday: boolean;
  entries: TPostCalendarEntry[];
  timeZone: string;
  onMove: TGridProps['onMove'];
  onDrop: TGridProps['onDrop'];
}) {
  const lang = useLanguage();
  const drop = useDropTarget((id) => onDrop(id, day));
  return (
    <li
      {...drop.props}
      data-day={day}
      data-testid="calendar-day"
      aria-current={isToday ? 'date' : undefined}
      className={clsx(
        'flex min-h-28 min-w-0 flex-col gap-1 border-e border-b border-slate-200 p-1 dark:border-slate-800',
        inMonth
          ? 'bg-white dark:bg-slate-900'
          : 'bg-slate-50 text-slate-500 dark:bg-slate-950 dark:text-slate-400',
        drop.over && 'bg-emerald-50 outline-2 -outline-offset-2 outline-emerald-600 dark:bg-emerald-950',
      )}
    >
      <h3 className="flex justify-end">
        <time
          dateTime={day}
          className={clsx(
            'grid size-7 place-items-center rounded-full text-sm',
            isToday && 'bg-emerald-700 font-bold text-white',
          )}
        >
          <span aria-hidden>{formatDayNumber(day, lang)}</span>
          <span className="sr-only">{formatDayLong(day, lang)}</span>
        </time>
      </h3>
      {entries.length > 0 ? (
        <ul className="space-y-1">
          {entries.map((entry) => (
            <li key={entry.post.id}>
              <PostChip entry={entry} timeZone={timeZone} onMove={onMove} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The month as whole weeks (the days around it greyed), each day a place to drop a post on. */
export function MonthGrid({ date, today, weekStart, timeZone, days, onMove, onDrop }: TGridProps) {
  const lang = useLanguage();
  const weeks = monthGrid(date, weekStart);
  return (
    <div className="overflow-hidden rounded-xl border-s border-t border-slate-200 dark:border-slate-800">
      <div aria-hidden className="grid grid-cols-7 bg-slate-100 dark:bg-slate-800">
        {weeks[0]?.map((day) => (
          <div
            key={day}
            className="border-e border-b border-slate-200 px-2 py-1.5 text-center text-xs font-semibold text-slate-700 dark:border-slate-700 dark:text-slate-200"
          >
            {formatWeekday(day, lang)}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7" data-testid="month-grid">
        {weeks.flat().map((day) => (
          <DayCell
            key={day}
            day={day}
            inMonth={sameMonth(day, date)}
            isToday={day === today}
            entries={days.get(day) ?? []}
            timeZone={timeZone}
            onMove={onMove}
            onDrop={onDrop}
          />
        ))}
      </ol>
    </div>
  );
}
