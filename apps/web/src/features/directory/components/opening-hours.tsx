import { localDayAndMinute, type TWeekday, WEEKDAYS } from '@haat/shared/directory/hours';
import type { TBusiness } from '@haat/shared/directory/schemas';
import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatOnce } from '../../../lib/render-scope.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { formatTime, weekdayName } from '../format.ts';
import { OpenPill } from './badges.tsx';

/**
 * Today in the business's own time zone (its hours are in that zone). Named by the quarter hour:
 * every zone's midnight falls on one, and hydration reuses the server render's answer.
 */
export function todayAt(timeZone: string): TWeekday {
  const quarter = Math.floor(Date.now() / 900_000);
  const day = formatOnce(`today|${timeZone}|${quarter}`, () => {
    try {
      return localDayAndMinute(new Date(), timeZone).day;
    } catch {
      return localDayAndMinute(new Date(), 'Asia/Dhaka').day;
    }
  });
  return day as TWeekday;
}

/** `09:00 – 18:00` in the language's way of writing times; "Open 24 hours"; "Closed". */
export function useHoursText() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (day: TBusiness['hours'][TWeekday]) => {
    if (!day) return t('directory.hours.closed');
    if (day.open === '00:00' && day.close === '24:00') return t('directory.hours.all_day');
    return t('directory.hours.range', {
      open: formatTime(day.open, lang),
      close: formatTime(day.close, lang),
    });
  };
}

/** The week's opening hours with today marked, and whether the business is open now. */
export function OpeningHours({ business }: { business: TBusiness }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hoursText = useHoursText();
  const today = todayAt(business.time_zone);
  const listed = WEEKDAYS.some((day) => business.hours[day]);
  return (
    <Card aria-labelledby="hours-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="hours-title" className="flex items-center gap-2 text-lg font-semibold">
          <Clock aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
          {t('directory.hours.title')}
        </h2>
        {listed ? <OpenPill open={business.open_now} /> : null}
      </div>
      {listed ? (
        <table className="w-full text-sm" data-testid="opening-hours">
          <caption className="sr-only">{t('directory.hours.title')}</caption>
          <tbody>
            {WEEKDAYS.map((day) => {
              const isToday = day === today;
              return (
                <tr
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={clsx(
                    isToday
                      ? 'bg-emerald-50 font-semibold text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
                      : 'text-slate-800 dark:text-slate-200',
                  )}
                >
                  <th scope="row" className="rounded-s-md py-1.5 ps-2 text-start font-[inherit]">
                    {weekdayName(day, lang)}
                    {isToday ? (
                      <span className="ms-2 rounded-full bg-emerald-700 px-1.5 py-0.5 text-xs font-medium text-white">
                        {t('directory.hours.today')}
                      </span>
                    ) : null}
                  </th>
                  <td
                    className={clsx(
                      'rounded-e-md py-1.5 pe-2 text-end',
                      !business.hours[day] && !isToday && 'text-slate-600 dark:text-slate-400',
                    )}
                  >
                    {hoursText(business.hours[day])}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('directory.hours.none')}</p>
      )}
      {listed && business.time_zone !== 'Asia/Dhaka' ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t('directory.hours.time_zone', { zone: business.time_zone })}
        </p>
      ) : null}
    </Card>
  );
}
