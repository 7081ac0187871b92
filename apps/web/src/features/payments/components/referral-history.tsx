import type { TReferral } from '@haat/shared/payments/referrals';
import { clsx } from 'clsx';
import { Gift, UserPlus, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useReferrals } from '../api/get-referrals.ts';

/** Earnings (paid, pending, the rules) and the people referred with where each bonus stands (decision 052). */
export function ReferralHistory() {
  const { t, language } = useTranslation();
  const query = useReferrals();
  if (query.isPending)
    return (
      <Card>
        <span className="sr-only" role="status">
          {t('payments.loading')}
        </span>
        <div className="space-y-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-12" />
        </div>
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <Alert tone="error">
          <span>{t('payments.referrals.failed')}</span>{' '}
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            {t('payments.retry')}
          </Button>
        </Alert>
      </Card>
    );
  const data = query.data;
  const paid = data.referrals.filter((r) => r.status === 'paid').length;
  const statusText = (person: TReferral) =>
    t(`payments.referrals.status.${person.status}`, {
      amount: formatMoney(data.min_top_up, language),
      date: person.release_at ? formatDate(person.release_at, language) : '',
    });
  return (
    <>
      <Card aria-labelledby="earnings-title">
        <h2 id="earnings-title" className="mb-3 font-semibold">
          {t('payments.referrals.earnings_title')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="col-span-2 rounded-lg bg-emerald-50 p-3 sm:col-span-1 dark:bg-emerald-950/60">
            <p className="text-sm text-emerald-900 dark:text-emerald-200">
              {t('payments.referrals.total_earned')}
            </p>
            <p
              className="text-2xl font-bold tabular-nums text-emerald-900 dark:text-emerald-100"
              data-testid="total-earned"
            >
              {formatMoney(data.total_earned, language)}
            </p>
          </div>
          <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('payments.referrals.invited')}</p>
            <p className="text-2xl font-bold tabular-nums">{formatNumber(data.referrals.length, language)}</p>
          </div>
          <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('payments.referrals.paid_count')}</p>
            <p className="text-2xl font-bold tabular-nums">{formatNumber(paid, language)}</p>
          </div>
        </div>
        {data.total_pending > 0 ? (
          <p
            className="mt-3 text-sm font-medium text-amber-900 dark:text-amber-200"
            data-testid="total-pending"
          >
            {t('payments.referrals.total_pending', { amount: formatMoney(data.total_pending, language) })}
          </p>
        ) : null}
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Gift aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
          {t('payments.referrals.how_rules', {
            bonus: formatMoney(data.bonus_amount, language),
            min: formatMoney(data.min_top_up, language),
            count: data.hold_days,
          })}
        </p>
      </Card>
      <Card aria-labelledby="referred-title">
        <h2 id="referred-title" className="mb-3 font-semibold">
          {t('payments.referrals.people_title')}
        </h2>
        {data.referrals.length === 0 ? (
          <EmptyState icon={<Users className="size-6" />} title={t('payments.referrals.empty_title')}>
            {t('payments.referrals.empty_text')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="referred-people">
            {data.referrals.map((person) => (
              <li key={`${person.joined_at}-${person.name}`} className="flex items-center gap-3 py-3">
                <span
                  aria-hidden
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                >
                  <UserPlus className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{person.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {t('payments.referrals.joined', { date: formatDate(person.joined_at, language) })}
                  </span>
                </span>
                <span className="flex max-w-[50%] flex-col items-end gap-1 text-end">
                  <span
                    data-testid="referral-status"
                    className={clsx(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      person.status === 'paid'
                        ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
                        : 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
                    )}
                  >
                    {statusText(person)}
                  </span>
                  {person.earned > 0 ? (
                    <span className="text-sm font-semibold tabular-nums text-emerald-800 dark:text-emerald-300">
                      +{formatMoney(person.earned, language)}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
