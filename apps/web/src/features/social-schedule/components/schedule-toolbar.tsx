import { ChevronLeft, ChevronRight, Globe2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { safeZoneLabel } from '../../social-posts/components/post-time.ts';
import { stepDate, type TView, type TWeekStart, VIEWS, weekDays } from '../schedule-logic.ts';
import { formatDayShort, formatMonthTitle } from './calendar-format.ts';

/** The shown month or week as a heading, previous / today / next, month or week, and the zone. */
export function ScheduleToolbar({
  view,
  date,
  today,
  weekStart,
  timeZone,
  onShow,
}: {
  view: TView;
  date: string;
  today: string;
  weekStart: TWeekStart;
  timeZone: string;
  onShow: (next: { view?: TView; date?: string }) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const week = weekDays(date, weekStart);
  const title =
    view === 'month'
      ? formatMonthTitle(date, lang)
      : `${formatDayShort(week[0] ?? date, lang)} – ${formatDayShort(week[6] ?? date, lang)}`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="calendar-heading"
          className="text-xl font-semibold"
          aria-live="polite"
          data-testid="calendar-title"
        >
          {title}
        </h2>
        <ChoiceChips
          legend={t('schedule.view.legend')}
          choices={VIEWS.map((value) => ({ value, label: t(`schedule.view.${value}`) }))}
          value={view}
          onChange={(next) => onShow({ view: next })}
          testIdPrefix="view"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onShow({ date: stepDate(view, date, -1) })}
            aria-label={t(`schedule.nav.previous_${view}`)}
            data-testid="calendar-previous"
          >
            <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onShow({ date: today })}
            disabled={date === today}
          >
            {t('schedule.today')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onShow({ date: stepDate(view, date, 1) })}
            aria-label={t(`schedule.nav.next_${view}`)}
            data-testid="calendar-next"
          >
            <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Button>
        </div>
        <p
          className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300"
          data-testid="calendar-zone"
        >
          <Globe2 aria-hidden className="size-4" />
          {t('schedule.zone', { zone: safeZoneLabel(timeZone) })}
        </p>
      </div>
    </div>
  );
}
