import type { TSellerAnalytics } from '@haat/shared/orders/seller-schemas';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { TrendChart } from '../../../components/ui/trend-chart.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { formatPercent } from '../format.ts';

const TOTALS = ['views', 'orders', 'revenue', 'conversion'] as const;

/** Totals, the per-day charts and the top products of one period. */
export function AnalyticsReport({ data }: { data: TSellerAnalytics }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dates = data.series.map((point) => point.day);
  const value = (key: (typeof TOTALS)[number]) =>
    key === 'revenue'
      ? formatMoney(data.totals.revenue, lang)
      : key === 'conversion'
        ? formatPercent(data.totals.conversion, lang)
        : formatNumber(data.totals[key], lang);
  const chartLabels = { lang, dateLabel: t('seller.analytics.date') };

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3" data-testid="analytics-totals">
        {TOTALS.map((key) => (
          <Card key={key} as="div" className="min-w-0">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t(`seller.analytics.${key}`)}</dt>
            <dd
              className="break-words text-xl font-bold tabular-nums sm:text-3xl"
              data-testid={`total-${key}`}
            >
              {value(key)}
            </dd>
            <dd className="text-xs text-slate-600 dark:text-slate-400">
              {key === 'conversion'
                ? t('seller.analytics.conversion_hint')
                : t('seller.analytics.in_days', { count: data.days })}
            </dd>
          </Card>
        ))}
      </dl>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <TrendChart
            {...chartLabels}
            title={t('seller.analytics.views_orders')}
            tableCaption={t('seller.analytics.views_orders')}
            dates={dates}
            series={[
              {
                key: 'views',
                label: t('seller.analytics.views'),
                stroke: 'stroke-emerald-600',
                fill: 'bg-emerald-600',
                values: data.series.map((point) => point.views),
              },
              {
                key: 'orders',
                label: t('seller.analytics.orders'),
                stroke: 'stroke-sky-600',
                fill: 'bg-sky-600',
                values: data.series.map((point) => point.orders),
              },
            ]}
          />
        </Card>
        <Card>
          <TrendChart
            {...chartLabels}
            title={t('seller.analytics.revenue_day')}
            tableCaption={t('seller.analytics.revenue_day')}
            dates={dates}
            format={(poisha) => formatMoney(poisha, lang)}
            tickFormat={(poisha) => `৳${formatNumber(Math.round(poisha / 100), lang)}`}
            series={[
              {
                key: 'revenue',
                label: t('seller.analytics.revenue'),
                stroke: 'stroke-amber-500',
                fill: 'bg-amber-500',
                values: data.series.map((point) => point.revenue),
              },
            ]}
          />
        </Card>
      </div>
      <TopProducts data={data} />
    </div>
  );
}

function TopProducts({ data }: { data: TSellerAnalytics }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const cell = 'px-3 py-2 text-end tabular-nums';
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('seller.analytics.top_products')}</h2>
      {data.top_products.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('seller.analytics.no_top')}</p>
      ) : (
        // Scrolls sideways on narrow screens; focusable so the keyboard can scroll it too.
        <section
          className="-mx-3 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-emerald-600"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={t('seller.analytics.top_products')}
        >
          <table className="w-full min-w-[32rem] text-sm" data-testid="top-products">
            <caption className="sr-only">{t('seller.analytics.top_products')}</caption>
            <thead className="text-slate-700 dark:text-slate-300">
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('seller.analytics.product')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('seller.analytics.views')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('seller.analytics.orders')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('seller.analytics.units')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('seller.analytics.revenue')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.top_products.map((product) => (
                <tr key={product.product_id}>
                  <th scope="row" className="px-3 py-2 text-start font-medium">
                    {product.slug ? (
                      <Link to={`/p/${product.slug}`} className="underline-offset-2 hover:underline">
                        {product.title}
                      </Link>
                    ) : (
                      product.title
                    )}
                  </th>
                  <td className={cell}>{formatNumber(product.views, lang)}</td>
                  <td className={cell}>{formatNumber(product.orders, lang)}</td>
                  <td className={cell}>{formatNumber(product.units, lang)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatMoney(product.revenue, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Card>
  );
}
