import { ANALYTICS_RANGES, type TCardAnalytics } from '@haat/shared/cards/schemas';
import { clsx } from 'clsx';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { TrendChart } from '../../../components/ui/trend-chart.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo } from '../../../lib/languages.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { useCard } from '../api/get-card.ts';
import { CountList } from '../components/count-list.tsx';
import { LeadsPanel } from '../components/leads-panel.tsx';
import { STAT_KEYS } from '../components/stat-counts.tsx';

function countryName(code: string, tag: string, unknown: string): string {
  if (code === 'ZZ') return unknown;
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export default function CardAnalytics() {
  const { id } = useParams();
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const card = useCard(id);
  const analytics = useAnalytics(id, days);
  const title = t('vcard.analytics.title');
  useDocumentTitle(title);
  const subtitle = id ? (card.data?.full_name ?? '\u00a0') : t('vcard.analytics.all_cards');

  return (
    <div>
      <PageHeader title={title} subtitle={subtitle} icon={<BarChart3 />} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('vcard.analytics.range')}</legend>
          {ANALYTICS_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              onClick={() => setDays(range)}
              data-testid={`range-${range}`}
              className={clsx(buttonClass(days === range ? 'primary' : 'secondary', 'sm'), 'rounded-full')}
            >
              {t('vcard.analytics.days', { count: range })}
            </button>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          {id ? (
            <ButtonLink size="sm" variant="secondary" to="/vcard/analytics">
              {t('vcard.analytics.all_cards')}
            </ButtonLink>
          ) : null}
          <ButtonLink size="sm" variant="secondary" to="/vcard">
            {t('vcard.common.back')}
          </ButtonLink>
        </div>
      </div>

      {analytics.isPending ? (
        <div className="space-y-4">
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : analytics.isError ? (
        <Alert tone="error">
          <p>{t('vcard.analytics.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => analytics.refetch()}>
            {t('vcard.common.retry')}
          </Button>
        </Alert>
      ) : (
        <Report data={analytics.data} />
      )}

      {id && card.data ? (
        <div className="mt-5">
          <LeadsPanel cardId={id} slug={card.data.slug} />
        </div>
      ) : null}
    </div>
  );
}

function Report({ data }: { data: TCardAnalytics }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const tag = languageInfo(lang).tag;
  const dates = data.trends.map((row) => row.date);
  const empty = t('vcard.analytics.no_data');
  const nothing = STAT_KEYS.every((key) => data.totals[key] === 0);

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="analytics-totals">
        {STAT_KEYS.map((key) => (
          <Card key={key} as="div">
            <dt className="text-sm text-slate-700 dark:text-slate-300">
              {t(`vcard.analytics.total_${key}`)}
            </dt>
            <dd className="text-3xl font-bold" data-testid={`total-${key}`}>
              {formatNumber(data.totals[key], lang)}
            </dd>
            <dd className="text-sm text-slate-700 dark:text-slate-300">
              {t('vcard.analytics.in_period', {
                value: formatNumber(data.period[key], lang),
                count: data.days,
              })}
            </dd>
          </Card>
        ))}
      </dl>
      {nothing ? (
        <Card>
          <EmptyState icon={<BarChart3 className="size-7" />} title={t('vcard.analytics.empty_title')}>
            <p>{t('vcard.analytics.empty_text')}</p>
          </EmptyState>
        </Card>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <TrendChart
            title={t('vcard.analytics.views_scans')}
            dates={dates}
            lang={lang}
            tableCaption={t('vcard.analytics.views_scans')}
            dateLabel={t('vcard.analytics.date')}
            series={[
              {
                key: 'views',
                label: t('vcard.stats.views'),
                stroke: 'stroke-emerald-600',
                fill: 'bg-emerald-600',
                values: data.trends.map((r) => r.views),
              },
              {
                key: 'scans',
                label: t('vcard.stats.scans'),
                stroke: 'stroke-sky-600',
                fill: 'bg-sky-600',
                values: data.trends.map((r) => r.scans),
              },
            ]}
          />
        </Card>
        <Card>
          <TrendChart
            title={t('vcard.analytics.shares_contacts')}
            dates={dates}
            lang={lang}
            tableCaption={t('vcard.analytics.shares_contacts')}
            dateLabel={t('vcard.analytics.date')}
            series={[
              {
                key: 'shares',
                label: t('vcard.stats.shares'),
                stroke: 'stroke-amber-500',
                fill: 'bg-amber-500',
                values: data.trends.map((r) => r.shares),
              },
              {
                key: 'contacts',
                label: t('vcard.stats.contacts'),
                stroke: 'stroke-fuchsia-600',
                fill: 'bg-fuchsia-600',
                values: data.trends.map((r) => r.contacts),
              },
            ]}
          />
        </Card>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <Card>
          <h2 className="mb-3 text-lg font-semibold">{t('vcard.analytics.share_methods')}</h2>
          <CountList
            lang={lang}
            empty={empty}
            rows={data.share_channels.map((r) => ({ ...r, label: t(`vcard.channels.${r.key}`) }))}
          />
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-semibold">{t('vcard.analytics.countries')}</h2>
          <CountList
            lang={lang}
            empty={empty}
            rows={data.countries.map((r) => ({
              ...r,
              label: countryName(r.key, tag, t('vcard.analytics.unknown_country')),
            }))}
          />
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-semibold">{t('vcard.analytics.devices')}</h2>
          <CountList
            lang={lang}
            empty={empty}
            rows={data.devices.map((r) => ({ ...r, label: t(`vcard.devices.${r.key}`) }))}
          />
        </Card>
      </div>
      <Card>
        <h2 className="mb-3 text-lg font-semibold">{t('vcard.analytics.recent')}</h2>
        {data.recent.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.recent.map((event) => (
              <li
                key={`${event.created_at}-${event.type}-${event.card_id}`}
                className="flex flex-wrap justify-between gap-2 py-2 text-sm"
              >
                <span>
                  <span className="font-medium">{t(`vcard.events.${event.type}`)}</span>
                  {event.channel ? ` · ${t(`vcard.channels.${event.channel}`)}` : ''}
                  {' · '}
                  {t(`vcard.devices.${event.device}`)}
                  {event.country
                    ? ` · ${countryName(event.country, tag, t('vcard.analytics.unknown_country'))}`
                    : ''}
                  {data.card_id ? null : (
                    <>
                      {' · '}
                      <Link className="underline" to={`/vcard/analytics/${event.card_id}`}>
                        {event.card_name}
                      </Link>
                    </>
                  )}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {formatDateTime(event.created_at, lang)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
