import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TLanguageCode } from '../../../lib/languages.ts';

/** Price per day × days, the wallet balance and what it leaves (a warning when it is not enough). */
export function FeatureSummary({
  pricePerDay,
  days,
  balance,
  lang,
}: {
  pricePerDay: number | undefined;
  days: number | undefined;
  balance: number | undefined;
  lang: TLanguageCode;
}) {
  const { t } = useTranslation();
  const total = pricePerDay !== undefined && days !== undefined ? pricePerDay * days : undefined;
  const after = total !== undefined && balance !== undefined ? balance - total : undefined;
  const dash = '—';
  const row = 'flex justify-between gap-4 py-1';
  return (
    <>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 px-3 py-1 text-sm dark:divide-slate-700 dark:border-slate-700">
        <div className={row}>
          <dt>{t('seller.feature.price_per_day')}</dt>
          <dd className="tabular-nums" data-testid="feature-price">
            {pricePerDay === undefined ? t('seller.common.loading') : formatMoney(pricePerDay, lang)}
          </dd>
        </div>
        <div className={row}>
          <dt>{t('seller.feature.days_label')}</dt>
          <dd className="tabular-nums">{days === undefined ? dash : formatNumber(days, lang)}</dd>
        </div>
        <div className={`${row} font-semibold text-slate-900 dark:text-white`}>
          <dt>{t('seller.feature.total')}</dt>
          <dd className="tabular-nums" data-testid="feature-total">
            {total === undefined ? dash : formatMoney(total, lang)}
          </dd>
        </div>
        <div className={row}>
          <dt>{t('seller.feature.balance')}</dt>
          <dd className="tabular-nums" data-testid="feature-balance">
            {balance === undefined ? t('seller.common.loading') : formatMoney(balance, lang)}
          </dd>
        </div>
        {after !== undefined && after >= 0 ? (
          <div className={row}>
            <dt>{t('seller.feature.after')}</dt>
            <dd className="tabular-nums">{formatMoney(after, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {after !== undefined && after < 0 ? (
        <p
          className="text-sm font-medium text-amber-800 dark:text-amber-300"
          data-testid="feature-short-warning"
        >
          {t('seller.feature.short')}{' '}
          <Link to="/wallet/top-up" className="underline">
            {t('seller.feature.add_money')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
