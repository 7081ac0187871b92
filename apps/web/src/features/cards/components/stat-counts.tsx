import type { TCardStats } from '@haat/shared/cards/schemas';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

export const STAT_KEYS = ['scans', 'shares', 'contacts', 'views'] as const;

/** Scans, shares, contacts and views as a small row of figures. */
export function StatCounts({ stats }: { stats: TCardStats }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <dl className="grid grid-cols-4 gap-2 text-center">
      {STAT_KEYS.map((key) => (
        <div key={key} className="rounded-lg bg-slate-100 px-1 py-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-700 dark:text-slate-300">{t(`vcard.stats.${key}`)}</dt>
          <dd className="text-lg font-semibold text-slate-900 dark:text-white" data-testid={`stat-${key}`}>
            {formatNumber(stats[key], lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
