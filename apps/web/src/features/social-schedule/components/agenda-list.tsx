import type { TPostCalendarEntry } from '@haat/shared/social/post-schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { formatDayLong } from './calendar-format.ts';
import { PostChip } from './post-chip.tsx';

/** The small screen's calendar: only the shown days that have posts, one after another. */
export function AgendaList({
  days,
  shown,
  today,
  timeZone,
  onMove,
}: {
  days: Map<string, TPostCalendarEntry[]>;
  /** Whether a day belongs to the view (the month view leaves out its neighbours' days). */
  shown: (day: string) => boolean;
  today: string;
  timeZone: string;
  onMove: (entry: TPostCalendarEntry) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = [...days.entries()].filter(([day]) => shown(day)).sort(([a], [b]) => a.localeCompare(b));
  if (list.length === 0) return null;
  return (
    <ol className="space-y-3" data-testid="agenda">
      {list.map(([day, entries]) => (
        <li key={day} aria-current={day === today ? 'date' : undefined}>
          <h3
            className={clsx(
              'mb-1 text-sm font-semibold',
              day === today ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-800 dark:text-slate-200',
            )}
          >
            <time dateTime={day}>{formatDayLong(day, lang)}</time>
            {day === today ? ` · ${t('schedule.today')}` : null}
          </h3>
          <ul className="space-y-1.5">
            {entries.map((entry) => (
              <li key={entry.post.id}>
                <PostChip entry={entry} timeZone={timeZone} onMove={onMove} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
