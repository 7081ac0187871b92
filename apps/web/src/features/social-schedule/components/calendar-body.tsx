import type { TPostCalendarEntry } from '@haat/shared/social/post-schemas';
import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCalendar } from '../api/get-calendar.ts';
import {
  entriesByDay,
  moveToDay,
  rangeOf,
  sameMonth,
  type TView,
  type TWeekStart,
} from '../schedule-logic.ts';
import { AgendaList } from './agenda-list.tsx';
import { MonthGrid } from './month-grid.tsx';
import type { TMoveTarget } from './use-move-post.ts';
import { WeekGrid } from './week-grid.tsx';

/**
 * The shown month or week with its posts: the grid from `sm` up (drag a scheduled post to another
 * day or hour), the agenda below it; loading, error and empty states.
 */
export function CalendarBody({
  view,
  date,
  today,
  weekStart,
  timeZone,
  onAskMove,
  onMove,
}: {
  view: TView;
  date: string;
  today: string;
  weekStart: TWeekStart;
  timeZone: string;
  onAskMove: (target: TMoveTarget) => void;
  onMove: (target: TMoveTarget, local: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { from, to } = rangeOf(view, date, weekStart);
  const calendar = useCalendar(from, to, timeZone);

  if (calendar.isPending) return <Skeleton className="h-96" />;
  if (calendar.isError)
    return (
      <Alert tone="error">
        <p>{t('schedule.error')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => calendar.refetch()}>
          {t('schedule.retry')}
        </Button>
      </Alert>
    );

  const entries = calendar.data.entries;
  const days = entriesByDay(entries);
  const targetOf = (entry: TPostCalendarEntry): TMoveTarget => ({
    id: entry.post.id,
    local: entry.local,
    postZone: entry.post.time_zone,
  });
  const askMove = (entry: TPostCalendarEntry) => onAskMove(targetOf(entry));
  const drop = (postId: string, day: string, hour?: number) => {
    const entry = entries.find((item) => item.post.id === postId);
    if (entry?.post.status !== 'scheduled') return;
    void onMove(targetOf(entry), moveToDay(entry.local, day, hour));
  };
  const shown = (day: string) => (view === 'month' ? sameMonth(day, date) : day >= from && day <= to);
  const empty = ![...days.keys()].some(shown);
  const grid = { date, today, weekStart, timeZone, days, onMove: askMove, onDrop: drop };

  return (
    <div className="space-y-3" aria-busy={calendar.isPlaceholderData} data-testid="calendar">
      {empty ? (
        <EmptyState icon={<CalendarPlus className="size-8" />} title={t(`schedule.empty.${view}`)}>
          <Link
            to="/social/posts"
            className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {t('schedule.empty.write')}
          </Link>
        </EmptyState>
      ) : null}
      <div className={calendar.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <div className="hidden sm:block">
          {view === 'month' ? <MonthGrid {...grid} /> : <WeekGrid {...grid} />}
        </div>
        <div className="sm:hidden">
          <AgendaList days={days} shown={shown} today={today} timeZone={timeZone} onMove={askMove} />
        </div>
      </div>
    </div>
  );
}
