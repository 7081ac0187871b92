import type { TSocialPlatformRow } from '@haat/shared/social/analytics-schemas';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { headCell, headLine, numberCell, numberHead, rowLines, ScrollTable } from './scroll-table.tsx';

const FIGURES = ['posts', 'views', 'likes', 'comments', 'shares'] as const;

/** Posts and figures per platform; a figure a platform did not report reads "unknown", not 0. */
export function PlatformTable({ rows }: { rows: TSocialPlatformRow[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('social_analytics.platforms.title');
  return (
    <Card aria-labelledby="platforms-title">
      <h2 id="platforms-title" className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <ScrollTable label={title}>
        <table className="w-full min-w-[30rem] text-sm" data-testid="platform-table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className={headLine}>
              <th scope="col" className={headCell}>
                {t('social_analytics.platforms.platform')}
              </th>
              {FIGURES.map((key) => (
                <th key={key} scope="col" className={numberHead}>
                  {t(`social_analytics.totals.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={rowLines}>
            {rows.map((row) => (
              <tr key={row.platform} data-testid={`platform-${row.platform}`}>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {t(`social_analytics.platforms.${row.platform}`)}
                </th>
                {FIGURES.map((key) => {
                  const value = row[key];
                  return (
                    <td key={key} className={numberCell}>
                      {value === null ? (
                        <span title={t('social_analytics.platforms.unknown')}>
                          <span aria-hidden>—</span>
                          <span className="sr-only">{t('social_analytics.platforms.unknown')}</span>
                        </span>
                      ) : (
                        formatNumber(value, lang)
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {t('social_analytics.platforms.note')}
      </p>
    </Card>
  );
}
