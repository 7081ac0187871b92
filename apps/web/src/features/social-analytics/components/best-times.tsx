import type { TSocialBestTimes, TSocialTimeBucket } from '@haat/shared/social/analytics-schemas';
import { clsx } from 'clsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { formatRate, hourName, weekdayName } from '../format.ts';

/** A bar's share of the longest bar, in percent (at least a sliver when there were posts). */
function widthOf(bucket: TSocialTimeBucket, max: number): number {
  if (bucket.posts === 0 || max === 0) return 0;
  return Math.max(4, Math.round((bucket.engagement / max) * 100));
}

/**
 * When posts did best: engagement (likes, comments and shares) per post by the weekday and the hour
 * they went out, as bars with their figures in words; best times are named only with enough posts.
 */
export function BestTimes({ data }: { data: TSocialBestTimes }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = (values: string[]) =>
    new Intl.ListFormat(languageInfo(lang).tag, { type: 'conjunction' }).format(values);
  return (
    <Card aria-labelledby="best-times-title">
      <h2 id="best-times-title" className="text-lg font-semibold">
        {t('social_analytics.best.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="best-summary">
        {!data.enough
          ? t('social_analytics.best.not_enough', {
              min: formatNumber(data.min_posts, lang),
              posts: formatNumber(data.posts, lang),
            })
          : data.best_weekdays.length === 0 && data.best_hours.length === 0
            ? t('social_analytics.best.no_pattern')
            : [
                data.best_weekdays.length > 0
                  ? t('social_analytics.best.summary_days', {
                      days: list(data.best_weekdays.map((day) => weekdayName(day, lang))),
                    })
                  : '',
                data.best_hours.length > 0
                  ? t('social_analytics.best.summary_hours', {
                      hours: list(data.best_hours.map((hour) => hourName(hour, lang))),
                    })
                  : '',
              ]
                .filter(Boolean)
                .join(' ')}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('social_analytics.best.how')}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Bars
          title={t('social_analytics.best.weekdays')}
          buckets={data.weekdays}
          best={data.best_weekdays}
          name={(day) => weekdayName(day, lang)}
          lang={lang}
          testId="best-weekdays"
        />
        <Bars
          title={t('social_analytics.best.hours')}
          buckets={data.hours.filter((bucket) => bucket.posts > 0)}
          best={data.best_hours}
          name={(hour) => hourName(hour, lang)}
          lang={lang}
          empty={t('social_analytics.best.no_posts')}
          testId="best-hours"
        />
      </div>
    </Card>
  );
}

function Bars({
  title,
  buckets,
  best,
  name,
  lang,
  empty,
  testId,
}: {
  title: string;
  buckets: TSocialTimeBucket[];
  best: number[];
  name: (at: number) => string;
  lang: TLanguageCode;
  empty?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const max = Math.max(0, ...buckets.map((bucket) => bucket.engagement));
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {buckets.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="space-y-1.5" data-testid={testId}>
          {buckets.map((bucket) => {
            const isBest = best.includes(bucket.at);
            return (
              <li
                key={bucket.at}
                className="grid grid-cols-[minmax(5.5rem,auto)_1fr] items-center gap-2 text-sm"
              >
                <span className={clsx('truncate', isBest && 'font-semibold')}>{name(bucket.at)}</span>
                <span className="flex min-w-0 items-center gap-2">
                  <span aria-hidden className="h-3 flex-1 rounded-full bg-slate-100 dark:bg-slate-800">
                    <span
                      className={clsx(
                        'block h-3 rounded-full',
                        isBest ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-slate-400 dark:bg-slate-500',
                      )}
                      style={{ width: `${widthOf(bucket, max)}%` }}
                    />
                  </span>
                  <span className="shrink-0 text-xs tabular-nums text-slate-700 dark:text-slate-300">
                    {bucket.posts === 0
                      ? t('social_analytics.best.bucket_none')
                      : t('social_analytics.best.bucket', {
                          rate: formatRate(bucket.engagement, lang),
                          posts: formatNumber(bucket.posts, lang),
                        })}
                    {isBest ? <span className="sr-only"> {t('social_analytics.best.best_mark')}</span> : null}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
