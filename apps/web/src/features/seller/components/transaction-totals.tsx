import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import type { TRoleFilter, TTransactionTotals } from '../api/list-transactions.ts';

const SHOWN: Record<TRoleFilter, (keyof TTransactionTotals)[]> = {
  all: ['sales_net', 'commission', 'purchases'],
  sales: ['sales_net', 'commission'],
  purchases: ['purchases'],
};

/** The totals over every order matching the chosen role (not only the page loaded). */
export function TransactionTotals({ totals, role }: { totals: TTransactionTotals; role: TRoleFilter }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section aria-label={t('seller.transactions.totals')} className="mb-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {SHOWN[role].map((key) => (
          <Card key={key} as="div" className="!p-4">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t(`seller.totals.${key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`total-${key}`}>
              {formatMoney(totals[key], lang)}
            </dd>
          </Card>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('seller.totals.note')}</p>
    </section>
  );
}
