import type { TSocialAnalytics, TSocialTotals } from '@haat/shared/social/analytics-schemas';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { changeOf } from '../format.ts';

export const TOTALS = [
  'posts',
  'views',
  'likes',
  'comments',
  'shares',
  'followers',
] as const satisfies readonly (keyof TSocialTotals)[];

/** The six totals of the days, each with its change against the days just before. */
export function TotalsCards({ data }: { data: TSocialAnalytics }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="analytics-totals">
      {TOTALS.map((key) => {
        const change = changeOf(data.totals[key], data.previous[key], lang);
        return (
          <Card key={key} as="div" className="min-w-0">
            <dt className="text-sm text-slate-700 dark:text-slate-300">
              {t(`social_analytics.totals.${key}`)}
            </dt>
            <dd
              className="break-words text-2xl font-bold tabular-nums sm:text-3xl"
              data-testid={`total-${key}`}
            >
              {formatNumber(data.totals[key], lang)}
            </dd>
            <dd
              className={clsx(
                'flex items-center gap-1 text-xs',
                change.kind === 'up'
                  ? 'text-emerald-800 dark:text-emerald-300'
                  : change.kind === 'down'
                    ? 'text-red-800 dark:text-red-300'
                    : 'text-slate-600 dark:text-slate-400',
              )}
              data-testid={`change-${key}`}
            >
              {change.kind === 'up' ? <ArrowUpRight aria-hidden className="size-3.5 shrink-0" /> : null}
              {change.kind === 'down' ? <ArrowDownRight aria-hidden className="size-3.5 shrink-0" /> : null}
              {change.kind === 'up' || change.kind === 'down'
                ? t(`social_analytics.change.${change.kind}`, { percent: change.percent })
                : t(`social_analytics.change.${change.kind}`)}
            </dd>
          </Card>
        );
      })}
    </dl>
  );
}
